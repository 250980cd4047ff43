import { isValidHostname } from '../domains/domain-name';
import { PRODUCT_USERNAMES, isReservedUsername, isValidUsername } from '../users/username';

export const Site = {
  MAIN: 'main',
  SHOP: 'shop',
  OWNER: 'owner',
  CUSTOM: 'custom',
  NOT_FOUND: 'notFound',
} as const;
export type Site = (typeof Site)[keyof typeof Site];

export type SiteSelection =
  | { site: typeof Site.MAIN }
  | { site: typeof Site.SHOP }
  | { site: typeof Site.OWNER; username: string }
  | { site: typeof Site.CUSTOM; host: string }
  | { site: typeof Site.NOT_FOUND };

/** Labels under APP_HOST that show the main site. */
const MAIN_LABELS: ReadonlySet<string> = new Set(['www', 'app']);
const SHOP_LABEL = 'shop';

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * A Host header or `location.host` reduced to its comparable form: trimmed, lowercase, without a
 * port and without the trailing dot of a fully qualified name. IPv6 literals keep their brackets.
 */
export function normalizeHost(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    const close = name.indexOf(']');
    return close === -1 ? name : name.slice(0, close + 1);
  }
  const colon = name.lastIndexOf(':');
  if (colon !== -1) {
    name = name.slice(0, colon);
  }
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

function isIpLiteral(host: string): boolean {
  return host.startsWith('[') || IPV4.test(host);
}

/**
 * Which site a host shows (docs/product.md, "Sites and hosts"), decided on the full host name against
 * APP_HOST: APP_HOST, www. and app. give the main site; shop. the marketplace; any other reserved
 * label not-found (except the product's own demo account); a valid username label that owner's site (whether the user exists is for the
 * API to say); deeper or invalid subdomains not-found. Every other host, IP literals included, is
 * a custom host: the API decides between a verified custom domain, a parked portfolio domain and
 * not-found.
 */
export function selectSite(host: string, appHost: string): SiteSelection {
  const name = normalizeHost(host);
  const app = normalizeHost(appHost);
  if (name === app || isMainAlias(name, app)) {
    return { site: Site.MAIN };
  }
  if (isIpLiteral(name)) {
    return { site: Site.CUSTOM, host: name };
  }
  if (!isValidHostname(name)) {
    return { site: Site.NOT_FOUND };
  }
  const suffix = `.${app}`;
  if (!name.endsWith(suffix)) {
    return { site: Site.CUSTOM, host: name };
  }
  const label = name.slice(0, -suffix.length);
  if (label === SHOP_LABEL) {
    return { site: Site.SHOP };
  }
  const reserved = isReservedUsername(label) && !PRODUCT_USERNAMES.includes(label);
  if (label.includes('.') || reserved || !isValidUsername(label)) {
    return { site: Site.NOT_FOUND };
  }
  return { site: Site.OWNER, username: label };
}

function isMainAlias(name: string, app: string): boolean {
  const dot = name.indexOf('.');
  return dot !== -1 && MAIN_LABELS.has(name.slice(0, dot)) && name.slice(dot + 1) === app;
}
