import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../test/fixtures';
import { currentUserReply, mockApi } from '../test/mock-api';
import { renderMainSite } from '../test/render-routes';

describe('Marketing header', () => {
  it('offers Sign in and Register to visitors', async () => {
    renderMainSite('/pricing');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(nav).queryByRole('button', { name: /Open user menu/ })).toBeNull();
  });

  it('gives a signed-in owner Add Domain, View Domain Portfolio and the avatar menu', async () => {
    mockApi({ 'GET /api/current-user': currentUserReply(userFixture({ avatar: '/me.png' })) });
    renderMainSite('/pricing');
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(await within(nav).findByRole('link', { name: 'Add Domain' })).toHaveAttribute(
      'href',
      '/dashboard/domains/new',
    );
    const portfolio = within(nav).getByRole('link', { name: 'View Domain Portfolio' });
    expect(portfolio).toHaveAttribute('href', 'http://alice.localhost:3000');
    expect(portfolio).toHaveAttribute('target', '_blank');
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Register for free' })).toBeNull();

    // The menu is a chunk of its own, loaded once someone is signed in.
    await userEvent.click(await within(nav).findByRole('button', { name: /Open user menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });
});
