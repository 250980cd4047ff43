/**
 * The main site's pages that are the same for every visitor: the marketing and legal pages. The
 * main site renders them on the server, and the API lists them in the main site's sitemap, so
 * both read this one list (apps/main-site checks that each is still a route of its own).
 */
export const MAIN_SITE_PUBLIC_PAGES: readonly string[] = [
  '/',
  '/features',
  '/pricing',
  '/privacy-policy',
  '/cookie-policy',
  '/acceptable-use-policy',
  '/terms-of-service',
];

/** The marketplace's pages: its one page, the search, whose filters live in the query. */
export const SHOP_PUBLIC_PAGES: readonly string[] = ['/'];
