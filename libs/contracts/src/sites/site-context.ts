import type { BuyerOffer } from '../leads/negotiation.types';
import type { PublicDomainResponse } from '../public/public.types';
import type { PublicPortfolioResponse } from '../users/portfolio-page.types';

/** The remotes the host can mount, one per site. */
export const REMOTE_SITES = ['main', 'shop', 'owner'] as const;
export type RemoteSite = (typeof REMOTE_SITES)[number];

/** The owner whose public site a host shows. */
export interface SiteOwner {
  username: string;
  /** True when the visitor came through the owner's own (custom or parked) domain. */
  customHost: boolean;
  /** Set when the host is a portfolio domain parked here: `/` shows its landing page. */
  parkedDomain: string | null;
}

/**
 * What the host shell needs to start: which site this host name shows, and where each
 * remote's entry lives (read at run time, so a remote can be redeployed on its own).
 * Served by `GET /api/site` and inlined into the HTML by the API.
 */
export interface SiteContext {
  site: RemoteSite | 'notFound';
  owner: SiteOwner | null;
  appHost: string;
  /** The host name this page was asked for (no port): the page's own, e.g. `alice.localhost`. */
  host: string;
  /** The main site's absolute URL, e.g. `http://localhost:3000`. */
  appUrl: string;
  /** The marketplace's absolute URL, e.g. `http://shop.localhost:3000`. */
  shopUrl: string;
  remotes: Record<RemoteSite, string>;
  /** The proxy's public address: owners point custom domains' A records at it. */
  proxyIp: string;
  supportEmail: string;
  /**
   * Whether the request carried a session cookie (only ever on the main site, whose host the
   * cookie belongs to). False means nobody is signed in, so the page need not ask the API who
   * is; true means someone may be, and the API says who.
   */
  session: boolean;
  /** Sign-in options this server offers (Google only when configured). */
  auth: { googleSignIn: boolean };
  /**
   * The bot check of the landing-page form (reCAPTCHA v3), or null when the server has none
   * configured (the form is then sent without a token). `scriptUrl` is the script that defines
   * `grecaptcha` (Google's, or a local fake in tests).
   */
  recaptcha: { siteKey: string; scriptUrl: string } | null;
  /**
   * Landing data the API inlined into the HTML for this URL (the landing page of `/{domain}`
   * on an owner's host), so the page shows without a further request. Absent otherwise.
   */
  landing?: PublicDomainResponse['payload'] | null;
  /**
   * The owner's portfolio page settings (title, logo, description), inlined on the portfolio
   * page (`/` on an owner's host) so it shows, on the server too, without a further request.
   */
  portfolio?: PublicPortfolioResponse['payload'] | null;
  /**
   * The buyer's offer thread, inlined on the offer page (`/offers/{token}` on an owner's host):
   * null when the token names no thread this host's owner has.
   */
  offer?: BuyerOffer | null;
}

/** The global the API inlines the context into, saving the host a round trip. */
export const SITE_CONTEXT_GLOBAL = '__DOMAINFOLIO_SITE__';

/** `http://localhost:3000` → `http://{label}.localhost:3000`. */
export function subdomainUrl(appUrl: string, label: string): string {
  const url = new URL(appUrl);
  url.hostname = `${label}.${url.hostname}`;
  return url.origin;
}

/** The public site of an owner on the product host. */
export function ownerSiteUrl(appUrl: string, username: string): string {
  return subdomainUrl(appUrl, username);
}

/** Props the host passes to every remote's routes component. */
export interface RemoteRoutesProps {
  context: SiteContext;
}
