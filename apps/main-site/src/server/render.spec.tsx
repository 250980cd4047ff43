// The marketing and legal pages as the API asks for them (the site's whole test setup, a DOM
// included, is loaded here; the owner site's renderer is the one tested without a DOM).
import { MAIN_SITE_PUBLIC_PAGES } from '@domainfolio/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { siteContext as signedIn } from '../test/fixtures';
import { render } from './render';

/** A visitor who came without a session cookie. */
const siteContext = { ...signedIn, session: false };

describe('the main site rendered on the server', () => {
  it('renders the home page for a visitor without a session, as a page every visitor shares', async () => {
    const result = await render({ url: '/', context: siteContext });
    expect(result?.html).toContain('The Domain Investor Platform');
    expect(result?.styleId).toBe('main');
    expect(result?.shared).toBe(true);
  });

  it('renders the same page whatever the query, so that one copy serves every campaign link', async () => {
    const plain = await render({ url: '/pricing', context: siteContext });
    const tagged = await render({ url: '/pricing?utm_source=newsletter', context: siteContext });
    expect(plain?.html).toContain('Pricing');
    expect(tagged?.html).toBe(plain?.html);
  });

  it('leaves the pages of a signed-in visitor, the sign-in screens and the dashboard to the browser', async () => {
    expect(await render({ url: '/', context: signedIn })).toBeNull();
    expect(await render({ url: '/login', context: siteContext })).toBeNull();
    expect(await render({ url: '/dashboard', context: siteContext })).toBeNull();
  });

  it('renders every public page the API lists in the sitemap, each a page of the site', async () => {
    const routes = Object.values(paths).filter((path) => typeof path === 'string');
    for (const path of MAIN_SITE_PUBLIC_PAGES) {
      expect(routes).toContain(path);
      const result = await render({ url: path, context: siteContext });
      expect({ path, shared: result?.shared, notFound: result?.notFound }).toEqual({
        path,
        shared: true,
        notFound: undefined,
      });
    }
  });

  it('renders the not-found page for a path that is no page, signed in or not, for a 404', async () => {
    for (const context of [siteContext, signedIn]) {
      for (const url of ['/no-such-page', '/sitemap.xml', '/pricing/extra', '/dashboardx']) {
        const result = await render({ url, context });
        expect({ url, notFound: result?.notFound }).toEqual({ url, notFound: true });
        expect(result?.html).toContain('Page not found.');
        // Made-up paths are endless: none is kept as a shared page.
        expect(result?.shared).toBeUndefined();
      }
    }
  });

  it('leaves every known path to the browser, the dashboard’s own unknown screens included', async () => {
    for (const url of [
      '/docs',
      '/register',
      '/reset-password?token=x',
      '/Login',
      '/dashboard/',
      '/dashboard/domains/example.com/edit',
      '/dashboard/no-such-screen',
    ]) {
      expect({ url, result: await render({ url, context: siteContext }) }).toEqual({
        url,
        result: null,
      });
    }
  });
});
