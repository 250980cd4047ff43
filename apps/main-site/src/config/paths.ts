/** The main site's routes (spec 2.2, decisions.md "Routes not shown in the spec"). */
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
    leads: '/dashboard/leads',
    expirations: '/dashboard/expirations',
    sales: '/dashboard/sales',
    account: '/dashboard/account',
    billing: '/dashboard/billing',
    support: '/dashboard/support',
  },
} as const;

/** Server routes the browser must load itself (they redirect), never through the router. */
export const serverPaths = {
  googleSignIn: '/api/auth/google/login',
} as const;

/** The demo owner whose portfolio the landing page shows as an example (seeded by the API). */
export const DEMO_USERNAME = 'demo';

/** A public DNS lookup site owners can check their custom domain's records on. */
export const DNS_CHECKER_URL = 'https://dnschecker.org/';
