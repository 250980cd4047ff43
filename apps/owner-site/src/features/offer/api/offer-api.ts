import { apiFetch } from '@domainfolio/api-client';
import type {
  BuyerCheckoutResponse,
  BuyerCounterRequest,
  BuyerDeclineRequest,
  BuyerOfferChangedResponse,
  BuyerOfferResponse,
} from '@domainfolio/contracts';

/** What the buyer can do on their offer page, each a POST /api/offers/{token}/{action}. */
export type OfferAction = 'accept' | 'counter' | 'decline' | 'verify' | 'checkout';

/** The thread's address in the API. */
export function offerApiPath(token: string): string {
  return `/api/offers/${encodeURIComponent(token)}`;
}

/** Where an action's form posts, with or without JavaScript. */
export function offerActionPath(token: string, action: OfferAction): string {
  return `${offerApiPath(token)}/${action}`;
}

/** GET /api/offers/{token}: the buyer's view of the thread; 404 for a token that names none. */
export function fetchBuyerOffer(token: string, signal?: AbortSignal): Promise<BuyerOfferResponse> {
  return apiFetch<BuyerOfferResponse>(offerApiPath(token), { signal });
}

/** The JSON body of each action that changes the thread. */
export interface OfferActionBodies {
  accept: Record<string, never>;
  verify: Record<string, never>;
  counter: BuyerCounterRequest;
  decline: BuyerDeclineRequest;
}

/**
 * Accepts, counters, declines or confirms the offer. The body is always JSON (an empty object
 * when the action takes nothing), which is how the API tells this call from the page's form
 * posted without JavaScript, answered with a redirect instead.
 */
export function sendOfferAction<A extends keyof OfferActionBodies>(
  token: string,
  action: A,
  body: OfferActionBodies[A],
): Promise<BuyerOfferChangedResponse> {
  return apiFetch<BuyerOfferChangedResponse>(offerActionPath(token, action), {
    method: 'POST',
    body,
  });
}

/** POST /api/offers/{token}/checkout: Escrow.com's page where the buyer pays the agreed price. */
export function startOfferCheckout(token: string): Promise<BuyerCheckoutResponse> {
  return apiFetch<BuyerCheckoutResponse>(offerActionPath(token, 'checkout'), {
    method: 'POST',
    body: {},
  });
}
