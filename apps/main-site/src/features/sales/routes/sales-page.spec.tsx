import { buildPagedResult } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { domainFixture, userFixture } from '../../../test/fixtures';
import { currentUserReply, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import type { SoldDomain } from '../components/sales-table';

function salesBody(
  sales: SoldDomain[],
  { page = 1, totalDocs = sales.length, totalRevenue = 3000, totalProfit = 2500.25 } = {},
) {
  return { payload: buildPagedResult(sales, totalDocs, page, 48), totalRevenue, totalProfit };
}

function salesUrls(api: ReturnType<typeof mockApi>): URL[] {
  return api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost:3000'))
    .filter((url) => url.pathname === '/api/domains/sales');
}

const sold: SoldDomain = {
  ...domainFixture({
    name: 'sold.com',
    sold: true,
    saleDate: '2025-02-03',
    salePrice: 3000,
    domainCost: 10,
  }),
  profit: 2977.5,
};

describe('Sales', () => {
  it('shows skeleton rows while the sales load', async () => {
    mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'GET /api/domains/sales': () => new Promise<Response>(() => {}),
    });
    renderMainSite('/dashboard/sales');
    const table = await screen.findByRole('table', { name: 'Sales' });
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(48);
  });

  it('shows the tiles and rows formatted', async () => {
    const api = mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'GET /api/domains/sales': { body: salesBody([sold]) },
    });
    renderMainSite('/dashboard/sales');
    expect(await screen.findByRole('heading', { name: 'Sales' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'sold.com' });
    expect(link).toHaveAttribute('href', '/dashboard/domains/sold.com');

    const tiles = screen.getByText('Domains sold').closest('dl') as HTMLElement;
    expect(within(tiles).getByText('1')).toBeInTheDocument();
    expect(within(tiles).getByText('$3,000.00')).toBeInTheDocument();
    expect(within(tiles).getByText('$2,500.25')).not.toHaveClass('text-red-600');

    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('02/03/25')).toBeInTheDocument();
    expect(within(row).getByText('$3,000.00')).toBeInTheDocument();
    expect(within(row).getByText('$10.00')).toBeInTheDocument();
    expect(within(row).getByText('$2,977.50')).toBeInTheDocument();

    const [url] = salesUrls(api);
    expect(url?.searchParams.get('interval')).toBe('MONTH');
    expect(url?.searchParams.get('page')).toBe('1');
  });

  it('shows a loss in red', async () => {
    mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'GET /api/domains/sales': {
        body: salesBody([{ ...sold, profit: -40 }], { totalRevenue: 5, totalProfit: -40 }),
      },
    });
    renderMainSite('/dashboard/sales');
    const tiles = (await screen.findByText('Domains sold')).closest('dl') as HTMLElement;
    expect(await within(tiles).findByText('-$40.00')).toHaveClass('text-red-600');
  });

  it('asks for the chosen interval from page 1', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
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
    mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'GET /api/domains/sales': { body: salesBody([], { totalRevenue: 0, totalProfit: 0 }) },
    });
    renderMainSite('/dashboard/sales');
    expect(await screen.findByText('No sales this month.')).toBeInTheDocument();
  });
});
