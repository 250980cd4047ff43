/** The main site's routes (spec 2.2). Login, register and the dashboard come with their own issue. */
export const paths = {
  home: '/',
  features: '/features',
  pricing: '/pricing',
  login: '/login',
  register: '/register',
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  acceptableUsePolicy: '/acceptable-use-policy',
  termsOfService: '/terms-of-service',
} as const;

/** The demo owner whose portfolio the landing page shows as an example (seeded by the API). */
export const DEMO_USERNAME = 'demo';
