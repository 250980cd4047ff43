// @vitest-environment node
// On the server there is no window or document: the renderer must not need them.
import { describe, expect, it } from 'vitest';
import { landingBody, siteContext } from '../test/fixtures';
import { OFFER_TOKEN, buyerOffer } from '../test/offer-fixtures';
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

  it("renders a buyer's offer page whole from the inlined thread, its actions as plain forms", async () => {
    const { html, notFound } = await render({
      url: `/offers/${OFFER_TOKEN}?done=countered`,
      context: { ...siteContext(), offer: buyerOffer() },
    });

    expect(html).toContain('rocket.com</h1>');
    expect(html).toContain('The owner countered at $2,000.00, open until Jun 9, 2025, 12:00 UTC');
    expect(html).toContain('I can do $2,000.');
    // The banner of the post that brought the buyer back, before any script runs.
    expect(html).toContain('Your counteroffer was sent');
    for (const action of ['accept', 'counter', 'decline'])
      expect(html).toMatch(
        new RegExp(`<form [^>]*action="/api/offers/${OFFER_TOKEN}/${action}" method="post"`),
      );
    expect(html).toMatch(/<input[^>]*name="amount"/);
    expect(html).toMatch(/<textarea[^>]*name="message"/);
    expect(html).toContain('rel="noreferrer"');
    expect(notFound).toBeUndefined();
  });

  it('renders the not-found state for a token the API found no thread for, as a 404', async () => {
    const { html, notFound } = await render({
      url: '/offers/forged',
      context: { ...siteContext(), offer: null },
    });
    expect(html).toContain('This offer link does not work');
    expect(html).not.toContain('<form');
    expect(notFound).toBe(true);
  });
});
