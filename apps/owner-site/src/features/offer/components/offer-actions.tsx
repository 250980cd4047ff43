import {
  LEAD_MESSAGE_MAX,
  LeadStatus,
  OFFER_MIN,
  formatCurrency,
  type BuyerCounterRequest,
  type BuyerDeclineRequest,
  type BuyerOffer,
} from '@domainfolio/contracts';
import {
  Alert,
  Button,
  HINT_CLASS_NAME,
  LABEL_CLASS_NAME,
  TextField,
  describedBy,
  inputClassName,
} from '@domainfolio/ui';
import { useId, type FormEvent, type ReactNode } from 'react';
import { EscrowMark } from '../../../components/escrow-mark';
import { offerActionPath, type OfferAction } from '../api/offer-api';
import type { OfferField, useOfferActions } from '../hooks/use-offer-actions';

type Actions = ReturnType<typeof useOfferActions>;

interface ActionProps {
  token: string;
  offer: BuyerOffer;
  actions: Actions;
}

/** Text a form field holds, trimmed ('' for a field it does not have). */
function fieldText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value.trim() : '';
}

function focusField(form: HTMLFormElement, name: OfferField): void {
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

/**
 * One action as a form that a browser without JavaScript posts itself (the API answers with a
 * redirect back to this page, saying what happened); with JavaScript `onSubmit` sends it.
 */
function ActionForm({
  token,
  action,
  label,
  onSubmit,
  actions,
  className,
  children,
}: {
  token: string;
  action: OfferAction;
  label: string;
  onSubmit: (form: HTMLFormElement) => void;
  actions: Actions;
  className?: string;
  children: ReactNode;
}) {
  const failure = actions.failure?.action === action ? actions.failure : null;
  // A refusal about a field is said under that field; only the others need a banner here.
  const banner = failure && Object.keys(failure.fields).length === 0 ? failure : null;
  return (
    <form
      method="post"
      action={offerActionPath(token, action)}
      // The page's own messages, under the fields, rather than the browser's bubbles.
      noValidate
      aria-label={label}
      className={className}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
    >
      {children}
      {banner && (
        <Alert tone="error" title={banner.title} className="mt-4">
          {banner.message}
        </Alert>
      )}
    </form>
  );
}

/** The optional message of a counteroffer or a decline. */
function MessageBox({ label, error }: { label: string; error?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : null;
  return (
    <div>
      <div className="flex items-center justify-between gap-x-3">
        <label htmlFor={id} className={LABEL_CLASS_NAME}>
          {label}
        </label>
        <span className="text-sm/6 text-gray-500">Optional</span>
      </div>
      <textarea
        id={id}
        name="message"
        rows={3}
        maxLength={LEAD_MESSAGE_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, hintId)}
        className={inputClassName(Boolean(error), 'mt-2')}
      />
      {error && (
        <p id={errorId ?? undefined} className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
      <p id={hintId} className={HINT_CLASS_NAME}>
        Up to {LEAD_MESSAGE_MAX} characters.
      </p>
    </div>
  );
}

/**
 * Shown until the buyer has confirmed their email address: the owner hears of the offer only
 * then, so this is the one thing to do first.
 */
export function VerifyOffer({ token, actions }: Omit<ActionProps, 'offer'>) {
  return (
    <section
      aria-labelledby="offer-verify-heading"
      className="rounded-lg border-2 border-indigo-600 bg-white p-6 shadow-sm"
    >
      <h2 id="offer-verify-heading" className="text-lg font-semibold text-gray-900">
        Confirm your offer
      </h2>
      <p className="mt-2 text-base text-pretty text-gray-600">
        The owner sees your offer only after you confirm it. Confirming shows that this email
        address is yours.
      </p>
      <ActionForm
        token={token}
        action="verify"
        label="Confirm my offer"
        actions={actions}
        className="mt-5"
        onSubmit={() => void actions.run('verify', {})}
      >
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          loading={actions.pending === 'verify'}
          disabled={actions.pending !== null}
        >
          Confirm my offer
        </Button>
      </ActionForm>
    </section>
  );
}

/** The agreed price paid through Escrow.com, which holds it until the domain is transferred. */
export function PayOffer({ token, offer, actions }: ActionProps) {
  const amount = offer.agreedAmount ?? offer.currentAmount;
  const redirecting = actions.pending === 'checkout';
  return (
    <section
      aria-labelledby="offer-pay-heading"
      className="rounded-lg border-2 border-green-600 bg-white p-6 shadow-sm"
    >
      <h2 id="offer-pay-heading" className="text-lg font-semibold text-gray-900">
        Complete your purchase
      </h2>
      <p className="mt-2 text-base text-pretty text-gray-600">
        Escrow.com holds your payment until {offer.unicodeDomain} is transferred to you.
      </p>
      <ActionForm
        token={token}
        action="checkout"
        label="Pay through Escrow.com"
        actions={actions}
        className="mt-5"
        onSubmit={() => void actions.checkout()}
      >
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={redirecting}
          disabled={actions.pending !== null}
        >
          {/* Wraps on a phone rather than running out of the card. */}
          <span className="text-center whitespace-normal">
            {amount === null
              ? 'Pay securely through Escrow.com'
              : `Pay ${formatCurrency(amount)} securely through Escrow.com`}
          </span>
        </Button>
        <p
          role="status"
          className={redirecting ? 'mt-3 text-center text-sm text-gray-600' : 'sr-only'}
        >
          {redirecting ? 'Taking you to the secure escrow checkout…' : ''}
        </p>
        <div className="mt-4 flex items-center justify-center gap-x-3">
          <span className="text-sm font-medium text-gray-500">Secure payment via</span>
          <EscrowMark />
        </div>
      </ActionForm>
    </section>
  );
}

/** The owner's price accepted as it stands. */
function AcceptForm({ token, offer, actions }: ActionProps) {
  const amount = offer.currentAmount;
  return (
    <ActionForm
      token={token}
      action="accept"
      label="Accept the owner's price"
      actions={actions}
      onSubmit={() => void actions.run('accept', {})}
    >
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={actions.pending === 'accept'}
        disabled={actions.pending !== null}
      >
        {amount === null ? 'Accept' : `Accept ${formatCurrency(amount)}`}
      </Button>
    </ActionForm>
  );
}

/** A price of the buyer's own, with an optional message, while counters are left. */
function CounterForm({ token, offer, actions }: ActionProps) {
  const fields = actions.failure?.action === 'counter' ? actions.failure.fields : {};
  const answering = offer.status === LeadStatus.COUNTERED;
  const left = offer.countersLeft;
  const heading = answering ? 'Make a counteroffer' : 'Make a new offer';

  async function submit(form: HTMLFormElement) {
    const text = fieldText(form, 'amount');
    const amount = Number(text);
    const problem =
      text === ''
        ? 'Enter the amount you offer.'
        : !Number.isFinite(amount) || amount < OFFER_MIN
          ? `Your offer must be at least ${formatCurrency(OFFER_MIN)}.`
          : null;
    if (problem) {
      actions.refuse('counter', { amount: problem });
      focusField(form, 'amount');
      return;
    }
    const message = fieldText(form, 'message');
    const body: BuyerCounterRequest = message === '' ? { amount } : { amount, message };
    if (await actions.run('counter', body)) form.reset();
  }

  return (
    <ActionForm
      token={token}
      action="counter"
      label={heading}
      actions={actions}
      onSubmit={(form) => void submit(form)}
    >
      <h3 className="text-base font-semibold text-gray-900">{heading}</h3>
      <div className="mt-4 space-y-5">
        <TextField
          label="Your offer"
          name="amount"
          type="number"
          inputMode="decimal"
          required
          min={OFFER_MIN}
          step="0.01"
          leading="$"
          hint={`In US dollars. ${left} ${left === 1 ? 'counter' : 'counters'} left.`}
          error={fields.amount}
        />
        <MessageBox label="Message to the owner" error={fields.message} />
        <Button
          type="submit"
          variant={offer.can.accept ? 'secondary' : 'primary'}
          size="lg"
          fullWidth
          loading={actions.pending === 'counter'}
          disabled={actions.pending !== null}
        >
          {answering ? 'Send counteroffer' : 'Send offer'}
        </Button>
      </div>
    </ActionForm>
  );
}

/**
 * Ending the negotiation, folded away (a disclosure that opens without JavaScript too) so it
 * is not the first thing a buyer who means to go on comes across.
 */
function DeclineForm({ token, actions }: Omit<ActionProps, 'offer'>) {
  const fields = actions.failure?.action === 'decline' ? actions.failure.fields : {};
  const failed = actions.failure?.action === 'decline';

  function submit(form: HTMLFormElement) {
    const message = fieldText(form, 'message');
    const body: BuyerDeclineRequest = message === '' ? {} : { message };
    void actions.run('decline', body);
  }

  return (
    <details className="group rounded-md border border-gray-200" open={failed || undefined}>
      <summary className="cursor-pointer list-none rounded-md px-4 py-3 text-sm font-semibold text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="mr-2 inline-block transition-transform group-open:rotate-90"
        >
          &rsaquo;
        </span>
        Decline and end the negotiation
      </summary>
      <ActionForm
        token={token}
        action="decline"
        label="Decline"
        actions={actions}
        className="space-y-4 border-t border-gray-200 px-4 py-4"
        onSubmit={submit}
      >
        <p className="text-sm text-gray-600">
          The owner will be told you are no longer interested.
        </p>
        <MessageBox label="Reason for declining" error={fields.message} />
        <Button
          type="submit"
          variant="danger"
          loading={actions.pending === 'decline'}
          disabled={actions.pending !== null}
        >
          Decline
        </Button>
      </ActionForm>
    </details>
  );
}

/** What the buyer can answer now: only the moves the API allows (`can`). */
export function ReplyToOffer({ token, offer, actions }: ActionProps) {
  const { can } = offer;
  if (!can.accept && !can.counter && !can.decline) return null;
  // While the owner has the move, declining is all there is: a way out, not an answer.
  const answering = can.accept || can.counter;
  return (
    <section
      aria-labelledby="offer-reply-heading"
      className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="offer-reply-heading" className="text-lg font-semibold text-gray-900">
        {answering ? 'Your answer' : 'Changed your mind?'}
      </h2>
      <div className="mt-5 space-y-6">
        {can.accept && <AcceptForm token={token} offer={offer} actions={actions} />}
        {can.accept && can.counter && (
          <div className="flex items-center gap-x-3 text-sm text-gray-500" aria-hidden="true">
            <span className="h-px grow bg-gray-200" />
            or
            <span className="h-px grow bg-gray-200" />
          </div>
        )}
        {can.counter && <CounterForm token={token} offer={offer} actions={actions} />}
        {can.decline && <DeclineForm token={token} actions={actions} />}
      </div>
    </section>
  );
}
