import type { BulkEditRequest, Domain } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { priceEditResult, tagsBody } from '../../../test/bulk-edit-fixtures';
import { dashboardSearchBody, domainFixture, userFixture } from '../../../test/fixtures';
import { currentUserReply, jsonResponse, mockApi, type ApiReply } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

const alpha = domainFixture({ name: 'alpha.com', sellingPrice: 2500, tags: ['ai'] });
const beta = domainFixture({ name: 'beta.io', sellingPrice: 1000, tags: ['ai'] });
const bare = domainFixture({ name: 'bare.net', sellingPrice: null, tags: ['ai'] });

/** The API: the dashboard search (48 a page, `total` in all) and a bulk edit raising prices. */
function bulkApi(
  domains: Domain[],
  { total = domains.length, extra = {} } = {} as {
    total?: number;
    extra?: Record<string, ApiReply>;
  },
) {
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/domains/tags': { body: tagsBody({ ai: 3 }) },
    'POST /api/search': () => jsonResponse(200, dashboardSearchBody(domains, 1, total)),
    'POST /api/domains/bulk-edit': ({ body }) => {
      const request = body as BulkEditRequest;
      const percent = 'percent' in (request.changes.sellingPrice ?? {}) ? 10 : 0;
      const chosen = request.names
        ? domains.filter((domain) => request.names!.includes(domain.name))
        : domains;
      return jsonResponse(200, {
        payload: priceEditResult(chosen, percent, { dryRun: request.dryRun ?? false }),
      });
    },
    'POST /api/domains/bulk-edit/edit-1/undo': {
      body: { payload: { id: 'edit-1', restored: 2 } },
    },
    ...extra,
  });
}

async function openBulkEdit(names: string[]) {
  await screen.findByRole('link', { name: names[0] });
  for (const name of names)
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
  await userEvent.click(screen.getByRole('button', { name: 'Bulk edit' }));
  return within(await screen.findByRole('dialog'));
}

