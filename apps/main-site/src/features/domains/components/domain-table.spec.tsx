import type { Domain } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dashboardSearchBody, domainFixture, userFixture } from '../../../test/fixtures';
import { currentUserReply, jsonResponse, mockApi, type ApiReply } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';
import { HIDDEN_COLUMNS_STORAGE_KEY, SEEN_COLUMNS_STORAGE_KEY } from '../hooks/use-hidden-columns';

function dashboardApi(initial: Domain[], extra: Record<string, ApiReply> = {}) {
  let domains = initial;
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'POST /api/search': () => jsonResponse(200, dashboardSearchBody(domains)),
    'POST /api/domains/edit': ({ body }) => {
      const change = (body as { domain: Partial<Domain> & { _id: string } }).domain;
      domains = domains.map((domain) =>
        domain._id === change._id ? { ...domain, ...change } : domain,
      );
      return jsonResponse(200, {
        type: 'SUCCESS',
        title: 'Domain Updated',
        message: 'Saved.',
        payload: domains.find((domain) => domain._id === change._id),
      });
    },
    ...extra,
  });
}

const alpha = domainFixture({ name: 'alpha.com', sellingPrice: 2500, floorPrice: 1200 });

async function table() {
  await screen.findByRole('link', { name: 'alpha.com' });
  return within(screen.getByRole('table', { name: 'Domain names' }));
}

async function showFloor() {
  await userEvent.click(screen.getByRole('button', { name: 'Toggle Fields' }));
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name: /^Floor/ }));
  await userEvent.keyboard('{Escape}');
}

describe('Dashboard: the Floor column', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    window.localStorage.clear();
    toasts = spyOnToasts();
  });

  it('is hidden until chosen in Toggle Fields, then stands after the selling price', async () => {
    dashboardApi([alpha]);
    renderMainSite('/dashboard');
    const rows = await table();
    expect(rows.queryByRole('columnheader', { name: 'Floor' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle Fields' }));
    expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Floor (hidden)' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await showFloor();
    const headers = rows.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.indexOf('Floor')).toBe(headers.indexOf('Selling Price') + 1);
    expect(rows.getByRole('spinbutton', { name: 'Floor price of alpha.com' })).toHaveValue(1200);
  });

  it('saves the floor on blur, only when it changed', async () => {
    const api = dashboardApi([alpha]);
    renderMainSite('/dashboard');
    await table();
    await showFloor();
    const floor = screen.getByRole('spinbutton', { name: 'Floor price of alpha.com' });
    await userEvent.click(floor);
    await userEvent.tab();
    expect(api.sent('POST /api/domains/edit')).toEqual([]);

    await userEvent.clear(floor);
    await userEvent.type(floor, '1500');
    expect(api.sent('POST /api/domains/edit')).toEqual([]);
    await userEvent.tab();
    await waitFor(() =>
      expect(api.sent('POST /api/domains/edit')).toEqual([
        { domain: { _id: alpha._id, floorPrice: 1500 } },
      ]),
    );
    await userEvent.clear(floor);
    await userEvent.tab();
    await waitFor(() =>
      expect(api.sent('POST /api/domains/edit').at(-1)).toEqual({
        domain: { _id: alpha._id, floorPrice: null },
      }),
    );
  });

  it('refuses a floor above the selling price without asking the server, and puts it back', async () => {
    const api = dashboardApi([alpha]);
    renderMainSite('/dashboard');
    await table();
    await showFloor();
    const floor = screen.getByRole('spinbutton', { name: 'Floor price of alpha.com' });
    await userEvent.clear(floor);
    await userEvent.type(floor, '3000');
    await userEvent.tab();
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Floor Above Price', {
        description: 'The floor price must be at most the selling price.',
        duration: expect.any(Number),
      }),
    );
    expect(floor).toHaveValue(1200);
    expect(api.sent('POST /api/domains/edit')).toEqual([]);
  });

  it('stays hidden for an owner who chose columns before it existed', async () => {
    // Chosen before the floor: registrar hidden, description shown; no list of columns seen.
    window.localStorage.setItem(HIDDEN_COLUMNS_STORAGE_KEY, JSON.stringify(['registrar']));
    dashboardApi([alpha]);
    renderMainSite('/dashboard');
    const rows = await table();
    expect(rows.getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
    expect(rows.queryByRole('columnheader', { name: 'Registrar' })).toBeNull();
    expect(rows.queryByRole('columnheader', { name: 'Floor' })).toBeNull();

    // Once shown, it is remembered like any other column.
    await showFloor();
    expect(rows.getByRole('columnheader', { name: 'Floor' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(SEEN_COLUMNS_STORAGE_KEY) ?? '[]')).toContain(
      'floorPrice',
    );
  });
});

