import { ErrorCode, type RenewalCandidate } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import {
  apiError,
  currentUserReply,
  jsonResponse,
  mockApi,
  type ApiReply,
} from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { renewalFixture, renewalsBody } from '../../../test/renewal-fixtures';
import { spyOnToasts } from '../../../test/toasts';

const keep = renewalFixture({
  name: 'offered.com',
  renewalCost: 12.5,
  bestOffer: 900,
  suggestion: 'renew',
  reason: 'A buyer offered $900 for it. Renewing costs $12.50.',
});
const reprice = renewalFixture({
  name: 'popular.io',
  renewalCost: 40,
  viewsLastYear: 300,
  suggestion: 'reprice',
  reason: '300 views and no lead in a year at $2,500: the price may be keeping buyers away.',
});
const drop = renewalFixture({
  name: 'quiet.net',
  renewalCost: 10,
  viewsLastYear: 3,
  daysLeft: 5,
  suggestion: 'drop',
  reason: '3 views and no lead in a year. Renewing costs $10.',
});

/** The API with `initial` in every window; "let it expire" is kept like the server would. */
function renewalsApi(initial: RenewalCandidate[], extra: Record<string, ApiReply> = {}) {
  let domains = initial;
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/domains/renewals': ({ url }) =>
      jsonResponse(200, renewalsBody(domains, Number(url.searchParams.get('days') ?? 90))),
    'POST /api/domains/reminders': ({ body }) => {
      const { payload, muted } = body as { payload: string[]; muted: boolean };
      domains = domains.map((domain) =>
        payload.includes(domain._id) ? { ...domain, letExpire: muted } : domain,
      );
      return jsonResponse(200, { type: 'SUCCESS', title: 'Reminders Off', message: 'Saved.' });
    },
    ...extra,
  });
}

function tile(label: string): string | null | undefined {
  return screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;
}

async function rows() {
  await screen.findByRole('link', { name: 'offered.com' });
  return within(screen.getByRole('table', { name: 'Names coming up for renewal' }));
}

