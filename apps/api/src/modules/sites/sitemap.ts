/** A page a sitemap lists: its absolute URL and, when known, when it last changed. */
export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

/** The most URLs one sitemap file may list (sitemaps.org); the rest would be ignored. */
export const SITEMAP_MAX_URLS = 50_000;

/** Text for an XML element: the five characters XML gives a meaning, as entities. */
function xmlText(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** A W3C datetime to the second, in UTC (`2026-05-06T07:08:09Z`). */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * A sitemap in the sitemaps.org protocol: UTF-8, each URL entity-escaped, its last change
 * where there is one, at most SITEMAP_MAX_URLS entries (the first ones).
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';
    return `<url><loc>${xmlText(loc)}</loc>${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A site's robots.txt: everything may be crawled, and here is the site's sitemap. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