describe('Dashboard: muting reminders of the selected domains', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    window.localStorage.clear();
    toasts = spyOnToasts();
  });

  const beta = domainFixture({ name: 'beta.io' });
  const answer = (title: string, message: string): ApiReply => ({
    body: { type: 'SUCCESS', title, message },
  });

  it('shows the reminder actions only while domains are selected', async () => {
    dashboardApi([alpha, beta]);
    renderMainSite('/dashboard');
    await table();
    expect(screen.queryByRole('button', { name: 'Mute reminders' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select alpha.com' }));
    const selected = within(screen.getByRole('group', { name: 'Selected domains' }));
    expect(selected.getByText('1 domain selected')).toBeInTheDocument();
    const actions = within(
      selected.getByRole('group', { name: 'Expiry reminders of the selected domains' }),
    );
    expect(actions.getByRole('button', { name: 'Unmute reminders' })).toBeInTheDocument();
  });

  it.each([
    ['Mute reminders', true, 'Reminders Off'],
    ['Unmute reminders', false, 'Reminders On'],
  ])(
    '%s sends the selected ids, toasts the answer and loads the list again',
    async (action, muted, title) => {
      const api = dashboardApi([alpha, beta], {
        'POST /api/domains/reminders': answer(title, 'For 2 domains.'),
      });
      renderMainSite('/dashboard');
      await table();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select alpha.com' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select beta.io' }));
      const searches = api.requested('/api/search').length;
      await userEvent.click(screen.getByRole('button', { name: action }));

      await waitFor(() =>
        expect(api.sent('POST /api/domains/reminders')).toEqual([
          { payload: [alpha._id, beta._id], muted },
        ]),
      );
      await waitFor(() =>
        expect(toasts.success).toHaveBeenCalledWith(title, {
          description: 'For 2 domains.',
          duration: 5000,
        }),
      );
      await waitFor(() => expect(api.requested('/api/search').length).toBeGreaterThan(searches));
      // Done with: the selection is cleared.
      expect(screen.getByRole('checkbox', { name: 'Select alpha.com' })).not.toBeChecked();
      expect(screen.queryByRole('button', { name: action })).toBeNull();
    },
  );

  it('marks a domain the owner lets expire beside its expiration date', async () => {
    dashboardApi([alpha, domainFixture({ name: 'letgo.io', remindersMuted: true })]);
    renderMainSite('/dashboard');
    await table();
    const muted = screen.getByRole('row', { name: /letgo\.io/ });
    expect(within(muted).getByText('Reminders off')).toBeInTheDocument();
    const reminded = screen.getByRole('row', { name: /alpha\.com/ });
    expect(within(reminded).queryByText('Reminders off')).toBeNull();
  });

  it("shows the server's refusal and keeps the selection", async () => {
    dashboardApi([alpha], {
      'POST /api/domains/reminders': {
        status: 404,
        body: { type: 'ERROR', code: 'NOT_FOUND', title: 'Not Found', message: 'Gone.' },
      },
    });
    renderMainSite('/dashboard');
    await table();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select alpha.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mute reminders' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Not Found', expect.anything()));
    expect(screen.getByRole('checkbox', { name: 'Select alpha.com' })).toBeChecked();
  });
});
