import { isNotFoundError } from '@domainfolio/api-client';
import type { BuyerOffer } from '@domainfolio/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchBuyerOffer } from '../api/offer-api';

interface OfferState {
  token: string;
  /** The thread; null when the token names none; undefined while it is being asked for. */
  offer: BuyerOffer | null | undefined;
  error: Error | null;
}

export interface BuyerOfferQuery {
  offer: BuyerOffer | null | undefined;
  /** Why the request failed, other than a token that names no thread (`offer` is then null). */
  error: Error | null;
  /** Asks the API again after a failure. */
  refetch: () => void;
  /** Reads the thread again behind the one shown (it moved on elsewhere meanwhile). */
  refresh: () => void;
  /** The thread as an action's answer returned it. */
  replace: (offer: BuyerOffer) => void;
}

/**
 * The buyer's offer thread. The API inlines it into the page's HTML for the token of the URL
 * (null when the token names no thread), so a server-rendered page hydrates with it and asks
 * nothing; when it is not there (the page drawn by the browser) it is fetched. A plain hook
 * rather than a query library, like the landing page's: this page must stay as light.
 */
export function useBuyerOffer(
  token: string,
  inlined: BuyerOffer | null | undefined,
): BuyerOfferQuery {
  // The inlined thread is the one of the URL the page was loaded at: the first token only.
  const [firstToken] = useState(token);
  const known = (): OfferState['offer'] => (token === firstToken ? inlined : undefined);
  const [state, setState] = useState<OfferState>(() => ({ token, offer: known(), error: null }));
  const [attempt, setAttempt] = useState(0);
  const current: OfferState =
    state.token === token ? state : { token, offer: known(), error: null };
  const missing = current.offer === undefined && current.error === null;

  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    fetchBuyerOffer(token, controller.signal).then(
      (response) => setState({ token, offer: response.payload, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isNotFoundError(error)) setState({ token, offer: null, error: null });
        else
          setState({
            token,
            offer: undefined,
            error: error instanceof Error ? error : new Error(String(error)),
          });
      },
    );
    return () => controller.abort();
  }, [token, missing, attempt]);

  const refetch = useCallback(() => {
    setState({ token, offer: undefined, error: null });
    setAttempt((n) => n + 1);
  }, [token]);

  // Reads the thread again while it stays on screen; a failure keeps the one shown.
  const refresh = useCallback(() => {
    fetchBuyerOffer(token).then(
      (response) =>
        setState((previous) =>
          previous.token === token ? { token, offer: response.payload, error: null } : previous,
        ),
      () => undefined,
    );
  }, [token]);

  const replace = useCallback(
    (offer: BuyerOffer) => setState({ token, offer, error: null }),
    [token],
  );

  return { offer: current.offer, error: current.error, refetch, refresh, replace };
}
