import { registerDomainView } from '@domainfolio/api-client';
import { useEffect, useRef } from 'react';

/**
 * Counts one view of the landing page once its data has loaded: once
 * per domain shown, however often the page re-renders or its data refreshes. The page's
 * referrer goes with it (the owner's analytics show where visitors came from).
 */
export function useDomainView(name: string | undefined): void {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!name || counted.current === name) return;
    counted.current = name;
    registerDomainView(name, document.referrer);
  }, [name]);
}
