import { lazy, Suspense, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { loadToaster, whenToasterWanted } from './load-toaster';

const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * The page's toaster, mounted with the first notification. Until then it renders nothing, on
 * the server as in the browser, so a server-rendered page hydrates without it and loads no toast
 * code. Sonner hands a toaster that subscribes late the toasts created before, so the first
 * notification still shows.
 */
export function LazyToaster(props: ToasterProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToasterWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
