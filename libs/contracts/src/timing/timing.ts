/** Search debounce per list. */
export const SEARCH_DEBOUNCE_MS = {
  dashboard: 300,
  portfolio: 1000,
  marketplace: 250,
} as const;

/** A submit button comes back this long after its call ends. */
export const SUBMIT_REENABLE_MS = 1000;
/** After an import finishes, the browser goes to the dashboard after this delay. */
export const IMPORT_REDIRECT_MS = 1000;
/** Skeleton rows shown while the dashboard table loads (for as long as it loads, no fixed wait). */
export const DASHBOARD_SKELETON_ROWS = 30;
/** How long a dismissed promo banner stays hidden. */
export const BANNER_COOKIE_DAYS = {
  marketplace: 30,
  other: 7,
} as const;
