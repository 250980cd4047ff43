import { createHash } from 'node:crypto';
import type { SiteContext } from '@domainfolio/contracts';
import {
  contentSecurityPolicy,
  escrowPaymentOrigins,
  notFoundMeta,
  renderSiteHtml,
} from './site-html';

describe('where a landing page’s form may send the visitor', () => {
  it('is Escrow.com’s payment site for its API, and the sandbox’s for the sandbox', () => {
    expect(escrowPaymentOrigins('https://api.escrow.com')).toEqual([
      'https://api.escrow.com',
      'https://www.escrow.com',
    ]);
    expect(escrowPaymentOrigins('https://api.escrow-sandbox.com/2017-09-01/')).toEqual([
      'https://api.escrow-sandbox.com',
      'https://www.escrow-sandbox.com',
    ]);
    // A local stand-in serves its payment page on its own origin.
    expect(escrowPaymentOrigins('http://127.0.0.1:4810')).toEqual(['http://127.0.0.1:4810']);
  });

  it('is this origin only, unless escrow names more', () => {
    expect(contentSecurityPolicy([])).toContain("form-action 'self';");
    expect(contentSecurityPolicy([], [], escrowPaymentOrigins('https://api.escrow.com'))).toContain(
      "form-action 'self' https://api.escrow.com https://www.escrow.com;",
    );
  });
});

describe('what a page says to search engines', () => {
  const TEMPLATE =
    '<!doctype html><html><head><title>Domainfolio</title></head><body><div id="root"></div></body></html>';
  const context = { site: 'owner' } as SiteContext;

  it('puts structured data into the head as JSON-LD, which the policy allows by its hash', () => {
    const page = renderSiteHtml(TEMPLATE, context, {
      title: 'rocket.com | Domainfolio',
      description: 'rocket.com is for sale.',
      canonical: 'https://alice.example/rocket.com',
      structuredData: { '@type': 'Product', description: '</script><script>alert(1)</script>' },
    });
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    const data = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(data!)).toEqual({
      '@type': 'Product',
      description: '</script><script>alert(1)</script>',
    });
    expect(data).not.toContain('<');
    const hash = createHash('sha256').update(data!).digest('base64');
    expect(page.scriptHashes).toContain(`sha256-${hash}`);
  });

  it('keeps a not-found page out of search results, and names no address for it', () => {
    const meta = notFoundMeta();
    expect(meta).toMatchObject({ title: 'Page not found | Domainfolio', canonical: null });
    const { html } = renderSiteHtml(TEMPLATE, context, meta);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('application/ld+json');
  });
});
