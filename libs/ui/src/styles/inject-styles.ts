/**
 * Adds a remote's stylesheet to the page once: a second call with the same id (a remote loaded
 * twice, or a hot reload) keeps the element already there.
 */
export function injectStyles(id: string, css: string): HTMLStyleElement | null {
  if (typeof document === 'undefined') return null;
  const existing = Array.from(
    document.head.querySelectorAll<HTMLStyleElement>('style[data-site]'),
  ).find((style) => style.dataset.site === id);
  if (existing) return existing;
  const style = document.createElement('style');
  style.dataset.site = id;
  style.textContent = css;
  document.head.append(style);
  return style;
}
