import { useEffect } from 'react';

/**
 * Keeps search engines off the calling page while it is shown: adds `<meta name="robots"
 * content="noindex">` to the head (unless the server already put one there) and takes it away
 * when the page goes, so a public page the visitor moves to next is indexed as before.
 */
export function useRobotsNoindex(active = true): void {
  useEffect(() => {
    if (!active) return;
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (existing) {
      const previous = existing.content;
      existing.content = 'noindex';
      return () => {
        existing.content = previous;
      };
    }
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, [active]);
}
