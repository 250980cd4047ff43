import { JSDOM } from 'jsdom';
import { SITE_CONTEXT_GLOBAL } from '@domainfolio/contracts';

/*
 * What the XSS tests look for in a page or an email, parsed as a browser would parse it: the
 * elements and attributes that could run script, and the site context a page inlines.
 */

/** Elements a payload could bring in; a page must have as many of each as a page without one. */
const WATCHED_ELEMENTS = [
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'style',
  'img',
  'svg',
  'math',
  'video',
  'audio',
  'source',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'details',
  'marquee',
  'template',
  'xmp',
  'plaintext',
  'noscript',
  'isindex',
  'keygen',
  'a',
  'body',
  'title',
  'x',
  'animate',
  'use',
];

/** Attributes a browser follows or loads as a URL, and the URLs that run script there. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'xlink:href',
  'srcdoc',
  'srcset',
  'ping',
  'cite',
]);
const SCRIPT_URL = /^(javascript|vbscript|data:text\/html)/;

/** What in a parsed page could run script: watched elements, on* attributes, script URLs. */
export function scriptSurface(html: string) {
  const { document } = new JSDOM(html).window;
  const elements = Object.fromEntries(
    WATCHED_ELEMENTS.map((tag) => [tag, document.getElementsByTagName(tag).length]),
  );
  // Listed rather than counted, so that a failure shows where the payload landed.
  const handlers: string[] = [];
  const scriptUrls: string[] = [];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const where = `<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`;
      if (attribute.name.toLowerCase().startsWith('on')) handlers.push(where);
      // Browsers drop whitespace and control characters from a URL's scheme.
      const value = [...attribute.value]
        .filter((c) => c.trim() !== '' && c.charCodeAt(0) > 0x1f)
        .join('')
        .toLowerCase();
      if (URL_ATTRIBUTES.has(attribute.name.toLowerCase()) && SCRIPT_URL.test(value))
        scriptUrls.push(where);
    }
  }
  return { elements, handlers, scriptUrls };
}

/** The site context the page inlines for its script, parsed back. */
export function inlinedContext(html: string): unknown {
  const { document } = new JSDOM(html).window;
  const prefix = `window.${SITE_CONTEXT_GLOBAL}=`;
  const scripts = Array.from(document.querySelectorAll('script'))
    .map((script) => script.textContent ?? '')
    .filter((text) => text.startsWith(prefix));
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!.slice(prefix.length));
}

export function containsString(value: unknown, wanted: string): boolean {
  if (typeof value === 'string') return value === wanted;
  if (Array.isArray(value)) return value.some((item) => containsString(item, wanted));
  if (value && typeof value === 'object')
    return Object.values(value).some((item) => containsString(item, wanted));
  return false;
}

/**
 * The page's JSON-LD blocks as a browser's parser sees them: each one's exact text (what the
 * policy's hash is of) and its value parsed back.
 */
export function structuredData(html: string): { text: string; value: unknown }[] {
  const { document } = new JSDOM(html).window;
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) => {
    const text = script.textContent ?? '';
    return { text, value: JSON.parse(text) as unknown };
  });
}
