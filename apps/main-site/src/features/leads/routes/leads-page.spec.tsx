import { ErrorCode, type Lead, type PortfolioStats } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leadFixture, leadsBody, userFixture } from '../../../test/fixtures';
import {
  apiError,
  currentUserReply,
  jsonResponse,
  mockApi,
  type ApiReply,
} from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

function statsReply(totalViews: number, totalLeads: number): ApiReply {
  const stats: PortfolioStats = {
    totalDomains: 2,
    totalPortfolioValue: 0,
    totalViews,
    totalDomainExpirations: 0,
    totalRenewalCost: 0,
    totalLeads,
    totalSalesRevenue: 0,
    totalSalesProfit: 0,
  };
  return { body: { payload: stats } };
}

/** The API with `initial` as the owner's leads; deletions are kept, like the server would. */
function leadsApi(initial: Lead[], extra: Record<string, ApiReply> = {}) {
  let leads = initial;
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/domains/portfolio-stats': statsReply(1000, 3),
    'GET /api/leads': () => jsonResponse(200, leadsBody(leads)),
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

const inquiry = leadFixture({
  _id: 'lead-1',
  domain: 'alpha.com',
  name: 'Bob Buyer',
  phone: '+1 555 0100',
  message: 'Is it still for sale?',
  createdDate: '2025-05-01T12:00:00.000Z',
});
const offer = leadFixture({
  _id: 'lead-2',
  domain: 'beta.io',
  name: 'Carol Offers',
  email: 'carol@example.com',
  kind: 'OFFER',
  offer: 1500,
  message: `I would like to buy this name for my bakery. ${'We bake bread every day. '.repeat(4).trim()}`,
  createdDate: '2025-04-30T23:30:00.000Z',
});
const buyNow = leadFixture({
  _id: 'lead-3',
  domain: 'gamma.net',
  name: 'Dan Buys',
  kind: 'BUY_NOW',
  offer: 2500,
  message: null,
});

/** The table row of the lead from `name` (shown first in its Contact cell). */
async function rowOf(name: string): Promise<HTMLElement> {
  return (await screen.findByText(name)).closest('tr') as HTMLElement;
}

describe('Leads', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('shows a page of skeleton rows while the leads load', async () => {
    leadsApi([], { 'GET /api/leads': () => new Promise<Response>(() => {}) });
    renderMainSite('/dashboard/leads');
    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(48);
    expect(document.title).toBe('Leads | Domainfolio');
  });

  it('shows each lead formatted, newest first, and asks for pages of 48', async () => {
    const api = leadsApi([inquiry, offer, buyNow]);
    renderMainSite('/dashboard/leads');

    const first = await rowOf('Bob Buyer');
    expect(within(first).getByRole('link', { name: 'alpha.com' })).toHaveAttribute(
      'href',
      '/dashboard/domains/alpha.com',
    );
    expect(within(first).getByText('05/01/25')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'bob@example.com' })).toHaveAttribute(
      'href',
      'mailto:bob@example.com',
    );
    expect(within(first).getByText('+1 555 0100')).toBeInTheDocument();
    expect(within(first).getByText('Is it still for sale?')).toBeInTheDocument();
    expect(within(first).queryByText('Offer')).toBeNull();
    expect(within(first).getByText('-')).toBeInTheDocument();

    // 23:30 UTC on April 30 is already May 1 in Berlin, the owner's time zone.
    const second = await rowOf('Carol Offers');
    expect(within(second).getByText('05/01/25')).toBeInTheDocument();
    expect(within(second).getByText('Offer')).toBeInTheDocument();
    expect(within(second).getByText('$1,500.00')).toBeInTheDocument();
    // Without a phone the contact is a name and an email: no dash, no empty line.
    expect(within(second).queryByText('-')).toBeNull();

    const third = await rowOf('Dan Buys');
    expect(within(third).getByText('Buy Now')).toBeInTheDocument();
    expect(within(third).getByText('$2,500.00')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Leads' });
    expect([...table.querySelectorAll('th')].map((header) => header.textContent?.trim())).toEqual([
      '',
      'Domain',
      'Received',
      'Contact',
      'Offer',
      'Message',
    ]);
    // Name, email and phone share the Contact column, in that order.
    const contacts = [...table.querySelectorAll('tbody tr')].map(
      (row) => row.querySelectorAll('td')[3]?.textContent,
    );
    expect(contacts).toEqual([
      'Bob Buyerbob@example.com+1 555 0100',
      'Carol Offerscarol@example.com',
      'Dan Buysbob@example.com',
    ]);

    const [url] = api.requested('/api/leads');
    expect(url?.searchParams.get('page')).toBe('1');
    expect(url?.searchParams.get('limit')).toBe('48');
  });

  it('folds a long message to one line, with the full text on hover and on More', async () => {
    leadsApi([offer]);
    renderMainSite('/dashboard/leads');
    const row = await rowOf('Carol Offers');
    const folded = within(row).getByText(offer.message as string);
    expect(folded).toHaveAttribute('title', offer.message);
    expect(folded).toHaveClass('truncate');

    const more = within(row).getByRole('button', { name: 'More of the message' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(row).getByText(offer.message as string)).not.toHaveClass('truncate');
    expect(within(row).getByRole('button', { name: 'Less of the message' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it.each([
    [1000, 3, '1,000', '3', '0.00300'],
    [3, 1, '3', '1', '0.33333'],
    [0, 5, '0', '5', '0.00000'],
  ])(
    'shows %i lifetime views and %i leads as tiles, with the conversion to 5 decimals',
    async (views, leads, shownViews, shownLeads, conversion) => {
      const api = leadsApi([inquiry], {
        'GET /api/domains/portfolio-stats': statsReply(views, leads),
      });
      renderMainSite('/dashboard/leads');
      const tiles = (await screen.findByText('Lead Conversion %')).closest('dl') as HTMLElement;
      const values = within(tiles).getAllByRole('definition');
      await waitFor(() =>
        expect(values.map((value) => value.textContent)).toEqual([
          shownViews,
          shownLeads,
          conversion,
        ]),
      );
      expect(api.requested('/api/domains/portfolio-stats')[0]?.searchParams.get('interval')).toBe(
        'LIFETIME',
      );
    },
  );

  it('ignores a failed stats call: dashes in the tiles and no toast', async () => {
    leadsApi([inquiry], {
      'GET /api/domains/portfolio-stats': apiError(ErrorCode.INTERNAL, 500),
    });
    renderMainSite('/dashboard/leads');
    await rowOf('Bob Buyer');
    const tiles = screen.getByText('Lead Conversion %').closest('dl') as HTMLElement;
    await waitFor(() =>
      expect(
        within(tiles)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual(['-', '-', '-']),
    );
    expect(toasts.error).not.toHaveBeenCalled();
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

  it('names the delete button by the number selected: Lead or Leads', async () => {
    const user = userEvent.setup();
    leadsApi([inquiry, offer, buyNow]);
    renderMainSite('/dashboard/leads');
    await rowOf('Bob Buyer');
    const list = within(screen.getByRole('region', { name: 'Leads' }));
    expect(list.queryByRole('button', { name: /^Delete/ })).toBeNull();

    await user.click(list.getByRole('checkbox', { name: 'Select the lead from Bob Buyer' }));
    expect(list.getByRole('button', { name: 'Delete 1 Lead' })).toBeInTheDocument();
    await user.click(list.getByRole('checkbox', { name: 'Select the lead from Dan Buys' }));
    expect(list.getByRole('button', { name: 'Delete 2 Leads' })).toBeInTheDocument();

    const all = list.getByRole('checkbox', { name: 'Select all leads on this page' });
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    expect(list.getByRole('button', { name: 'Delete 3 Leads' })).toBeInTheDocument();
    await user.click(all);
    expect(list.queryByRole('button', { name: /^Delete/ })).toBeNull();
    // Without a selection, the exports stand where the delete button was.
    expect(list.getByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('deletes the selected leads after a confirm, then loads them again', async () => {
    const user = userEvent.setup();
    const api = leadsApi([inquiry, offer, buyNow]);
    renderMainSite('/dashboard/leads');
    await rowOf('Bob Buyer');
    const region = screen.getByRole('region', { name: 'Leads' });
    const list = within(region);
    await user.click(list.getByRole('checkbox', { name: 'Select the lead from Bob Buyer' }));
    await user.click(list.getByRole('checkbox', { name: 'Select the lead from Dan Buys' }));
    await user.click(list.getByRole('button', { name: 'Delete 2 Leads' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion of 2 Leads' });
    expect(api.sent('POST /api/leads/delete')).toEqual([]);
    const loads = api.requested('/api/leads').length;
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
    await waitFor(() => expect(within(region).queryByText('Bob Buyer')).toBeNull());
    expect(api.requested('/api/leads').length).toBeGreaterThan(loads);
    expect(within(region).getByText('Carol Offers')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(list.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('deletes nothing when the confirm is cancelled', async () => {
    const user = userEvent.setup();
    const api = leadsApi([inquiry]);
    renderMainSite('/dashboard/leads');
    const row = await rowOf('Bob Buyer');
    await user.click(within(row).getByRole('checkbox', { name: 'Select the lead from Bob Buyer' }));
    await user.click(screen.getByRole('button', { name: 'Delete 1 Lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion of 1 Lead' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /api/leads/delete')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Delete 1 Lead' })).toBeInTheDocument();
  });

  it('keeps the leads and the dialog when the delete is refused', async () => {
    const user = userEvent.setup();
    leadsApi([inquiry], { 'POST /api/leads/delete': apiError(ErrorCode.NOT_FOUND, 404) });
    renderMainSite('/dashboard/leads');
    const row = await rowOf('Bob Buyer');
    await user.click(within(row).getByRole('checkbox', { name: 'Select the lead from Bob Buyer' }));
    await user.click(screen.getByRole('button', { name: 'Delete 1 Lead' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Not Found', expect.anything()));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The page behind the open dialog is hidden from assistive technology, but still there.
    expect(screen.getByText('Bob Buyer')).toBeInTheDocument();
  });

  it('links Export CSV and Export JSON to the export endpoint as downloads', async () => {
    leadsApi([inquiry]);
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
        const lead = leadFixture({ _id: `lead-p${page}`, name: `Buyer on page ${page}` });
        return jsonResponse(200, leadsBody([lead], page, 60));
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
      leadFixture({
        _id: 'lead-idn',
        domain: 'xn--mnchen-immobilien-z6b.com',
        unicodeDomain: 'münchen-immobilien.com',
        name: 'Eva Idn',
      }),
    ]);
    renderMainSite('/dashboard/leads');
    const row = await rowOf('Eva Idn');
    const link = within(row).getByText('münchen-immobilien.com');
    expect(link.closest('a')).toHaveAttribute(
      'href',
      '/dashboard/domains/xn--mnchen-immobilien-z6b.com',
    );
    expect(within(row).queryByText('xn--mnchen-immobilien-z6b.com')).toBeNull();
  });

  it('lists the leads as cards on a phone, with selection and delete', async () => {
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
    const api = leadsApi([inquiry, offer]);
    renderMainSite('/dashboard/leads');
    const card = (await screen.findByText('Bob Buyer')).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('alpha.com')).toHaveAttribute(
      'href',
      '/dashboard/domains/alpha.com',
    );
    expect(within(card).getByText('05/01/25')).toBeInTheDocument();
    expect(within(card).getByText('bob@example.com')).toHaveAttribute(
      'href',
      'mailto:bob@example.com',
    );
    expect(within(card).getByText('+1 555 0100')).toBeInTheDocument();
    expect(within(card).getByText('Is it still for sale?')).toBeInTheDocument();
    const second = screen.getByText('Carol Offers').closest('li') as HTMLElement;
    expect(within(second).getByText('$1,500.00')).toBeInTheDocument();
    expect(within(second).getByText('Offer')).toBeInTheDocument();

    await user.click(within(card).getByLabelText('Select the lead from Bob Buyer'));
    await user.click(screen.getByText('Delete 1 Lead'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion of 1 Lead' });
    await user.click(within(dialog).getByText('Delete'));
    await waitFor(() =>
      expect(api.sent('POST /api/leads/delete')).toEqual([{ payload: ['lead-1'] }]),
    );
    await waitFor(() => expect(screen.queryByText('Bob Buyer')).toBeNull());
  });

  it('tells an owner without leads where leads come from', async () => {
    leadsApi([]);
    renderMainSite('/dashboard/leads');
    expect(await screen.findByText('No leads yet', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.getByText(/landing pages/)).toBeInTheDocument();
    const portfolio = screen.getByRole('link', { name: /your portfolio site/ });
    expect(portfolio).toHaveAttribute('href', 'http://alice.localhost:3000');
    expect(portfolio).toHaveAttribute('target', '_blank');
  });

  it.each(['/dashboard/inbox', '/dashboard/forms'])(
    'shows Leads at %s, with Leads marked in the sidebar',
    async (path) => {
      leadsApi([inquiry]);
      const { location } = renderMainSite(path);
      await rowOf('Bob Buyer');
      expect(screen.getByRole('heading', { name: 'Leads' })).toBeInTheDocument();
      expect(location.current).toBe('/dashboard/leads');
      const nav = screen.getByRole('navigation', { name: 'Dashboard' });
      expect(within(nav).getByRole('link', { name: 'Leads' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );
});
