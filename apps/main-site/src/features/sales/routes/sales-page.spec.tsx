import { ErrorCode, buildPagedResult, localDate, type SoldDomain } from '@domainfolio/contracts';
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

function salesBody(
  sales: SoldDomain[],
  {
    page = 1,
    totalDocs = sales.length,
    totalRevenue = 3000,
    totalCost = 499.75,
    totalProfit = 2500.25,
  } = {},
) {
  return {
    payload: buildPagedResult(sales, totalDocs, page, 48),
    totalRevenue,
    totalCost,
    totalProfit,
  };
}

function salesUrls(api: ReturnType<typeof mockApi>): URL[] {
  return api.requested('/api/domains/sales');
}

const sold: SoldDomain = {
  ...domainFixture({
    name: 'sold.com',
    sold: true,
    saleDate: '2025-02-03',
    salePrice: 3000,
    saleVenue: 'Afternic',
    saleFees: 600,
    domainCost: 10,
  }),
  renewalCostPaid: 12.5,
  profit: 2377.5,
};

/** Sold without fees or a venue recorded. */
const plain: SoldDomain = {
  ...domainFixture({ name: 'plain.io', sold: true, saleDate: '2025-02-01', salePrice: 90 }),
  renewalCostPaid: 0,
  profit: 80,
};

function salesApi(sales: SoldDomain[], extra: Record<string, ApiReply> = {}) {
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/domains/sales': { body: salesBody(sales) },
    ...extra,
  });
}

const updated = (domain: object) =>
  jsonResponse(200, {
    type: 'SUCCESS',
    title: 'Domain Updated',
    message: 'Saved.',
    payload: domainFixture(domain),
  });

