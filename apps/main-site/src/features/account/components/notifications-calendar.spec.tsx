import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationsApi } from '../../../test/notification-fixtures';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

const FEED_URL = 'http://localhost:3000/api/calendar/token-0.ics';

async function calendarSection() {
  return within(await screen.findByRole('region', { name: 'Calendar feed' }));
}

describe('Calendar feed', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('makes a link when there is none, and says how to subscribe', async () => {
    const user = userEvent.setup();
    const api = notificationsApi();
    renderMainSite('/dashboard/account');
    const section = await calendarSection();
    const create = await section.findByRole('button', { name: 'Create calendar link' });
    expect(section.getByText(/Google Calendar: Other calendars →/)).toHaveTextContent('From URL');
    expect(section.getByText(/Apple Calendar: File →/)).toHaveTextContent(
      'New Calendar Subscription',
    );
    expect(section.getByText(/Outlook: Add calendar →/)).toHaveTextContent('Subscribe from web');
    expect(section.queryByRole('textbox', { name: 'Calendar link' })).toBeNull();

    await user.click(create);
    await waitFor(() => expect(api.sent('POST /api/user/calendar-feed')).toHaveLength(1));
    const link = await section.findByRole('textbox', { name: 'Calendar link' });
    expect(link).toHaveValue('http://localhost:3000/api/calendar/token-1.ics');
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveAccessibleDescription(/Made Nov 26, 2026, 11:00 AM\./);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Calendar Link Ready', expect.anything()),
    );
  });

  it('copies the link', async () => {
    const user = userEvent.setup();
    notificationsApi({ feed: { url: FEED_URL, createdAt: '2026-11-01T08:00:00.000Z' } });
    renderMainSite('/dashboard/account');
    const section = await calendarSection();
    await user.click(await section.findByRole('button', { name: 'Copy the calendar link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(FEED_URL);
    expect(section.getByRole('button', { name: 'Copied the calendar link' })).toBeInTheDocument();
  });

  it('makes a new link only after a confirm, since the old one stops working', async () => {
    const user = userEvent.setup();
    const api = notificationsApi({ feed: { url: FEED_URL, createdAt: null } });
    renderMainSite('/dashboard/account');
    const section = await calendarSection();
    await user.click(await section.findByRole('button', { name: 'New link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Make a new calendar link?' });
    expect(dialog).toHaveTextContent('The old link stops working');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /api/user/calendar-feed')).toEqual([]);

    await user.click(section.getByRole('button', { name: 'New link' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(api.sent('POST /api/user/calendar-feed')).toHaveLength(1));
    expect(await section.findByRole('textbox', { name: 'Calendar link' })).toHaveValue(
      'http://localhost:3000/api/calendar/token-1.ics',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('turns the link off after a confirm', async () => {
    const user = userEvent.setup();
    const api = notificationsApi({ feed: { url: FEED_URL, createdAt: null } });
    renderMainSite('/dashboard/account');
    const section = await calendarSection();
    await user.click(await section.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off the calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(api.sent('POST /api/user/calendar-feed/revoke')).toHaveLength(1));
    expect(
      await section.findByRole('button', { name: 'Create calendar link' }),
    ).toBeInTheDocument();
    expect(section.queryByRole('textbox', { name: 'Calendar link' })).toBeNull();
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Calendar Link Turned Off', expect.anything()),
    );
  });
});
