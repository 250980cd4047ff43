/**
 * Every route of the main site: the route table (app/main-routes.tsx) is declared from these,
 * and every link uses them. Patterns with `:domain` are for the router; links to a domain's
 * pages use lib/domain-paths.ts.
 */
export const paths = {
  home: '/',
  features: '/features',
  pricing: '/pricing',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  confirmDevice: '/confirm-device',
  docs: '/docs',
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  acceptableUsePolicy: '/acceptable-use-policy',
  termsOfService: '/terms-of-service',
  dashboard: {
    root: '/dashboard',
    domains: '/dashboard/domains',
    newDomain: '/dashboard/domains/new',
    bulk: '/dashboard/domains/bulk',
    domain: '/dashboard/domains/:domain',
    editDomain: '/dashboard/domains/:domain/edit',
    leads: '/dashboard/leads',
    /** One lead's negotiation thread; links use lib/lead-paths.ts. */
    lead: '/dashboard/leads/:id',
    /** Older names of the leads screen, which redirect to it. */
    inbox: '/dashboard/inbox',
    forms: '/dashboard/forms',
    expirations: '/dashboard/expirations',
    renewals: '/dashboard/renewals',
    sales: '/dashboard/sales',
    account: '/dashboard/account',
    /** Older names of the account screen, which show it. */
    help: '/dashboard/help',
    profile: '/dashboard/profile',
    billing: '/dashboard/billing',
    support: '/dashboard/support',
    /** Administrators only (ADMIN_EMAILS); everyone else sees the not-found page. */
    admin: '/dashboard/admin',
    docs: '/dashboard/docs',
  },
} as const;

/**
 * Pages whose content brings its own main landmark: the API reference's renderer draws a
 * `<main>` of its own, so their layout must not wrap them in a second one (a page has one).
 */
const PAGES_WITH_OWN_MAIN: ReadonlySet<string> = new Set([paths.docs, paths.dashboard.docs]);

/** Whether the page at this path draws its own `<main>` (see PAGES_WITH_OWN_MAIN). */
export function hasOwnMainLandmark(pathname: string): boolean {
  return PAGES_WITH_OWN_MAIN.has(pathname.replace(/\/+$/, '') || '/');
}

/** Every path of the main site outside the dashboard, lowercase (the router ignores case). */
const TOP_LEVEL_PATHS: ReadonlySet<string> = new Set(
  Object.values(paths).flatMap((path) => (typeof path === 'string' ? [path.toLowerCase()] : [])),
);

/**
 * Whether a path is a page of the main site: one of its routes, or anything in the dashboard,
 * which shows its own not-found screen to a signed-in owner (in the browser). Any other path
 * is the site's not-found page.
 */
export function isSitePath(pathname: string): boolean {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const dashboard = paths.dashboard.root;
  return TOP_LEVEL_PATHS.has(path) || path === dashboard || path.startsWith(`${dashboard}/`);
}

/**
 * The parts of the account screen other screens link to, as `${paths.dashboard.account}#…`:
 * the admin screens send an administrator without a second factor to Security.
 */
export const accountAnchors = {
  security: 'security',
} as const;

/** The account screen at one of its parts: accountPath('security') → '/dashboard/account#security'. */
export function accountPath(anchor: keyof typeof accountAnchors): string {
  return `${paths.dashboard.account}#${accountAnchors[anchor]}`;
}

/** Server routes the browser must load itself (they redirect), never through the router. */
export const serverPaths = {
  googleSignIn: '/api/auth/google/login',
} as const;

/** The demo owner whose portfolio the landing page shows as an example (seeded by the API). */
export const DEMO_USERNAME = 'demo';

/** A public DNS lookup site owners can check their custom domain's records on. */
export const DNS_CHECKER_URL = 'https://dnschecker.org/';

/** A route's path inside its parent route: childPath('/dashboard/leads', '/dashboard') → 'leads'. */
export function childPath(path: string, parent: string): string {
  if (!path.startsWith(`${parent}/`)) throw new Error(`${path} is not inside ${parent}`);
  return path.slice(parent.length + 1);
}
