// @vitest-environment node
// On the server there is no window or document: the renderer must not need them.
import { describe, expect, it } from 'vitest';
import { landingBody, siteContext } from '../test/fixtures';
import { render } from './render';

describe('the owner site rendered on the server', () => {
  it('renders a landing page with its name, price and offer form from the inlined data', async () => {
    const body = landingBody({ name: 'rocket.com', unicodeName: 'rocket.com', sellingPrice: 2500 });
    const result = await render({
      url: '/rocket.com',
      context: { ...siteContext(), landing: body.payload },
    });

    expect(result.html).toContain('rocket.com</h1>');
    expect(result.html).toContain('$2,500.00');
    expect(result.html).toMatch(/<form[^>]*>/);
    expect(result.html).toContain('Full name');
    // The stylesheet comes along (under this id), for the page to look right before any
    // script runs; its text is the build's, which the end-to-end suite checks.
    expect(result.styleId).toBe('owner');
  });

  it("names the visitor's host, as the browser would, in the link back to the portfolio", async () => {
    const body = landingBody({ name: 'rocket.com', unicodeName: 'rocket.com' });
    const { html } = await render({
      url: '/rocket.com',
      context: { ...siteContext(), host: 'names.example', landing: body.payload },
    });
    expect(html).toContain('names.example');
  });

  it('renders the not-found page for a path that is no page', async () => {
    const { html, notFound } = await render({ url: '/no/such/page', context: siteContext() });
    expect(html).toContain('Page not found.');
    // Which the API answers with 404, as it does an unknown domain's page.
    expect(notFound).toBe(true);
    const portfolio = await render({ url: '/', context: siteContext() });
    expect(portfolio.notFound).toBeUndefined();
  });
});
