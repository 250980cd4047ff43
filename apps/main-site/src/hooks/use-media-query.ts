import { useSyncExternalStore } from 'react';

/** Tailwind's `sm` breakpoint, for a layout chosen in script (a table from here up, cards below). */
export const SM_UP = '(min-width: 40rem)';

/**
 * Whether `query` matches the viewport now, following it as the window is resized. Without
 * `matchMedia` (jsdom, a very old browser) it reports `fallback`.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
