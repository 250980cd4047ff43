import { JSDOM } from 'jsdom';
import { SITEMAP_MAX_URLS, robotsTxt, sitemapXml } from './sitemap';

/** The sitemap as an XML parser reads it: each URL and its last change. */
function parsed(xml: string) {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  expect(document.querySelector('parsererror')).toBeNull();
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return Array.from(document.getElementsByTagName('url'), (url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent,
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
  }));
}

describe('a sitemap', () => {
  it('lists each URL, with its last change to the second where there is one', () => {
    const xml = sitemapXml([
      { loc: 'https://alice.example/' },
      { loc: 'https://alice.example/rocket.com', lastmod: new Date('2026-05-06T07:08:09.123Z') },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(parsed(xml)).toEqual([
      { loc: 'https://alice.example/', lastmod: undefined },
      { loc: 'https://alice.example/rocket.com', lastmod: '2026-05-06T07:08:09Z' },
    ]);
  });

  it('escapes what XML gives a meaning, so a URL reads back as it was', () => {
    const loc = `https://shop.example/?q=a&b=<c>"d"'e'`;
    const xml = sitemapXml([{ loc }]);
    expect(xml).toContain(
      '<loc>https://shop.example/?q=a&amp;b=&lt;c&gt;&quot;d&quot;&apos;e&apos;</loc>',
    );
    expect(parsed(xml)).toEqual([{ loc, lastmod: undefined }]);
  });

  it('is a valid, empty list for a site with nothing to list', () => {
    expect(parsed(sitemapXml([]))).toEqual([]);
  });

  it(`lists at most ${SITEMAP_MAX_URLS.toLocaleString('en-US')} URLs, the first ones`, () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 2 }, (_, i) => ({
      loc: `https://alice.example/name-${i}.com`,
    }));
    // Counted as text: an XML parser takes a minute over 50,000 entries.
    const locs = [...sitemapXml(entries).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(SITEMAP_MAX_URLS);
    expect(locs.at(-1)).toBe(`https://alice.example/name-${SITEMAP_MAX_URLS - 1}.com`);
  });
});

describe('a robots.txt', () => {
  it('lets every crawler in and names the sitemap', () => {
    expect(robotsTxt('https://alice.example/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://alice.example/sitemap.xml\n',
    );
  });
});