describe('Renew or drop', () => {
  it('lists the names of the default 90 days with their figures and suggestions', async () => {
    const api = renewalsApi([keep, reprice, drop]);
    renderMainSite('/dashboard/renewals');
    const table = await rows();
    expect(api.requested('/api/domains/renewals')[0]?.searchParams.get('days')).toBe('90');
    expect(screen.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(tile('Expiring in 90 days')).toBe('3');
    expect(tile('Renewing all')).toBe('$62.50');
    expect(tile('Names you keep')).toBe('3');
    expect(tile('Renewing what you keep')).toBe('$62.50');

    const offered = within(table.getByRole('link', { name: 'offered.com' }).closest('tr')!);
    expect(offered.getByRole('link', { name: 'offered.com' })).toHaveAttribute(
      'href',
      '/dashboard/domains/offered.com',
    );
    expect(offered.getByText('Best offer $900.00')).toBeInTheDocument();
    expect(offered.getByText('0 leads')).toBeInTheDocument();
    expect(offered.getByText('40 views')).toBeInTheDocument();
    expect(offered.getByText('Namecheap')).toBeInTheDocument();
    expect(offered.getByText('$25.00 renewals paid')).toBeInTheDocument();
    expect(offered.getByText('$35.00')).toBeInTheDocument();
    expect(offered.getByText('in 23 days')).toBeInTheDocument();
    expect(offered.getByText('A buyer offered $900 for it. Renewing costs $12.50.')).toBeVisible();
    expect(offered.getByText('Renew', { selector: 'span' })).toBeInTheDocument();

    const repriced = within(table.getByRole('link', { name: 'popular.io' }).closest('tr')!);
    expect(repriced.getByRole('link', { name: 'Change price of popular.io' })).toHaveAttribute(
      'href',
      '/dashboard/domains/popular.io/edit',
    );
    expect(table.getByText('in 5 days')).toBeInTheDocument();
  });

  it('lets a name expire and back, the budget following each choice', async () => {
    const api = renewalsApi([keep, reprice, drop]);
    renderMainSite('/dashboard/renewals');
    await rows();
    const choice = within(screen.getByRole('group', { name: 'Your choice for quiet.net' }));
    expect(choice.getByRole('button', { name: 'Renew' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(choice.getByRole('button', { name: 'Let it expire' }));
    expect(choice.getByRole('button', { name: 'Let it expire' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(tile('Names you keep')).toBe('2');
    expect(tile('Renewing what you keep')).toBe('$52.50');
    expect(tile('Renewing all')).toBe('$62.50');
    await waitFor(() =>
      expect(api.sent('POST /api/domains/reminders')).toEqual([
        { payload: [drop._id], muted: true },
      ]),
    );

    await userEvent.click(choice.getByRole('button', { name: 'Renew' }));
    expect(tile('Names you keep')).toBe('3');
    expect(tile('Renewing what you keep')).toBe('$62.50');
    await waitFor(() =>
      expect(api.sent('POST /api/domains/reminders')).toEqual([
        { payload: [drop._id], muted: true },
        { payload: [drop._id], muted: false },
      ]),
    );
  });

  it('puts a refused choice back and says why', async () => {
    const toasts = spyOnToasts();
    renewalsApi([keep, drop], {
      'POST /api/domains/reminders': apiError(ErrorCode.NOT_FOUND, 404),
    });
    renderMainSite('/dashboard/renewals');
    await rows();
    const choice = within(screen.getByRole('group', { name: 'Your choice for quiet.net' }));
    await userEvent.click(choice.getByRole('button', { name: 'Let it expire' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    expect(choice.getByRole('button', { name: 'Renew' })).toHaveAttribute('aria-pressed', 'true');
    expect(tile('Names you keep')).toBe('2');
  });

  it('keeps the window and the suggestion filter in the URL', async () => {
    const api = renewalsApi([keep, reprice, drop]);
    const { location } = renderMainSite('/dashboard/renewals');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: '365 days' }));
    await waitFor(() => expect(location.current).toBe('/dashboard/renewals?days=365'));
    await waitFor(() =>
      expect(api.requested('/api/domains/renewals').at(-1)?.searchParams.get('days')).toBe('365'),
    );
    expect(screen.getByText('Expiring in 365 days')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Drop (1)' }));
    expect(location.current).toBe('/dashboard/renewals?days=365&suggestion=drop');
    const table = screen.getByRole('table', { name: 'Names coming up for renewal' });
    expect(within(table).getByRole('link', { name: 'quiet.net' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'offered.com' })).toBeNull();
  });

  it('opens on the window and filter the URL names', async () => {
    renewalsApi([keep, reprice, drop]);
    renderMainSite('/dashboard/renewals?days=30&suggestion=reprice');
    await screen.findByRole('link', { name: 'popular.io' });
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Reprice (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('link', { name: 'offered.com' })).toBeNull();
  });

  it('says when nothing expires in the window, and offers to look further', async () => {
    const api = renewalsApi([]);
    renderMainSite('/dashboard/renewals');
    expect(await screen.findByText('Nothing expires in the next 90 days.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the next 365 days' }));
    await waitFor(() =>
      expect(api.requested('/api/domains/renewals').at(-1)?.searchParams.get('days')).toBe('365'),
    );
  });

  it('shows why the list could not be loaded, with Try again', async () => {
    let fail = true;
    mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'GET /api/domains/renewals': () =>
        fail
          ? jsonResponse(500, { type: 'ERROR', code: 'INTERNAL', title: 'Oops', message: 'Down.' })
          : jsonResponse(200, renewalsBody([keep])),
    });
    renderMainSite('/dashboard/renewals');
    expect(await screen.findByText('Your renewals could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'offered.com' })).toBeInTheDocument();
  });
});
