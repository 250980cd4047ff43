import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MainRoutes from '../../../app/main-routes';
import { searchResponse, siteContext } from '../../../test/fixtures';
import { currentUserReply, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';

describe('Landing page', () => {
  let searchNames: string[];
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    searchNames = ['rocketlane.com'];
    api = mockApi({
      'GET /api/current-user': currentUserReply(null),
      'POST /api/search': () => searchResponse(searchNames),
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('does not ask who is signed in when the page came without a session cookie', async () => {
    renderRoutes(<MainRoutes context={{ ...siteContext, session: false }} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Domain Investor Platform' }),
    ).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'Sign in' })).length).toBeGreaterThan(0);
    // The API would only answer 401, an error in the console of every visitor's first page.
    expect(api.requested('/api/current-user')).toHaveLength(0);
  });

  it('introduces the product and links to the demo portfolio and one of its landing pages', async () => {
    renderRoutes(<MainRoutes context={siteContext} />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'The Domain Investor Platform' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Domainfolio: The Domain Investor Platform'));
    expect(screen.getByRole('link', { name: 'View example portfolio' })).toHaveAttribute(
      'href',
      'http://demo.localhost:3000',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'View example landing page' })).toHaveAttribute(
        'href',
        'http://demo.localhost:3000/rocketlane.com',
      ),
    );
    const search = api.fetchMock.mock.calls.find(([path]) =>
      String(path).startsWith('/api/search'),
    );
    expect(search?.[0]).toBe('/api/search?limit=1&username=demo');
    expect(search?.[1]?.body).toBe('{"query":""}');
  });

  it('falls back to the demo portfolio when the demo has no public domain', async () => {
    searchNames = [];
    renderRoutes(<MainRoutes context={siteContext} />);
    await waitFor(() => expect(api.sent('POST /api/search').length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: 'View example landing page' })).toHaveAttribute(
      'href',
      'http://demo.localhost:3000',
    );
  });

  it('has the marketing header', () => {
    renderRoutes(<MainRoutes context={siteContext} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '/features',
    );
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(nav).getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
      'href',
      'http://shop.localhost:3000',
    );
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Register for free' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('opens the menu on phones and closes it when a page is chosen', async () => {
    renderRoutes(<MainRoutes context={siteContext} />);
    const toggle = screen.getByRole('button', { name: 'Open main menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close main menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getAllByRole('link', { name: 'Pricing' })).toHaveLength(2);

    await userEvent.click(screen.getAllByRole('link', { name: 'Pricing' })[1]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Simple pricing for every portfolio' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open main menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the six features', () => {
    renderRoutes(<MainRoutes context={siteContext} />);
    for (const name of [
      'Domain Manager with live edit',
      'Expirations Dashboard',
      'Bulk Import/Export',
      'Lead Management',
      'Domain Marketplace',
      'Powerful Integrations',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('sells escrow Buy It Now with its fees', () => {
    renderRoutes(<MainRoutes context={siteContext} />);
    expect(screen.getByText('The buyer pays all escrow fees.')).toBeInTheDocument();
    expect(
      screen.getByText('You pay a flat $10 disbursement fee, whatever the price.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Open formats, no lock-in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'documented REST API' })).toHaveAttribute(
      'href',
      '/docs',
    );
    // Nothing the product does not do: it is not open source.
    expect(screen.queryByText(/open-source/i)).not.toBeInTheDocument();
  });

  it('answers five questions, one opening to say the free plan covers 100 domains', async () => {
    renderRoutes(<MainRoutes context={siteContext} />);
    const faq = screen.getByRole('heading', { name: 'Frequently asked questions' }).parentElement!;
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(5);
    expect(within(faq).queryByText(/up to 100 domains/)).not.toBeInTheDocument();

    await userEvent.click(within(faq).getByRole('button', { name: 'Is there a free plan?' }));
    expect(within(faq).getByText(/covers up to 100 domains/)).toBeInTheDocument();
  });

  it('ends with a call to register and the legal links', () => {
    renderRoutes(<MainRoutes context={siteContext} />);
    const registerLinks = screen.getAllByRole('link', { name: 'Register for free' });
    expect(registerLinks.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('shows the not-found page for an unknown path', () => {
    renderRoutes(<MainRoutes context={siteContext} />, '/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
  });
});
