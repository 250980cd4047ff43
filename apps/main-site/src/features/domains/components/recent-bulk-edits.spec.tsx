import type { BulkEditSummary } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dashboardSearchBody, domainFixture, userFixture } from '../../../test/fixtures';
import { currentUserReply, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';
import { describeBulkChanges } from './bulk-edit-values';

const edit = (overrides: Partial<BulkEditSummary>): BulkEditSummary => ({
  id: 'edit-1',
  createdDate: '2026-11-20T10:15:00.000Z',
  changes: { sellingPrice: { percent: 10 } },
  count: 500,
  undoneDate: null,
  undoable: true,
  ...overrides,
});

describe('Dashboard: recent bulk edits', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    window.localStorage.clear();
    toasts = spyOnToasts();
  });

  it('lists the saved edits in words and undoes one long after its toast is gone', async () => {
    let undone = false;
    const api = mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'POST /api/search': () =>
        jsonResponse(200, dashboardSearchBody([domainFixture({ name: 'alpha.com' })], 1, 1)),
      'GET /api/domains/bulk-edit': () =>
        jsonResponse(200, {
          payload: [
            edit({
              undoneDate: undone ? '2026-11-27T03:00:00.000Z' : null,
              undoable: !undone,
            }),
            edit({
              id: 'edit-2',
              changes: { tags: { add: ['ai'], remove: ['old'] }, public: { set: false } },
              count: 1,
              undoneDate: '2026-11-19T09:00:00.000Z',
              undoable: false,
            }),
            edit({ id: 'edit-3', changes: { floorPrice: { set: null } }, undoable: false }),
          ],
        }),
      'POST /api/domains/bulk-edit/edit-1/undo': () => {
        undone = true;
        return jsonResponse(200, { payload: { id: 'edit-1', restored: 500 } });
      },
    });
    renderMainSite('/dashboard');
    await userEvent.click(await screen.findByText('Recent bulk edits'));
    const list = within(screen.getByRole('list', { name: 'Recent bulk edits' }));
    expect(list.getByText('Selling price +10%')).toBeInTheDocument();
    expect(list.getByText('Make private · Tags: added ai; removed old')).toBeInTheDocument();
    expect(list.getByText(/^Undone /)).toBeInTheDocument();
    expect(list.getByText('Floor price cleared')).toBeInTheDocument();
    expect(list.getByText('Undo period (30 days) over')).toBeInTheDocument();

    await userEvent.click(
      list.getByRole('button', { name: 'Undo: Selling price +10%, 500 names' }),
    );
    expect(api.sent('POST /api/domains/bulk-edit/edit-1/undo')).toHaveLength(1);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Bulk Edit Undone', {
        description: '500 names put back as they were.',
        duration: 5000,
      }),
    );
    // The list loads again: the edit is undone and offers no second undo.
    await waitFor(() => expect(list.queryByRole('button', { name: /^Undo/ })).toBeNull());
    expect(list.getAllByText(/^Undone /)).toHaveLength(2);
  });

  it('stays away until the owner has saved an edit', async () => {
    mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'POST /api/search': () =>
        jsonResponse(200, dashboardSearchBody([domainFixture({ name: 'alpha.com' })], 1, 1)),
      'GET /api/domains/bulk-edit': { body: { payload: [] } },
    });
    renderMainSite('/dashboard');
    await screen.findByRole('link', { name: 'alpha.com' });
    expect(screen.queryByText('Recent bulk edits')).toBeNull();
  });

  it('says each kind of change in words', () => {
    expect(describeBulkChanges({ sellingPrice: { percent: -15 } })).toBe('Selling price -15%');
    expect(describeBulkChanges({ sellingPrice: { set: 2500 } })).toBe(
      'Selling price set to $2,500.00',
    );
    expect(describeBulkChanges({ registrar: { set: 'porkbun' } })).toBe('Registrar set to Porkbun');
    expect(describeBulkChanges({ registrar: { set: null } })).toBe('Registrar set to None');
    expect(describeBulkChanges({ tags: { set: [] } })).toBe('Tags set to none');
    expect(describeBulkChanges({ remindersMuted: { set: true } })).toBe(
      'Reminders off (let them expire)',
    );
  });
});
