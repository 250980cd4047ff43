// @vitest-environment node
// As the API calls it: on the server, without a DOM.
import { SHOP_PUBLIC_PAGES } from '@domainfolio/contracts';
import { describe, expect, it } from 'vitest';
import { siteContext } from '../test/fixtures';
import { render } from './render';

describe('the marketplace rendered on the server', () => {
  it('renders each of its pages (those its sitemap lists) as found', async () => {
    for (const url of [...SHOP_PUBLIC_PAGES, '/?q=rocket&sort=price']) {
      const result = await render({ url, context: siteContext });
      expect(result?.html).toContain('Domain Marketplace');
      expect({ url, notFound: result?.notFound }).toEqual({ url, notFound: undefined });
    }
  });

  it('renders the not-found page for any other path, which the API answers with 404', async () => {
    for (const url of ['/no-such-page', '/sitemap.xml', '/rocket.com', '/a/b']) {
      const result = await render({ url, context: siteContext });
      expect(result?.html).toContain('Page not found.');
      expect({ url, notFound: result?.notFound }).toEqual({ url, notFound: true });
    }
  });
});
