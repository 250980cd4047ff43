import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderMainSite } from '../../../test/render-routes';
import { otherSessionFixture, securityApi, sessionFixture } from '../../../test/security-fixtures';
import { spyOnToasts } from '../../../test/toasts';
import { orderSessions, signInMethodWords } from './security-devices';

/** The devices section once its list has loaded. */
async function devicesSection() {
  const region = await screen.findByRole('region', { name: 'Signed-in devices' });
  await within(region).findByRole('list', { name: 'Signed-in devices' });
  return within(region);
}

describe('Signed-in devices', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('says how each device signed in', () => {
    expect(signInMethodWords({ method: 'PASSWORD', twoFactor: false })).toBe('Password');
    expect(signInMethodWords({ method: 'GOOGLE', twoFactor: true })).toBe('Google and code');
    expect(signInMethodWords({ method: 'PASSKEY', twoFactor: true })).toBe('Passkey');
    expect(signInMethodWords({ method: null, twoFactor: false })).toBe('Unknown sign-in');
  });

  it('puts this device first, then the most recently active', () => {
    const older = otherSessionFixture({ _id: 'old', lastActiveDate: '2026-10-01T00:00:00.000Z' });
    const newer = otherSessionFixture({ _id: 'new', lastActiveDate: '2026-11-26T11:00:00.000Z' });
    expect(orderSessions([older, newer, sessionFixture()]).map((s) => s._id)).toEqual([
      'session-this',
      'new',
      'old',
    ]);
  });

  it('lists the devices with where, how and when, and marks this one', async () => {
    securityApi({
      sessions: [otherSessionFixture(), sessionFixture({ twoFactor: true, country: null })],
    });
    renderMainSite('/dashboard/account');
    const section = await devicesSection();
    const items = section.getAllByRole('listitem');

    expect(items[0]).toHaveTextContent('Chrome 131 on macOS');
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Unknown country · Password and code');
    expect(within(items[0]!).queryByRole('button', { name: /^Sign out/ })).toBeNull();

    expect(items[1]).toHaveTextContent('Firefox 133 on Windows');
    expect(items[1]).toHaveTextContent('France · Google');
    // In the owner's time zone (Europe/Berlin), as the rest of the dashboard shows times.
    expect(items[1]).toHaveTextContent('Signed in Nov 10, 2026, 8:00 AM');
    expect(items[1]).toHaveTextContent('Last active Nov 25, 2026, 7:15 PM');
    expect(
      within(items[1]!).getByRole('button', { name: 'Sign out Firefox 133 on Windows' }),
    ).toBeInTheDocument();
  });

  it('signs out another device', async () => {
    const user = userEvent.setup();
    const api = securityApi();
    renderMainSite('/dashboard/account');
    const section = await devicesSection();
    await user.click(section.getByRole('button', { name: 'Sign out Firefox 133 on Windows' }));

    await waitFor(() => expect(section.queryByText('Firefox 133 on Windows')).toBeNull());
    expect(api.sent('POST /api/user/sessions/session-other/revoke')).toHaveLength(1);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Signed Out', {
        description: 'That device was signed out.',
        duration: 5000,
      }),
    );
    // Nothing else to sign out: the button for all others goes too.
    expect(section.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });

  it('signs out all other devices after a confirm', async () => {
    const user = userEvent.setup();
    const api = securityApi({
      sessions: [sessionFixture(), otherSessionFixture(), otherSessionFixture({ _id: 'third' })],
    });
    renderMainSite('/dashboard/account');
    const section = await devicesSection();
    await user.click(section.getByRole('button', { name: 'Sign out all other devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other devices?' });
    expect(dialog).toHaveTextContent('The 2 other devices will be signed out');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all other devices' }));

    await waitFor(() => expect(api.sent('POST /api/user/sessions/revoke-others')).toHaveLength(1));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Other Devices Signed Out', expect.anything()),
    );
    await waitFor(() => expect(section.getAllByRole('listitem')).toHaveLength(1));
  });
});
