import { useEffect } from 'react';

/**
 * Sets the page's `<meta name="description">` while the calling page is shown, and puts the
 * previous one back when it goes; null leaves it alone.
 */
export function useMetaDescription(content: string | null): void {
  useEffect(() => {
    if (content === null) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const element = meta;
    const previous = element.content;
    element.content = content;
    return () => {
      if (created) element.remove();
      else element.content = previous;
    };
  }, [content]);
}
