import { ErrorCode } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  alertSettingsFixture,
  channelFixture,
  emailChannelFixture,
  notificationsApi,
} from '../../../test/notification-fixtures';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

/** The events and reminders form once its settings and the channels have loaded. */
async function settingsForm() {
  await screen.findByRole('switch', { name: 'Expiry reminders' });
  return within(screen.getByRole('region', { name: 'Which events go where' }));
}

const defaultRoutes = alertSettingsFixture().routes;

describe('Which events go where, and expiry reminders', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('shows each event against each channel, checked as saved', async () => {
    notificationsApi({
      settings: alertSettingsFixture({
        routes: { ...defaultRoutes, 'domain.sold': ['email', 'channel-slack'] },
      }),
    });
    renderMainSite('/dashboard/account');
    const form = await settingsForm();
    const table = within(form.getByRole('table', { name: 'Which events go where' }));
    const headers = table.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Event', 'EmailEmail', 'Team SlackSlack']);
    // A heading row and one per event.
    expect(table.getAllByRole('row')).toHaveLength(8);
    expect(table.getByText('Weekly summary')).toBeInTheDocument();
    expect(
      table.getByText('Every Monday: last week’s leads, views and sales, and what expires next.'),
    ).toBeInTheDocument();
    expect(table.getByRole('checkbox', { name: 'Send New lead or offer to Email' })).toBeChecked();
    expect(
      table.getByRole('checkbox', { name: 'Send New lead or offer to Team Slack' }),
    ).not.toBeChecked();
    expect(table.getByRole('checkbox', { name: 'Send Domain sold to Team Slack' })).toBeChecked();
    expect(
      table.getByRole('checkbox', { name: 'Send Import finished to Email' }),
    ).not.toBeChecked();
  });

  it('saves the routes with the reminders, as one settings object', async () => {
    const user = userEvent.setup();
    const api = notificationsApi();
    renderMainSite('/dashboard/account');
    const form = await settingsForm();
    await user.click(form.getByRole('checkbox', { name: 'Send New lead or offer to Team Slack' }));
    await user.click(form.getByRole('checkbox', { name: 'Send Domain expiring to Email' }));
    await user.click(form.getByRole('checkbox', { name: 'Send Weekly summary to Email' }));
    await user.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.sent('POST /api/notifications/settings')).toEqual([
        {
          expiryReminders: true,
          expiryReminderDays: [60, 30, 14, 7, 1],
          digest: false,
          routes: {
            'lead.received': ['email', 'channel-slack'],
            'offer.answered': ['email'],
            'domain.expiring': [],
            'domain.sold': ['email'],
            'import.finished': [],
            'domain.registry_changed': ['email'],
            'summary.weekly': ['email'],
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Notification Settings Saved', expect.anything()),
    );
  });

  it('leaves out a channel that no longer exists', async () => {
    const user = userEvent.setup();
    const api = notificationsApi({
      channels: [emailChannelFixture()],
      settings: alertSettingsFixture({
        routes: { ...defaultRoutes, 'lead.received': ['email', 'gone'] },
      }),
    });
    renderMainSite('/dashboard/account');
    const form = await settingsForm();
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('POST /api/notifications/settings')).toEqual([
        expect.objectContaining({
          routes: expect.objectContaining({ 'lead.received': ['email'] }) as unknown,
        }),
      ]),
    );
  });

  it('shows the reminder days as chips, removes and adds days, and turns the digest on', async () => {
    const user = userEvent.setup();
    const api = notificationsApi();
    renderMainSite('/dashboard/account');
    const form = await settingsForm();
    const days = within(form.getByRole('list', { name: 'Days before the expiration' }));
    expect(days.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      '60 daysRemove 60 days',
      '30 daysRemove 30 days',
      '14 daysRemove 14 days',
      '7 daysRemove 7 days',
      '1 dayRemove 1 day',
    ]);
    await user.click(days.getByRole('button', { name: 'Remove 14 days' }));
    await user.type(form.getByRole('spinbutton', { name: 'Add a day' }), '90{Enter}');
    expect(form.getByRole('spinbutton', { name: 'Add a day' })).toHaveValue(null);
    await user.click(
      form.getByRole('switch', { name: 'Daily digest instead of one message per domain' }),
    );
    // Enter in the day field added the day; it did not save the form.
    expect(api.sent('POST /api/notifications/settings')).toEqual([]);
    await user.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.sent('POST /api/notifications/settings')).toEqual([
        expect.objectContaining({
          expiryReminders: true,
          expiryReminderDays: [90, 60, 30, 7, 1],
          digest: true,
        }),
      ]),
    );
  });

  it.each([
    ['0', 'Enter a whole number of days from 1 to 365.'],
    ['366', 'Enter a whole number of days from 1 to 365.'],
    ['30', '30 days is already on the list.'],
  ])('refuses %s as a reminder day', async (typed, message) => {
    const user = userEvent.setup();
    notificationsApi();
    renderMainSite('/dashboard/account');
    const form = await settingsForm();
    const field = form.getByRole('spinbutton', { name: 'Add a day' });
    await user.type(field, typed);
    await user.click(form.getByRole('button', { name: 'Add day' }));
    expect(field).toHaveAccessibleDescription(message);
    expect(form.getAllByRole('listitem')).toHaveLength(5);
  });

  it('stops at 10 reminder days', async () => {
    const user = userEvent.setup();
    notificationsApi({
      settings: alertSettingsFixture({ expiryReminderDays: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }),
    });
    renderMainSite('/dashboard/account');
    const form = await settingsForm();
    const field = form.getByRole('spinbutton', { name: 'Add a day' });
    await user.type(field, '30');
    await user.click(form.getByRole('button', { name: 'Add day' }));
    expect(field).toHaveAccessibleDescription('There can be at most 10 reminder days.');
  });

  it('turns expiry reminders off, and needs a day while they are on', async () => {
    const user = userEvent.setup();
    const api = notificationsApi({ settings: alertSettingsFixture({ expiryReminderDays: [7] }) });
    renderMainSite('/dashboard/account');
    const form = await settingsForm();
    await user.click(form.getByRole('button', { name: 'Remove 7 days' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText('Add a day, or turn expiry reminders off.')).toBeInTheDocument();
    expect(api.sent('POST /api/notifications/settings')).toEqual([]);

    await user.click(form.getByRole('button', { name: 'Use the defaults (60, 30, 14, 7, 1)' }));
    await user.click(form.getByRole('switch', { name: 'Expiry reminders' }));
    expect(form.getByRole('spinbutton', { name: 'Add a day' })).toBeDisabled();
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('POST /api/notifications/settings')).toEqual([
        expect.objectContaining({ expiryReminders: false, expiryReminderDays: [60, 30, 14, 7, 1] }),
      ]),
    );
  });

  it("shows the server's refusal of the days", async () => {
    const user = userEvent.setup();
    notificationsApi(
      {},
      {
        'POST /api/notifications/settings': {
          status: 400,
          body: {
            type: 'ERROR',
            code: ErrorCode.VALIDATION_FAILED,
            title: 'Invalid Request',
            message: 'Check the highlighted fields.',
            errors: [
              { field: 'expiryReminderDays', message: 'expiryReminderDays holds at most 10 days' },
            ],
          },
        },
      },
    );
    renderMainSite('/dashboard/account');
    const form = await settingsForm();
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Invalid Request', expect.anything()),
    );
    expect(form.getByText('expiryReminderDays holds at most 10 days')).toBeInTheDocument();
  });

  it('lists the channels under each event on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    const user = userEvent.setup();
    const api = notificationsApi({ channels: [emailChannelFixture(), channelFixture()] });
    renderMainSite('/dashboard/account');
    const form = await settingsForm();
    expect(form.queryByRole('table')).toBeNull();
    const cards = within(form.getByRole('list', { name: 'Which events go where' }));
    const sold = within(cards.getByRole('group', { name: 'Domain sold' }));
    expect(sold.getByRole('checkbox', { name: 'Email (Email)' })).toBeChecked();
    await user.click(sold.getByRole('checkbox', { name: 'Team Slack (Slack)' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('POST /api/notifications/settings')).toEqual([
        expect.objectContaining({
          routes: expect.objectContaining({
            'domain.sold': ['email', 'channel-slack'],
          }) as unknown,
        }),
      ]),
    );
  });
});
