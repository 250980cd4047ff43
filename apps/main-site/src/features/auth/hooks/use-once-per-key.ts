import { useEffect, useRef } from 'react';

/**
 * Runs `action` once for each new `key` (null: not yet), after the first render. For calls
 * that must not repeat, such as spending a one-time link's token: a re-render, or React's
 * development double effect, would otherwise send it twice and see it already used.
 */
export function useOncePerKey(key: string | null, action: () => void): void {
  const doneFor = useRef<string | null>(null);
  const latestAction = useRef(action);
  useEffect(() => {
    latestAction.current = action;
  });
  useEffect(() => {
    if (key === null || doneFor.current === key) return;
    doneFor.current = key;
    latestAction.current();
  }, [key]);
}
