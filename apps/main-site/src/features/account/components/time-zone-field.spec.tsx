import { pageFixture, userFixture } from '../../../test/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserReply, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { browserTimeZone, timeZoneOptions, utcOffset } from './time-zone-field';

describe('time zone options', () => {
  it('name each zone with its offset from UTC now', () => {
    const january = new Date('2026-01-15T12:00:00Z');
    const july = new Date('2026-07-15T12:00:00Z');
    expect(utcOffset('Asia/Kolkata', january)).toBe('UTC+05:30');
    expect(utcOffset('UTC', january)).toBe('UTC');
    expect(utcOffset('Europe/Berlin', january)).toBe('UTC+01:00');
    expect(utcOffset('Europe/Berlin', july)).toBe('UTC+02:00');
    expect(utcOffset('America/Los_Angeles', july)).toBe('UTC-07:00');
  });

  it('list UTC and every IANA zone, the browser’s own first', () => {
    const options = timeZoneOptions('Europe/Berlin');
    const zones = options.map((option) => option.zone);
    expect(zones).toEqual(expect.arrayContaining(['UTC', 'Pacific/Auckland', 'Europe/Berlin']));
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.length).toBeGreaterThan(300);
    const here = browserTimeZone();
    if (here) {
      expect(options[0]).toMatchObject({ zone: here, thisDevice: true });
      expect(options.filter((option) => option.thisDevice)).toHaveLength(1);
    }
  });
});

describe('Time zone in Account settings', () => {
  function accountApi() {
    const user = userFixture({ timeZone: 'Europe/Berlin' });
    return mockApi({
      'GET /api/current-user': currentUserReply(user),
      'GET /api/pages/default': { body: { payload: pageFixture() } },
      'POST /api/user/edit': ({ body }) =>
        new Response(
          JSON.stringify({
            type: 'SUCCESS',
            title: 'Account Updated',
            message: 'Saved.',
            payload: {
              user: { ...user, ...(body as { user: object }).user },
              page: pageFixture(),
            },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    });
  }

  it('finds a zone by typing, saves it, and has every period refetched', async () => {
    const api = accountApi();
    const { client } = renderMainSite('/dashboard/account');
    const statsKey = ['domains', 'portfolio-stats', 'DAY'];
    client.setQueryData(statsKey, { totalLeads: 1 });

    const profile = await screen.findByRole('region', { name: /^Profile/ });
    const field = within(profile).getByRole('combobox', { name: 'Time zone' });
    expect(field).toHaveValue(`Europe/Berlin (${utcOffset('Europe/Berlin', new Date())})`);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('follow this zone'));

    await userEvent.clear(field);
    await userEvent.type(field, 'auckl');
    const option = await screen.findByRole('option', { name: /Pacific\/Auckland/ });
    expect(screen.queryByRole('option', { name: /Europe\/Berlin/ })).not.toBeInTheDocument();
    expect(option).toHaveTextContent(utcOffset('Pacific/Auckland', new Date()));
    await userEvent.click(option);
    expect(field).toHaveValue(`Pacific/Auckland (${utcOffset('Pacific/Auckland', new Date())})`);

    await userEvent.click(within(profile).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('POST /api/user/edit')).toEqual([
        {
          user: {
            displayName: 'Alice Example',
            portfolioDisplayName: null,
            timeZone: 'Pacific/Auckland',
          },
        },
      ]),
    );
    await waitFor(() => expect(client.getQueryState(statsKey)?.isInvalidated).toBe(true));
  });

  it('finds a zone by its name written with spaces, and says when nothing matches', async () => {
    accountApi();
    renderMainSite('/dashboard/account');
    const profile = await screen.findByRole('region', { name: /^Profile/ });
    const field = within(profile).getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(field);
    await userEvent.type(field, 'los an');
    expect(await screen.findByRole('option', { name: /America\/Los_Angeles/ })).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'Mars/');
    expect(await screen.findByText('No time zone matches “Mars/”.')).toBeVisible();
  });

  it('leaves the zone out of the save when it did not change', async () => {
    const api = accountApi();
    renderMainSite('/dashboard/account');
    const profile = await screen.findByRole('region', { name: /^Profile/ });
    await userEvent.click(within(profile).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('POST /api/user/edit')).toEqual([
        { user: { displayName: 'Alice Example', portfolioDisplayName: null } },
      ]),
    );
  });
});
