import { ErrorCode, type Domain } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dashboardSearchBody, domainFixture, userFixture } from '../../../test/fixtures';
import {
  apiError,
  currentUserReply,
  jsonResponse,
  mockApi,
  type ApiReply,
} from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';
import { HIDDEN_COLUMNS_STORAGE_KEY } from '../hooks/use-hidden-columns';
import { SORT_STORAGE_KEY } from './domains-page';

const stats = {
  totalDomains: 2,
  totalPortfolioValue: 3500,
  totalViews: 12,
  totalDomainExpirations: 1,
  totalRenewalCost: 25,
  totalLeads: 4,
  totalSalesRevenue: 4200,
  totalSalesProfit: 3316.68,
};

/** The API with `initial` as the owner's domains; edits are kept, like the server would. */
function dashboardApi(initial: Domain[], extra: Record<string, ApiReply> = {}) {
  let domains = initial;
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/domains/portfolio-stats': { body: { payload: stats } },
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

function searchUrls(api: ReturnType<typeof mockApi>): URL[] {
  return api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost:3000'))
    .filter((url) => url.pathname === '/api/search');
}

const domainA = domainFixture({ name: 'alpha.com', sellingPrice: 2500 });
const domainB = domainFixture({ name: 'beta.io', sellingPrice: null, public: true });

describe('Dashboard', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    window.localStorage.clear();
    toasts = spyOnToasts();
  });

  it('shows 30 skeleton rows while the domains load', async () => {
    mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'GET /api/domains/portfolio-stats': { body: { payload: stats } },
      'POST /api/search': () => new Promise<Response>(() => {}),
    });
    renderMainSite('/dashboard');
    const table = await screen.findByRole('table', { name: 'Domain names' });
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(30);
  });

  it('links no landing page for a private domain, which has none', async () => {
    dashboardApi([domainA, domainFixture({ name: 'hidden.net', public: false })]);
    renderMainSite('/dashboard');
    await screen.findByRole('link', { name: 'hidden.net' });
    expect(screen.getByRole('link', { name: /landing page of alpha.com/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /landing page of hidden.net/ })).toBeNull();
    expect(screen.getByText('hidden.net is private and has no landing page')).toBeInTheDocument();
  });

  it('shows the stats of the chosen period and the domains, with the leads tile linked', async () => {
    const api = dashboardApi([domainA, domainB]);
    renderMainSite('/dashboard');
    expect(await screen.findByRole('link', { name: 'alpha.com' })).toHaveAttribute(
      'href',
      '/dashboard/domains/alpha.com',
    );
    expect(screen.getByText('$3,500.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leads this period' })).toHaveAttribute(
      'href',
      '/dashboard/leads',
    );
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1 to 2 of 2 results');
    const landing = screen.getByRole('link', { name: /landing page of alpha.com/ });
    expect(landing).toHaveAttribute('href', 'http://alice.localhost:3000/alpha.com');
    expect(landing).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('button', { name: 'Quarter' }));
    await waitFor(() =>
      expect(api.fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/domains/portfolio-stats?interval=QUARTER',
      ),
    );
  });

  it('shows eight tiles, the sales ones opening the sales screen, a loss in red', async () => {
    mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'GET /api/domains/portfolio-stats': {
        body: { payload: { ...stats, totalSalesRevenue: 5, totalSalesProfit: -75 } },
      },
      'POST /api/search': () => jsonResponse(200, dashboardSearchBody([domainA])),
    });
    renderMainSite('/dashboard');
    const sales = await screen.findByRole('link', { name: 'Sales this period' });
    expect(sales).toHaveAttribute('href', '/dashboard/sales');
    expect(screen.getByRole('link', { name: 'Profit this period' })).toHaveAttribute(
      'href',
      '/dashboard/sales',
    );
    const tiles = sales.closest('dl') as HTMLElement;
    expect(
      within(tiles)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual([
      'Domains',
      'Estimated Portfolio Value',
      'Total Views',
      'Leads this period',
      'Expirations this period',
      'Renewal Cost this period',
      'Sales this period',
      'Profit this period',
    ]);
    expect(await within(tiles).findByText('$5.00')).not.toHaveClass('text-red-600');
    expect(within(tiles).getByText('-$75.00')).toHaveClass('text-red-600');
    expect(within(tiles).getByText('$3,500.00')).toBeInTheDocument();
  });

  it('says what to do next when there are no domains', async () => {
    dashboardApi([]);
    renderMainSite('/dashboard');
    expect(await screen.findByText('Add your first domain')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Add Domain' });
    expect(links.every((link) => link.getAttribute('href') === '/dashboard/domains/new')).toBe(
      true,
    );
  });

  it('searches with the top bar box after a pause and shows the result count', async () => {
    const api = dashboardApi([domainA]);
    renderMainSite('/dashboard?q=alp');
    expect(await screen.findByRole('heading', { name: /Domain Names\s*1 result/ })).toBeVisible();
    expect(api.sent('POST /api/search')).toContainEqual({ query: 'alp' });
  });

  describe('Public and Buy It Now toggles', () => {
    it('reverts the toggle on Cancel and sends nothing', async () => {
      const api = dashboardApi([domainA]);
      renderMainSite('/dashboard');
      const toggle = await screen.findByRole('switch', { name: 'Public: alpha.com' });
      expect(toggle).toBeChecked();
      await userEvent.click(toggle);
      const dialog = await screen.findByRole('dialog', { name: 'Make alpha.com private?' });
      expect(toggle).not.toBeChecked();
      expect(within(dialog).getByRole('button', { name: 'Make Private' })).toHaveClass(
        'bg-red-600',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(toggle).toBeChecked();
      expect(api.sent('POST /api/domains/edit')).toEqual([]);
    });

    it('posts the flipped flag on Confirm', async () => {
      const api = dashboardApi([domainA]);
      renderMainSite('/dashboard');
      await userEvent.click(await screen.findByRole('switch', { name: 'Buy It Now: alpha.com' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Enable Buy It Now for alpha.com?',
      });
      const confirm = within(dialog).getByRole('button', { name: 'Enable Buy It Now' });
      expect(confirm).toHaveClass('bg-indigo-600');
      await userEvent.click(confirm);
      await waitFor(() =>
        expect(api.sent('POST /api/domains/edit')).toEqual([
          { domain: { _id: domainA._id, buyItNow: true } },
        ]),
      );
      expect(screen.getByRole('switch', { name: 'Buy It Now: alpha.com' })).toBeChecked();
    });

    it("shows the server's error for Buy It Now without a price and switches it back", async () => {
      dashboardApi([domainB], {
        'POST /api/domains/edit': apiError(ErrorCode.BUY_IT_NOW_REQUIRES_PRICE, 400),
      });
      renderMainSite('/dashboard');
      const toggle = await screen.findByRole('switch', { name: 'Buy It Now: beta.io' });
      await userEvent.click(toggle);
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enable Buy It Now' }));
      await waitFor(() => expect(toasts.error).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(toggle).not.toBeChecked());
    });

    it('flips Hide Price at once, without a dialog', async () => {
      const api = dashboardApi([domainA]);
      renderMainSite('/dashboard');
      await userEvent.click(await screen.findByRole('switch', { name: 'Hide price: alpha.com' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() =>
        expect(api.sent('POST /api/domains/edit')).toEqual([
          { domain: { _id: domainA._id, priceHidden: true } },
        ]),
      );
    });
  });

  it('saves the selling price on blur only when it changed', async () => {
    const api = dashboardApi([domainA]);
    renderMainSite('/dashboard');
    const price = await screen.findByRole('spinbutton', { name: 'Selling price of alpha.com' });
    expect(price).toHaveValue(2500);
    await userEvent.click(price);
    await userEvent.tab();
    await userEvent.clear(price);
    await userEvent.type(price, '2500');
    await userEvent.tab();
    expect(api.sent('POST /api/domains/edit')).toEqual([]);

    await userEvent.clear(price);
    await userEvent.type(price, '3000');
    expect(api.sent('POST /api/domains/edit')).toEqual([]);
    await userEvent.tab();
    await waitFor(() =>
      expect(api.sent('POST /api/domains/edit')).toEqual([
        { domain: { _id: domainA._id, sellingPrice: 3000 } },
      ]),
    );
  });

  it('saves the registrar on selection', async () => {
    const api = dashboardApi([domainA]);
    renderMainSite('/dashboard');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Registrar of alpha.com' }),
      'porkbun',
    );
    await waitFor(() =>
      expect(api.sent('POST /api/domains/edit')).toEqual([
        { domain: { _id: domainA._id, registrar: 'porkbun' } },
      ]),
    );
  });

  it('remembers the columns chosen in Toggle Fields', async () => {
    dashboardApi([domainA]);
    const first = renderMainSite('/dashboard');
    await screen.findByRole('link', { name: 'alpha.com' });
    const table = screen.getByRole('table', { name: 'Domain names' });
    expect(within(table).queryByRole('columnheader', { name: 'Description' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Registrar' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Toggle Fields' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /Domain Name/ })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^Description/ }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^Registrar/ }));
    expect(menu).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(within(table).getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Registrar' })).toBeNull();
    const stored = JSON.parse(window.localStorage.getItem(HIDDEN_COLUMNS_STORAGE_KEY) ?? '[]');
    expect(stored).not.toContain('description');
    expect(stored).toContain('registrar');

    first.unmount();
    renderMainSite('/dashboard');
    await screen.findByRole('link', { name: 'alpha.com' });
    const again = screen.getByRole('table', { name: 'Domain names' });
    expect(within(again).getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
    expect(within(again).queryByRole('columnheader', { name: 'Registrar' })).toBeNull();
  });

  it('remembers the sort and goes back to page 1 when it changes', async () => {
    const api = dashboardApi([domainA]);
    const first = renderMainSite('/dashboard?page=2');
    await screen.findByRole('link', { name: 'alpha.com' });
    expect(searchUrls(api).at(-1)?.searchParams.get('page')).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Most Views' }));
    await waitFor(() =>
      expect(searchUrls(api).at(-1)?.searchParams.get('sort')).toBe('MOST_VIEWS'),
    );
    expect(searchUrls(api).at(-1)?.searchParams.get('page')).toBe('1');
    expect(window.localStorage.getItem(SORT_STORAGE_KEY)).toBe('MOST_VIEWS');

    first.unmount();
    api.fetchMock.mockClear();
    renderMainSite('/dashboard');
    expect(await screen.findByRole('button', { name: 'Most Views' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(searchUrls(api).at(-1)?.searchParams.get('sort')).toBe('MOST_VIEWS'),
    );
  });

  it('deletes the selected domains after a confirm step', async () => {
    const api = dashboardApi([domainA, domainB], {
      'POST /api/domains/delete': {
        body: {
          type: 'SUCCESS',
          title: 'Domains Deleted',
          message: '2 domains deleted.',
          payload: { deleted: 2 },
        },
      },
    });
    renderMainSite('/dashboard');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select alpha.com' }));
    expect(screen.getByRole('button', { name: 'Delete Domain' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toggle Fields' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select beta.io' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2 Domains' }));

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2 Domains' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Deletion of 2 Domains' }));
    await waitFor(() =>
      expect(api.sent('POST /api/domains/delete')).toEqual([
        { payload: [domainA._id, domainB._id] },
      ]),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Domains Deleted', expect.anything()),
    );
    expect(await screen.findByRole('button', { name: 'Toggle Fields' })).toBeInTheDocument();
  });
});
