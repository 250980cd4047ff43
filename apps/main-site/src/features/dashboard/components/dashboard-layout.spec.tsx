import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { proUserFixture, userFixture } from '../../../test/fixtures';
import { currentUserReply, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';

function signedInAs(user = userFixture()) {
  return mockApi({
    'GET /api/current-user': currentUserReply(user),
    'GET /api/pages/default': {
      body: {
        payload: {
          isEnabled: false,
          title: null,
          theme: 'indigo',
          description: null,
          logo: null,
          logoLight: null,
        },
      },
    },
    'GET /api/user/logout': {
      body: { type: 'SUCCESS', title: 'Signed Out', message: 'See you soon.' },
    },
  });
}

describe('Dashboard shell', () => {
  it('sends a visitor who is not signed in to login, remembering the page', async () => {
    mockApi({ 'GET /api/current-user': currentUserReply(null) });
    const { location } = renderMainSite('/dashboard/leads?page=2');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(location.current).toBe('/login?next=%2Fdashboard%2Fleads%3Fpage%3D2');
  });

  it('has the dashboard sidebar, with Upgrade Account on the free plan', async () => {
    signedInAs(userFixture());
    renderMainSite('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent?.trim(), link.getAttribute('href')]);
    expect(links).toEqual([
      ['Domains', '/dashboard'],
      ['Add Domain', '/dashboard/domains/new'],
      ['Leads', '/dashboard/leads'],
      ['Expirations', '/dashboard/expirations'],
      ['Renew or drop', '/dashboard/renewals'],
      ['Sales', '/dashboard/sales'],
      ['Bulk import/export', '/dashboard/domains/bulk'],
      ['Marketplace (opens in a new tab)', 'http://shop.localhost:3000'],
      ['Upgrade Account', '/dashboard/billing'],
      ['Account', '/dashboard/account'],
      ['Billing', '/dashboard/billing'],
      ['Support', '/dashboard/support'],
    ]);
    expect(within(nav).getByRole('link', { name: /Marketplace/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(nav).getByRole('link', { name: 'Domains' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText('FREE')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Domains | Domainfolio'));
  });

  it('marks Billing, not Upgrade Account, as the current page on the billing screen', async () => {
    signedInAs(userFixture());
    renderMainSite('/dashboard/billing');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Upgrade Account' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('leaves out Upgrade Account on Pro and shows the plan with its interval', async () => {
    signedInAs(proUserFixture({ portfolioDisplayName: 'Alice Names' }));
    renderMainSite('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).queryByRole('link', { name: 'Upgrade Account' })).toBeNull();
    expect(screen.getByText('PRO · YEAR')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Alice Names' })).toBeInTheDocument();
  });

  it('has the page header with Add Domain and the public portfolio', async () => {
    signedInAs();
    renderMainSite('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Domain Portfolio' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Add Domain' })).toHaveAttribute(
      'href',
      '/dashboard/domains/new',
    );
    const portfolio = within(main).getByRole('link', { name: /View Domain Portfolio/ });
    expect(portfolio).toHaveAttribute('href', 'http://alice.localhost:3000');
    expect(portfolio).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: 'Domain Names' })).toBeInTheDocument();
  });

  it('puts the search into ?q= on the domains page', async () => {
    signedInAs();
    const { location } = renderMainSite('/dashboard?page=3');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search domains' }), 'shop');
    expect(location.current).toBe('/dashboard?q=shop');
  });

  it('opens the domains page with the search from another page', async () => {
    signedInAs();
    const { location } = renderMainSite('/dashboard/account');
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Search domains' }),
      'shop{Enter}',
    );
    await waitFor(() => expect(location.current).toBe('/dashboard?q=shop'));
    expect(screen.getByRole('searchbox', { name: 'Search domains' })).toHaveValue('shop');
  });

  it('has a user menu with the avatar initials, and signs out to the home page', async () => {
    const api = signedInAs();
    const { location } = renderMainSite('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /Open user menu/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account', 'Marketplace (opens in a new tab)', 'Billing', 'Support', 'Logout']);
    expect(screen.getAllByText('AE').length).toBeGreaterThan(0);

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Domain Investor Platform' }),
    ).toBeInTheDocument();
    expect(location.current).toBe('/');
    expect(api.sent('GET /api/user/logout')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
  });

  it('opens the sidebar as a slide-over on small screens', async () => {
    signedInAs();
    renderMainSite('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Open sidebar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Leads' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the not-found panel inside the shell for unknown pages', async () => {
    signedInAs();
    renderMainSite('/dashboard/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to your domains/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
