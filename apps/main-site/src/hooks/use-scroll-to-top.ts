import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at the top. Client-side navigation keeps the window's scroll position, so
 * without this a link clicked at the bottom of a long page would open the next one scrolled down.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
