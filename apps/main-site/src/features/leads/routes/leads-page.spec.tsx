import { ErrorCode, type NegotiatedLead } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import {
  inboxBody,
  negotiatedLeadFixture,
  summaryFixture,
  threadFixture,
} from '../../../test/lead-fixtures';
import {
  apiError,
  currentUserReply,
  jsonResponse,
  mockApi,
  type ApiReply,
} from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

/**
 * The API with `initial` as the owner's leads: the inbox filters them by status as the server
 * would (Needs reply: NEW), and deletions are kept.
 */
function leadsApi(initial: NegotiatedLead[], extra: Record<string, ApiReply> = {}) {
  let leads = initial;
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/leads/summary': { body: { payload: summaryFixture() } },
    'GET /api/leads': ({ url }) => {
      const status = url.searchParams.get('status') ?? 'ALL';
      const shown = leads.filter((lead) =>
        status === 'ALL'
          ? true
          : status === 'NEEDS_REPLY'
            ? lead.status === 'NEW'
            : lead.status === status,
      );
      return jsonResponse(200, inboxBody(shown));
    },
    'POST /api/leads/delete': ({ body }) => {
      const ids = (body as { payload: string[] }).payload;
      leads = leads.filter((lead) => !ids.includes(lead._id));
      return jsonResponse(200, {
        type: 'SUCCESS',
        title: ids.length === 1 ? 'Lead Deleted' : 'Leads Deleted',
        message: `${ids.length} deleted.`,
        payload: { deleted: ids.length },
      });
    },
    ...extra,
  });
}

const offer = negotiatedLeadFixture({
  _id: 'lead-1',
  domain: 'alpha.com',
  unicodeDomain: 'alpha.com',
  name: 'Bob Buyer',
  email: 'bob@example.com',
  currentAmount: 1500,
  lastActivity: '2025-05-01T12:00:00.000Z',
});
const lowball = negotiatedLeadFixture({
  _id: 'lead-2',
  domain: 'beta.io',
  unicodeDomain: 'beta.io',
  name: 'Carol Offers',
  email: 'carol@example.com',
  status: 'COUNTERED',
  currentAmount: 1800,
  currentBy: 'OWNER',
  answeredAutomatically: true,
  verified: false,
  lastActivity: '2025-04-30T23:30:00.000Z',
});
const deal = negotiatedLeadFixture({
  _id: 'lead-3',
  domain: 'gamma.net',
  unicodeDomain: 'gamma.net',
  name: 'Dan Buys',
  status: 'ACCEPTED',
  currentAmount: 2000,
  agreedAmount: 2000,
});

/** The table row of the lead from `name` (the link in its Buyer cell). */
async function rowOf(name: string): Promise<HTMLElement> {
  return (await screen.findByRole('link', { name: new RegExp(`^${name} about`) })).closest(
    'tr',
  ) as HTMLElement;
}

function filterButton(name: RegExp | string) {
  return within(screen.getByRole('group', { name: 'Show leads' })).getByRole('button', { name });
}