describe('Dashboard: bulk edit', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    window.localStorage.clear();
    toasts = spyOnToasts();
  });

  it('previews a price raise with before → after and the skipped names, applies it, then undoes it', async () => {
    const api = bulkApi([alpha, beta, bare]);
    renderMainSite('/dashboard');
    const dialog = await openBulkEdit(['alpha.com', 'beta.io', 'bare.net']);
    expect(dialog.getByRole('heading', { name: 'Bulk edit 3 names' })).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Change' })).toHaveValue('sellingPrice');
    expect(dialog.getByRole('radio', { name: 'Change by a percent' })).toBeChecked();
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Percent' }), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));

    expect(
      await dialog.findByText(
        (_, node) =>
          node?.textContent === 'Selling price: 2 names change of the 3 names selected; 1 skipped.',
      ),
    ).toBeInTheDocument();
    const changes = within(dialog.getByRole('table', { name: 'Changes' }));
    const alphaRow = within(changes.getByRole('row', { name: /alpha\.com/ }));
    expect(alphaRow.getByText('$2,500.00')).toBeInTheDocument();
    expect(alphaRow.getByText('$2,750.00')).toBeInTheDocument();
    const skipped = within(dialog.getByRole('list', { name: 'Skipped names' }));
    expect(
      skipped.getByText(/It has no selling price to change by a percent\./),
    ).toBeInTheDocument();
    expect(api.sent('POST /api/domains/bulk-edit')).toEqual([
      {
        names: ['alpha.com', 'beta.io', 'bare.net'],
        changes: { sellingPrice: { percent: 10 } },
        dryRun: true,
      },
    ]);

    const searchesBefore = api.requested('/api/search').length;
    await userEvent.click(dialog.getByRole('button', { name: 'Apply to 2 names' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /api/domains/bulk-edit')[1]).toEqual({
      names: ['alpha.com', 'beta.io', 'bare.net'],
      changes: { sellingPrice: { percent: 10 } },
      dryRun: false,
    });
    await waitFor(() =>
      expect(api.requested('/api/search').length).toBeGreaterThan(searchesBefore),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Changed 2 names', {
        description: '1 name skipped.',
        duration: 10000,
        action: { label: 'Undo', onClick: expect.any(Function) },
      }),
    );
    // The selection is done with.
    expect(screen.getByRole('checkbox', { name: 'Select alpha.com' })).not.toBeChecked();

    const [, options] = toasts.success.mock.calls.find(([title]) => title === 'Changed 2 names')!;
    const searchesAfterApply = api.requested('/api/search').length;
    // The toast's Undo button, as sonner would call it.
    (options as unknown as { action: { onClick: () => void } }).action.onClick();
    await waitFor(() =>
      expect(api.sent('POST /api/domains/bulk-edit/edit-1/undo')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Bulk Edit Undone', {
        description: '2 names put back as they were.',
        duration: 5000,
      }),
    );
    await waitFor(() =>
      expect(api.requested('/api/search').length).toBeGreaterThan(searchesAfterApply),
    );
  });

  it('sends the search and filters for every matching name once chosen', async () => {
    const api = bulkApi([alpha, beta], { total: 120 });
    renderMainSite('/dashboard?tag=ai&registry=at-risk');
    await screen.findByRole('link', { name: 'alpha.com' });
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Select all domains on this page' }),
    );
    const bar = within(screen.getByRole('group', { name: 'Selected domains' }));
    expect(bar.getByText(/2 domains selected/)).toBeInTheDocument();
    await userEvent.click(bar.getByRole('button', { name: 'Select all 120 matching' }));
    expect(bar.getByText(/All 120 domains matching selected/)).toBeInTheDocument();
    // Reminders and delete act on the page's rows only: they step aside.
    expect(bar.queryByRole('button', { name: 'Mute reminders' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();

    await userEvent.click(bar.getByRole('button', { name: 'Bulk edit' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'Bulk edit 120 names' })).toBeInTheDocument();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Change' }), 'tags');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tags to add' }), 'Premium{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(api.sent('POST /api/domains/bulk-edit')).toEqual([
        {
          filter: { tag: 'ai', registry: 'at-risk' },
          changes: { tags: { add: ['premium'] } },
          dryRun: true,
        },
      ]),
    );
  });

  it('asks for what is missing before any request, and Escape closes it', async () => {
    const api = bulkApi([alpha, beta]);
    renderMainSite('/dashboard');
    const dialog = await openBulkEdit(['alpha.com']);
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(dialog.getByRole('spinbutton', { name: 'Percent' })).toHaveAccessibleDescription(
      /Enter a percent: 10 raises by 10%, -10 lowers by 10%\./,
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Set to an amount' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(dialog.getByText('Enter an amount of 0 or more.')).toBeInTheDocument();
    expect(api.sent('POST /api/domains/bulk-edit')).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Bulk edit' })).toHaveFocus();
  });

  it.each([
    ['floorPrice', 'Clear it', null, { floorPrice: { set: null } }],
    ['public', 'Make private', null, { public: { set: false } }],
    ['remindersMuted', 'Reminders off (let them expire)', null, { remindersMuted: { set: true } }],
    ['registrar', null, 'porkbun', { registrar: { set: 'porkbun' } }],
  ])('sends %s as chosen', async (field, radio, registrar, changes) => {
    const api = bulkApi([alpha]);
    renderMainSite('/dashboard');
    const dialog = await openBulkEdit(['alpha.com']);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Change' }), field);
    if (radio) await userEvent.click(dialog.getByRole('radio', { name: radio }));
    if (registrar)
      await userEvent.selectOptions(
        dialog.getByRole('combobox', { name: 'New registrar' }),
        registrar,
      );
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(api.sent('POST /api/domains/bulk-edit')).toEqual([
        { names: ['alpha.com'], changes, dryRun: true },
      ]),
    );
  });

  it("shows the server's refusal in the dialog", async () => {
    bulkApi([alpha], {
      extra: {
        'POST /api/domains/bulk-edit': {
          status: 400,
          body: {
            type: 'ERROR',
            code: 'VALIDATION_FAILED',
            title: 'Check the Fields',
            message: 'A percent below -100 is not allowed.',
            errors: [],
          },
        },
      },
    });
    renderMainSite('/dashboard');
    const dialog = await openBulkEdit(['alpha.com']);
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Percent' }), '-50');
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(await dialog.findByText('A percent below -100 is not allowed.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Preview' })).toBeEnabled();
  });
});
