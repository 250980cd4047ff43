import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page renders on the server and while the browser hydrates that HTML; true from
 * the render right after (and from the first render of a page the browser draws alone). A form
 * that works without JavaScript can render its no-script version until then and its scripted
 * one afterwards, without a hydration mismatch.
 */
export function useScripted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