describe('Leads inbox', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('shows a page of skeleton rows while the leads load', async () => {
    leadsApi([], { 'GET /api/leads': () => new Promise<Response>(() => {}) });
    renderMainSite('/dashboard/leads');
    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(48);
    await waitFor(() => expect(document.title).toBe('Leads | Domainfolio'));
  });

  it('opens on Needs reply, with its count, and asks the API for those in pages of 48', async () => {
    const api = leadsApi([offer, lowball, deal]);
    renderMainSite('/dashboard/leads');
    await rowOf('Bob Buyer');
    expect(filterButton(/^Needs reply/)).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton(/^Needs reply/)).toHaveTextContent('Needs reply 3');
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'false');
    // Only the lead waiting on the owner is listed.
    expect(screen.queryByRole('link', { name: /^Carol Offers/ })).toBeNull();

    const [url] = api.requested('/api/leads');
    expect(url?.searchParams.get('status')).toBe('NEEDS_REPLY');
    expect(url?.searchParams.get('sort')).toBe('NEWEST');
    expect(url?.searchParams.get('page')).toBe('1');
    expect(url?.searchParams.get('limit')).toBe('48');
  });

  it('offers every status as a filter and keeps the chosen one in the address', async () => {
    const api = leadsApi([offer, lowball, deal]);
    const { location } = renderMainSite('/dashboard/leads');
    await rowOf('Bob Buyer');
    const group = screen.getByRole('group', { name: 'Show leads' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Needs reply 3',
      'All',
      'New',
      'Replied',
      'Countered',
      'Accepted',
      'Declined',
      'Expired',
      'Sold',
    ]);

    await userEvent.click(filterButton('Countered'));
    await rowOf('Carol Offers');
    expect(screen.queryByRole('link', { name: /^Bob Buyer/ })).toBeNull();
    expect(location.current).toBe('/dashboard/leads?status=COUNTERED');
    expect(api.requested('/api/leads').at(-1)?.searchParams.get('status')).toBe('COUNTERED');

    await userEvent.click(filterButton('All'));
    await rowOf('Dan Buys');
    expect(screen.getByRole('link', { name: /^Bob Buyer/ })).toBeInTheDocument();
  });

  it('sorts by the highest offer when asked, from the first page', async () => {
    const api = leadsApi([offer]);
    const { location } = renderMainSite('/dashboard/leads?page=2');
    await screen.findByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Highest offer',
    );
    await waitFor(() =>
      expect(api.requested('/api/leads').at(-1)?.searchParams.get('sort')).toBe('HIGHEST_OFFER'),
    );
    expect(api.requested('/api/leads').at(-1)?.searchParams.get('page')).toBe('1');
    expect(location.current).toBe('/dashboard/leads?sort=HIGHEST_OFFER');
  });

  it('shows status, buyer, domain, amount with who named it, and the last activity', async () => {
    leadsApi([offer, lowball, deal]);
    renderMainSite('/dashboard/leads?status=ALL');

    const table = await screen.findByRole('table', { name: 'Leads' });
    await rowOf('Bob Buyer');
    expect([...table.querySelectorAll('th')].map((header) => header.textContent?.trim())).toEqual([
      '',
      'Status',
      'Buyer',
      'Domain',
      'Amount',
      'Last activity',
    ]);

    const first = await rowOf('Bob Buyer');
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByText('bob@example.com')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'alpha.com' })).toHaveAttribute(
      'href',
      '/dashboard/domains/alpha.com',
    );
    expect(within(first).getByText('$1,500.00')).toBeInTheDocument();
    expect(within(first).getByText("Buyer's offer")).toBeInTheDocument();
    // Noon UTC is 2 PM in Berlin, the owner's time zone.
    expect(within(first).getByText(/^May 1, 2025, 2:00\sPM$/)).toBeInTheDocument();
    expect(within(first).queryByText('Unverified')).toBeNull();
    expect(within(first).queryByText('Answered automatically')).toBeNull();

    const second = await rowOf('Carol Offers');
    expect(within(second).getByText('Countered')).toHaveClass('bg-yellow-50');
    expect(within(second).getByText('$1,800.00')).toBeInTheDocument();
    expect(within(second).getByText('Your counter')).toBeInTheDocument();
    expect(within(second).getByText('Answered automatically')).toBeInTheDocument();
    expect(within(second).getByText('Unverified')).toBeInTheDocument();
    expect(within(second).getByText(/^May 1, 2025, 1:30\sAM$/)).toBeInTheDocument();

    const third = await rowOf('Dan Buys');
    expect(within(third).getByText('Accepted')).toHaveClass('bg-green-50');
    expect(within(third).getByText('$2,000.00')).toBeInTheDocument();
    expect(within(third).getByText('Agreed')).toBeInTheDocument();
  });

  it('opens the thread from the buyer link or a click on the row, and comes back to the same list', async () => {
    leadsApi([offer, lowball], {
      'GET /api/leads/lead-2': { body: { payload: threadFixture({ ...lowball, messages: [] }) } },
    });
    const { location } = renderMainSite('/dashboard/leads?status=COUNTERED&sort=HIGHEST_OFFER');
    const row = await rowOf('Carol Offers');
    expect(within(row).getByRole('link', { name: 'Carol Offers about beta.io' })).toHaveAttribute(
      'href',
      '/dashboard/leads/lead-2',
    );
    await userEvent.click(within(row).getByText('$1,800.00'));
    await waitFor(() => expect(location.current).toBe('/dashboard/leads/lead-2'));

    await userEvent.click(await screen.findByRole('link', { name: 'All leads' }));
    await waitFor(() =>
      expect(location.current).toBe('/dashboard/leads?status=COUNTERED&sort=HIGHEST_OFFER'),
    );
    await rowOf('Carol Offers');
  });

  it.each([
    [summaryFixture(), ['5', '2', '62%']],
    [
      summaryFixture({ openOffers: 0, acceptedThisPeriod: 0, averageOfferShare: null }),
      ['0', '0', '-'],
    ],
  ])('shows the month’s offers as tiles', async (summary, shown) => {
    const api = leadsApi([offer], { 'GET /api/leads/summary': { body: { payload: summary } } });
    renderMainSite('/dashboard/leads');
    const tiles = (await screen.findByText('Open offers')).closest('dl') as HTMLElement;
    expect(
      within(tiles)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Open offers', 'Accepted this month', 'Average offer, % of asking']);
    await waitFor(() =>
      expect(
        within(tiles)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual(shown),
    );
    expect(api.requested('/api/leads/summary')[0]?.searchParams.get('interval')).toBe('MONTH');
  });

  it('ignores a failed summary: dashes in the tiles, no count, no toast', async () => {
    leadsApi([offer], { 'GET /api/leads/summary': apiError(ErrorCode.INTERNAL, 500) });
    renderMainSite('/dashboard/leads');
    await rowOf('Bob Buyer');
    const tiles = screen.getByText('Open offers').closest('dl') as HTMLElement;
    await waitFor(() =>
      expect(
        within(tiles)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual(['-', '-', '-']),
    );
    expect(filterButton(/^Needs reply/)).toHaveTextContent(/^Needs reply$/);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('shows the number needing a reply beside Leads in the sidebar, named for screen readers', async () => {
    leadsApi([offer]);
    renderMainSite('/dashboard/expirations');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const leads = await within(nav).findByRole('link', { name: 'Leads 3 need a reply' });
    // What it shows is the start of its name (axe's label-content-name-mismatch reads 'Leads3'
    // as one word): the label and the count with a space between.
    expect(leads.textContent).toBe('Leads 3');
  });

  it('says "needs" for one lead and shows no badge when none wait', async () => {
    leadsApi([offer], {
      'GET /api/leads/summary': { body: { payload: summaryFixture({ needsReply: 1 }) } },
    });
    const first = renderMainSite('/dashboard/expirations');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(
      await within(nav).findByRole('link', { name: 'Leads 1 needs a reply' }),
    ).toBeInTheDocument();
    first.unmount();

    leadsApi([offer], {
      'GET /api/leads/summary': { body: { payload: summaryFixture({ needsReply: 0 }) } },
    });
    renderMainSite('/dashboard/expirations');
    const again = await screen.findByRole('navigation', { name: 'Dashboard' });
    await waitFor(() =>
      expect(within(again).getByRole('link', { name: 'Leads' })).toBeInTheDocument(),
    );
  });

  it("shows a failed list call as a toast with the server's title and message", async () => {
    leadsApi([], { 'GET /api/leads': apiError(ErrorCode.RATE_LIMITED, 429) });
    renderMainSite('/dashboard/leads');
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Too Many Requests', {
        description: 'Please wait a moment and try again.',
        duration: 5000,
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your leads could not be loaded');
  });

  it('says when nothing needs a reply and offers every lead instead', async () => {
    const api = leadsApi([deal]);
    renderMainSite('/dashboard/leads');
    expect(
      await screen.findByRole('heading', { name: 'No leads need a reply' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all leads' }));
    await rowOf('Dan Buys');
    expect(api.requested('/api/leads').at(-1)?.searchParams.get('status')).toBe('ALL');
  });

  it('says when no lead has the chosen status', async () => {
    leadsApi([offer]);
    renderMainSite('/dashboard/leads?status=SOLD');
    expect(await screen.findByRole('heading', { name: 'No leads are sold' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all leads' })).toBeInTheDocument();
  });

  it('tells an owner without leads where leads come from', async () => {
    leadsApi([]);
    renderMainSite('/dashboard/leads?status=ALL');
    expect(await screen.findByRole('heading', { name: 'No leads yet' })).toBeInTheDocument();
    expect(screen.getByText(/landing pages/)).toBeInTheDocument();
    const portfolio = screen.getByRole('link', { name: /your portfolio site/ });
    expect(portfolio).toHaveAttribute('href', 'http://alice.localhost:3000');
    expect(portfolio).toHaveAttribute('target', '_blank');
  });

  it('deletes the selected leads after a confirm, then loads them again', async () => {
    const user = userEvent.setup();
    const api = leadsApi([offer, lowball, deal]);
    renderMainSite('/dashboard/leads?status=ALL');
    await rowOf('Bob Buyer');
    const region = screen.getByRole('region', { name: 'Leads' });
    const list = within(region);
    expect(list.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await user.click(list.getByRole('checkbox', { name: 'Select the lead from Bob Buyer' }));
    expect(list.getByRole('button', { name: 'Delete 1 Lead' })).toBeInTheDocument();
    await user.click(list.getByRole('checkbox', { name: 'Select the lead from Dan Buys' }));
    await user.click(list.getByRole('button', { name: 'Delete 2 Leads' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion of 2 Leads' });
    expect(api.sent('POST /api/leads/delete')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(api.sent('POST /api/leads/delete')).toEqual([{ payload: ['lead-1', 'lead-3'] }]),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Leads Deleted', {
        description: '2 deleted.',
        duration: 5000,
      }),
    );
    await waitFor(() => expect(list.queryByRole('link', { name: /^Bob Buyer/ })).toBeNull());
    expect(list.getByRole('link', { name: /^Carol Offers/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(list.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('links Export CSV and Export JSON to the export endpoint as downloads', async () => {
    leadsApi([offer]);
    renderMainSite('/dashboard/leads');
    await rowOf('Bob Buyer');
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    const json = screen.getByRole('link', { name: 'Export JSON' });
    expect(csv).toHaveAttribute('href', '/api/leads/export?format=csv');
    expect(json).toHaveAttribute('href', '/api/leads/export?format=json');
    expect(csv).toHaveAttribute('download');
    expect(json).toHaveAttribute('download');
  });

  it('pages through the leads, selecting only on the page shown', async () => {
    const user = userEvent.setup();
    const api = leadsApi([], {
      'GET /api/leads': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const lead = negotiatedLeadFixture({ _id: `lead-p${page}`, name: `Buyer on page ${page}` });
        return jsonResponse(200, inboxBody([lead], page, 60));
      },
    });
    renderMainSite('/dashboard/leads');
    const row = await rowOf('Buyer on page 1');
    await user.click(
      within(row).getByRole('checkbox', { name: 'Select the lead from Buyer on page 1' }),
    );
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1 to 48 of 60 results');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await rowOf('Buyer on page 2');
    expect(api.requested('/api/leads').at(-1)?.searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('shows an internationalized domain by its Unicode name, linked by the stored name', async () => {
    leadsApi([
      negotiatedLeadFixture({
        _id: 'lead-idn',
        domain: 'xn--mnchen-immobilien-z6b.com',
        unicodeDomain: 'münchen-immobilien.com',
        name: 'Eva Idn',
      }),
    ]);
    renderMainSite('/dashboard/leads');
    const row = await rowOf('Eva Idn');
    expect(within(row).getByRole('link', { name: 'münchen-immobilien.com' })).toHaveAttribute(
      'href',
      '/dashboard/domains/xn--mnchen-immobilien-z6b.com',
    );
    expect(within(row).queryByText('xn--mnchen-immobilien-z6b.com')).toBeNull();
  });

  it('lists the leads as cards on a phone, with selects for the filter and sort', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const user = userEvent.setup();
    const api = leadsApi([offer, lowball]);
    renderMainSite('/dashboard/leads');
    const link = await screen.findByRole('link', { name: 'Bob Buyer about alpha.com' });
    const card = link.closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByText('$1,500.00')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/dashboard/leads/lead-1');

    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(show).toHaveValue('NEEDS_REPLY');
    expect(within(show).getByRole('option', { name: 'Needs reply (3)' })).toBeInTheDocument();
    await user.selectOptions(show, 'Countered');
    const other = (await screen.findByRole('link', { name: /^Carol Offers/ })).closest(
      'li',
    ) as HTMLElement;
    expect(within(other).getByText('Unverified')).toBeInTheDocument();
    expect(api.requested('/api/leads').at(-1)?.searchParams.get('status')).toBe('COUNTERED');

    await user.click(within(other).getByLabelText('Select the lead from Carol Offers'));
    expect(screen.getByRole('button', { name: 'Delete 1 Lead' })).toBeInTheDocument();
  });

  it.each(['/dashboard/inbox', '/dashboard/forms'])(
    'shows Leads at %s, with Leads marked in the sidebar',
    async (path) => {
      leadsApi([offer]);
      const { location } = renderMainSite(path);
      await rowOf('Bob Buyer');
      expect(screen.getByRole('heading', { name: 'Leads' })).toBeInTheDocument();
      expect(location.current).toBe('/dashboard/leads');
      const nav = screen.getByRole('navigation', { name: 'Dashboard' });
      expect(within(nav).getByRole('link', { name: /^Leads/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );
});
