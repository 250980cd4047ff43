// The marketing and legal pages as the API asks for them (the site's whole test setup, a DOM
// included, is loaded here; the owner site's renderer is the one tested without a DOM).
import { describe, expect, it } from 'vitest';
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
});
