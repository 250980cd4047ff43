import { PARTIAL_STYLES } from '@domainfolio/contracts';

/**
 * Adds a remote's stylesheet to the page once: a second call with the same id (a remote loaded
 * twice, or a hot reload) keeps the element already there.
 */
export function injectStyles(id: string, css: string): HTMLStyleElement | null {
  if (typeof document === 'undefined') return null;
  // A style element the server wrote with only the part of the stylesheet its page uses does
  // not count: the whole one goes in beside it, for whatever the page shows next.
  const existing = Array.from(
    document.head.querySelectorAll<HTMLStyleElement>('style[data-site]'),
  ).find((style) => style.dataset.site === id && !style.hasAttribute(PARTIAL_STYLES));
  if (existing) return existing;
  const style = document.createElement('style');
  style.dataset.site = id;
  style.textContent = css;
  document.head.append(style);
  return style;
}

/** A site's stylesheet under its id: what its server renderer inlines into the page's head. */
export interface SiteStyles {
  id: string;
  css: string;
}

/**
 * A site's stylesheet, added to the page when the site's script runs in the browser (where a
 * server-rendered page already has it, the element there is kept), and returned for the
 * site's server renderer to inline.
 */
export function siteStyles(id: string, css: string): SiteStyles {
  injectStyles(id, css);
  return { id, css };
}
