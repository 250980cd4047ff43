import { GENERIC_ERROR_MESSAGE, GENERIC_ERROR_TITLE, isApiError } from '@domainfolio/api-client';
import type { BuyerOffer } from '@domainfolio/contracts';
import { useEffect, useRef, useState } from 'react';
import {
  sendOfferAction,
  startOfferCheckout,
  type OfferAction,
  type OfferActionBodies,
} from '../api/offer-api';
import type { OfferNotice } from '../lib/offer-words';

/** The fields of the page's forms that the API may name in an error. */
export type OfferField = 'amount' | 'message';

export interface OfferFailure {
  action: OfferAction;
  title: string;
  message: string;
  fields: Partial<Record<OfferField, string>>;
}

/** The API's field errors ('amount', 'data.amount') under the forms' own field names. */
function fieldErrors(error: unknown): OfferFailure['fields'] {
  const fields: OfferFailure['fields'] = {};
  if (!isApiError(error)) return fields;
  for (const { field, message } of error.errors) {
    const short = field.slice(field.lastIndexOf('.') + 1);
    if (short === 'amount' || short === 'message') fields[short] ??= message;
  }
  return fields;
}

/**
 * The buyer's actions sent as JSON: the page shows the thread the answer returns, with the
 * answer's words as a banner, or the refusal next to the form that was sent. A refusal because
 * the thread moved on meanwhile (409: the counter expired, the owner answered) is the page's
 * banner, and the thread is read again, so the actions on screen are the ones still allowed.
 * Checkout goes on to Escrow.com.
 */
export function useOfferActions({
  token,
  onStart,
  onChanged,
  onConflict,
}: {
  token: string;
  /** The buyer tried something: what an earlier attempt said no longer applies. */
  onStart: () => void;
  onChanged: (offer: BuyerOffer, notice: OfferNotice) => void;
  /** The thread moved on: the refusal says why, and the page reads the thread again. */
  onConflict: (notice: OfferNotice) => void;
}) {
  const [pending, setPending] = useState<OfferAction | null>(null);
  const [failure, setFailure] = useState<OfferFailure | null>(null);
  // Set from the first click until the answer, so a double click sends nothing twice.
  const busy = useRef(false);

  useEffect(() => {
    // Back from Escrow.com, a page restored from the back-forward cache is usable again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setPending(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  function refused(action: OfferAction, error: unknown) {
    busy.current = false;
    setPending(null);
    const title = isApiError(error) ? error.title : GENERIC_ERROR_TITLE;
    const message = error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
    // The form that was sent may no longer be offered once the thread is read again, so the
    // page says why, not the form.
    if (isApiError(error) && error.status === 409) onConflict({ tone: 'error', title, message });
    else setFailure({ action, title, message, fields: fieldErrors(error) });
  }

  /** Sends an action; resolves true once the thread has changed. */
  async function run<A extends keyof OfferActionBodies>(
    action: A,
    body: OfferActionBodies[A],
  ): Promise<boolean> {
    if (busy.current) return false;
    busy.current = true;
    setPending(action);
    setFailure(null);
    onStart();
    try {
      const answer = await sendOfferAction(token, action, body);
      busy.current = false;
      setPending(null);
      onChanged(answer.payload, {
        tone: 'success',
        title: answer.title,
        message: answer.message,
      });
      return true;
    } catch (error) {
      refused(action, error);
      return false;
    }
  }

  /** Starts the escrow payment and goes there; the page stays busy while the browser leaves. */
  async function checkout(): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setPending('checkout');
    setFailure(null);
    onStart();
    try {
      const answer = await startOfferCheckout(token);
      window.location.assign(answer.payload.escrowLandingPageUrl);
    } catch (error) {
      refused('checkout', error);
    }
  }

  /** A refusal found by the page itself, before anything was sent (an amount left out). */
  function refuse(action: OfferAction, fields: OfferFailure['fields']) {
    onStart();
    setFailure({
      action,
      title: 'Check the form',
      message: Object.values(fields)[0] ?? 'Check the form and try again.',
      fields,
    });
  }

  return { pending, failure, run, checkout, refuse };
}