describe('Sales', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('shows skeleton rows while the sales load', async () => {
    salesApi([], { 'GET /api/domains/sales': () => new Promise<Response>(() => {}) });
    renderMainSite('/dashboard/sales');
    const table = await screen.findByRole('table', { name: 'Sales' });
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(48);
  });

  it('shows the tiles and rows formatted', async () => {
    const api = salesApi([sold, plain]);
    renderMainSite('/dashboard/sales');
    expect(await screen.findByRole('heading', { name: 'Sales' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'sold.com' });
    expect(link).toHaveAttribute('href', '/dashboard/domains/sold.com');

    const tiles = screen.getByText('Domains sold').closest('dl') as HTMLElement;
    const tile = (label: string) =>
      within(tiles).getByText(label).closest('div')?.querySelector('dd');
    expect(tile('Domains sold')).toHaveTextContent('2');
    expect(tile('Revenue')).toHaveTextContent('$3,000.00');
    expect(tile('Cost')).toHaveTextContent('$499.75');
    expect(tile('Profit')).toHaveTextContent('$2,500.25');
    expect(tile('Profit')).not.toHaveClass('text-red-600');

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Domain',
      'Sale Date',
      'Venue',
      'Sale Price',
      'Fees',
      'Domain Cost',
      'Profit',
      'Actions',
    ]);
    const cells = (name: string) =>
      within(screen.getByRole('link', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((td) => td.textContent);
    expect(cells('sold.com')).toEqual([
      'sold.com',
      '02/03/25',
      'Afternic',
      '$3,000.00',
      '$600.00',
      '$10.00',
      '$2,377.50',
    ]);
    expect(cells('plain.io')).toEqual([
      'plain.io',
      '02/01/25',
      '-',
      '$90.00',
      '-',
      '$10.00',
      '$80.00',
    ]);
    // Money lines up by its digits.
    const fees = within(link.closest('tr') as HTMLElement).getByText('$600.00');
    expect(fees).toHaveClass('text-right', 'tabular-nums');

    const [url] = salesUrls(api);
    expect(url?.searchParams.get('interval')).toBe('MONTH');
    expect(url?.searchParams.get('page')).toBe('1');
  });

  it('shows a loss in red', async () => {
    salesApi([], {
      'GET /api/domains/sales': {
        body: salesBody([{ ...sold, profit: -40 }], {
          totalRevenue: 5,
          totalCost: 45,
          totalProfit: -40,
        }),
      },
    });
    renderMainSite('/dashboard/sales');
    const tiles = (await screen.findByText('Domains sold')).closest('dl') as HTMLElement;
    expect(await within(tiles).findByText('-$40.00')).toHaveClass('text-red-600');
    const row = (await screen.findByRole('link', { name: 'sold.com' })).closest('tr');
    expect(within(row as HTMLElement).getByText('-$40.00')).toHaveClass('text-red-600');
  });

  it('asks for the chosen interval from page 1', async () => {
    const user = userEvent.setup();
    const api = salesApi([], {
      'GET /api/domains/sales': ({ url }) =>
        jsonResponse(
          200,
          salesBody([sold], { page: Number(url.searchParams.get('page') ?? '1'), totalDocs: 100 }),
        ),
    });
    renderMainSite('/dashboard/sales');
    await screen.findByRole('link', { name: 'sold.com' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(salesUrls(api).at(-1)?.searchParams.get('page')).toBe('2'));

    await user.click(screen.getByRole('button', { name: 'Year' }));
    expect(screen.getByRole('button', { name: 'Year' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => {
      const last = salesUrls(api).at(-1);
      expect(last?.searchParams.get('interval')).toBe('YEAR');
      expect(last?.searchParams.get('page')).toBe('1');
    });
  });

  it('says when nothing sold in the period', async () => {
    salesApi([], {
      'GET /api/domains/sales': {
        body: salesBody([], { totalRevenue: 0, totalCost: 0, totalProfit: 0 }),
      },
    });
    renderMainSite('/dashboard/sales');
    expect(await screen.findByText('No sales this month.')).toBeInTheDocument();
  });

  it('links Export CSV and Export JSON to the chosen period’s download', async () => {
    const user = userEvent.setup();
    salesApi([sold]);
    renderMainSite('/dashboard/sales');
    await screen.findByRole('link', { name: 'sold.com' });
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    const json = screen.getByRole('link', { name: 'Export JSON' });
    expect(csv).toHaveAttribute('href', '/api/domains/sales/export?interval=MONTH&format=csv');
    expect(json).toHaveAttribute('href', '/api/domains/sales/export?interval=MONTH&format=json');
    expect(csv).toHaveAttribute('download');
    expect(json).toHaveAttribute('download');

    await user.click(screen.getByRole('button', { name: 'Quarter' }));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/domains/sales/export?interval=QUARTER&format=csv',
    );
  });

  describe('Record a sale', () => {
    const alpha = domainFixture({ name: 'alpha.com' });
    const alreadySold = domainFixture({ name: 'alpine.net', sold: true });

    function recordApi(editReply?: ApiReply) {
      return salesApi([sold], {
        'POST /api/search': ({ body }) => {
          const { query } = body as { query: string };
          const mine = [alpha, alreadySold].filter((d) => d.name.includes(query));
          return jsonResponse(200, dashboardSearchBody(mine));
        },
        'POST /api/domains/edit':
          editReply ??
          (({ body }) => updated({ name: 'alpha.com', ...(body as { domain: object }).domain })),
      });
    }

    async function openDialog(user: ReturnType<typeof userEvent.setup>) {
      await screen.findByRole('link', { name: 'sold.com' });
      await user.click(screen.getByRole('button', { name: 'Record a sale' }));
      return screen.findByRole('dialog', { name: 'Record a sale' });
    }

    it('offers the owner’s unsold domains, found with their dashboard search', async () => {
      const user = userEvent.setup();
      const api = recordApi();
      renderMainSite('/dashboard/sales');
      const dialog = await openDialog(user);
      await user.click(within(dialog).getByRole('combobox', { name: 'Domain' }));
      await user.paste('alp');
      // The owner's own search, once typing pauses.
      await waitFor(() => expect(api.sent('POST /api/search')).toContainEqual({ query: 'alp' }));
      expect(api.requested('/api/search').at(-1)?.searchParams.get('dashboard')).toBe('true');
      expect(await screen.findByRole('option', { name: 'alpha.com' })).toBeInTheDocument();
      // A domain already sold is not offered.
      expect(screen.queryByRole('option', { name: 'alpine.net' })).toBeNull();
    });

    it('records the sale, dated today unless changed, and refreshes the report', async () => {
      const user = userEvent.setup();
      const api = recordApi();
      renderMainSite('/dashboard/sales');
      const dialog = await openDialog(user);
      const today = localDate(new Date(), 'Europe/Berlin');
      expect(within(dialog).getByLabelText('Sale date')).toHaveValue(today);

      await user.click(within(dialog).getByRole('combobox', { name: 'Domain' }));
      await user.click(await screen.findByRole('option', { name: 'alpha.com' }));
      expect(within(dialog).getByRole('combobox', { name: 'Domain' })).toHaveValue('alpha.com');
      await user.type(within(dialog).getByLabelText('Sale price'), '4200');
      await user.type(within(dialog).getByLabelText('Sold on'), 'Sedo');
      await user.type(within(dialog).getByLabelText('Fees'), '840');
      const before = salesUrls(api).length;
      await user.click(within(dialog).getByRole('button', { name: 'Record sale' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.sent('POST /api/domains/edit')).toEqual([
        {
          domain: {
            _id: 'id-alpha.com',
            sold: true,
            salePrice: 4200,
            saleDate: today,
            saleVenue: 'Sedo',
            saleFees: 840,
          },
        },
      ]);
      await waitFor(() =>
        expect(toasts.success).toHaveBeenCalledWith('Domain Updated', expect.anything()),
      );
      await waitFor(() => expect(salesUrls(api).length).toBeGreaterThan(before));
    });

    it('asks for the domain before sending anything', async () => {
      const user = userEvent.setup();
      const api = recordApi();
      renderMainSite('/dashboard/sales');
      const dialog = await openDialog(user);
      await user.type(within(dialog).getByLabelText('Sale price'), '100');
      await user.click(within(dialog).getByRole('button', { name: 'Record sale' }));
      expect(await within(dialog).findByText('Choose the domain you sold.')).toBeInTheDocument();
      expect(within(dialog).getByRole('combobox', { name: 'Domain' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(api.sent('POST /api/domains/edit')).toEqual([]);
    });

    it('shows the server’s field error in the dialog, which stays open', async () => {
      const user = userEvent.setup();
      recordApi({
        status: 400,
        body: {
          type: 'ERROR',
          code: ErrorCode.VALIDATION_FAILED,
          title: 'Invalid Input',
          message: 'saleFees must be 0 or more',
          errors: [{ field: 'domain.saleFees', message: 'saleFees must be 0 or more' }],
        },
      });
      renderMainSite('/dashboard/sales');
      const dialog = await openDialog(user);
      await user.click(within(dialog).getByRole('combobox', { name: 'Domain' }));
      await user.click(await screen.findByRole('option', { name: 'alpha.com' }));
      await user.type(within(dialog).getByLabelText('Sale price'), '100');
      await user.click(within(dialog).getByRole('button', { name: 'Record sale' }));
      expect(await within(dialog).findByText('saleFees must be 0 or more')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Fees')).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(toasts.error).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('dialog', { name: 'Record a sale' })).toBeInTheDocument();
    });

    it('closes on Cancel without sending anything', async () => {
      const user = userEvent.setup();
      const api = recordApi();
      renderMainSite('/dashboard/sales');
      const dialog = await openDialog(user);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.sent('POST /api/domains/edit')).toEqual([]);
    });
  });

  describe('Undo a sale', () => {
    it('asks first; Cancel keeps the sale', async () => {
      const user = userEvent.setup();
      const api = salesApi([sold]);
      renderMainSite('/dashboard/sales');
      await user.click(await screen.findByRole('button', { name: 'Undo sale of sold.com' }));
      const dialog = await screen.findByRole('dialog', { name: 'Undo the sale of sold.com?' });
      expect(within(dialog).getByRole('button', { name: 'Undo sale' })).toHaveClass('bg-red-600');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.sent('POST /api/domains/edit')).toEqual([]);
    });

    it('clears the sale on confirm and refreshes the report', async () => {
      const user = userEvent.setup();
      let sales = [sold];
      const api = salesApi([], {
        'GET /api/domains/sales': () => jsonResponse(200, salesBody(sales)),
        'POST /api/domains/edit': () => {
          sales = [];
          return updated({ name: 'sold.com' });
        },
      });
      renderMainSite('/dashboard/sales');
      await user.click(await screen.findByRole('button', { name: 'Undo sale of sold.com' }));
      const dialog = await screen.findByRole('dialog', { name: 'Undo the sale of sold.com?' });
      await user.click(within(dialog).getByRole('button', { name: 'Undo sale' }));
      expect(await screen.findByText('No sales this month.')).toBeInTheDocument();
      expect(api.sent('POST /api/domains/edit')).toEqual([
        {
          domain: {
            _id: 'id-sold.com',
            sold: false,
            salePrice: null,
            saleDate: null,
            saleVenue: null,
            saleFees: null,
          },
        },
      ]);
      await waitFor(() =>
        expect(toasts.success).toHaveBeenCalledWith('Domain Updated', expect.anything()),
      );
    });

    it('keeps the dialog open when the undo fails', async () => {
      const user = userEvent.setup();
      salesApi([sold], { 'POST /api/domains/edit': apiError(ErrorCode.NOT_FOUND, 404) });
      renderMainSite('/dashboard/sales');
      await user.click(await screen.findByRole('button', { name: 'Undo sale of sold.com' }));
      const dialog = await screen.findByRole('dialog', { name: 'Undo the sale of sold.com?' });
      await user.click(within(dialog).getByRole('button', { name: 'Undo sale' }));
      await waitFor(() =>
        expect(toasts.error).toHaveBeenCalledWith('Not Found', expect.anything()),
      );
      expect(
        screen.getByRole('dialog', { name: 'Undo the sale of sold.com?' }),
      ).toBeInTheDocument();
    });
  });
});
