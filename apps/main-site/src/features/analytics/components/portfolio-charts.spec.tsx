import { ErrorCode } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsReply, portfolioAnalyticsFixture } from '../../../test/analytics-fixtures';
import { livePlots, plots } from '../../../test/fake-uplot';
import { dashboardSearchBody, domainFixture, userFixture } from '../../../test/fixtures';
import {
  apiError,
  currentUserReply,
  jsonResponse,
  mockApi,
  type ApiReply,
} from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { CHARTS_STORAGE_KEY } from './portfolio-charts';

// jsdom draws no canvas: a stand-in for uPlot keeps what each chart was given.
vi.mock('uplot', () => import('../../../test/fake-uplot'));

const stats = {
  totalDomains: 2,
  totalPortfolioValue: 3500,
  totalViews: 1234,
  totalDomainExpirations: 1,
  totalRenewalCost: 25,
  totalLeads: 12,
  totalSalesRevenue: 5700,
  totalSalesProfit: 3196.18,
};

function dashboardApi(analytics: ApiReply = analyticsReply(portfolioAnalyticsFixture)) {
  plots.length = 0;
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/domains/portfolio-stats': { body: { payload: stats } },
    'POST /api/search': () =>
      jsonResponse(200, dashboardSearchBody([domainFixture({ name: 'alpha.com' })])),
    'GET /api/analytics': analytics,
  });
}

async function chartsSection(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Traffic and sales' });
  return heading.closest('section') as HTMLElement;
}

/** The card (section) of the chart whose heading is `title`. */
function card(section: HTMLElement, title: string): HTMLElement {
  return within(section).getByRole('heading', { name: title }).closest('section') as HTMLElement;
}

describe('Dashboard charts', () => {
  beforeEach(() => window.localStorage.clear());

  it('draws views and leads, sales and profit, and renewal cost, each named by its figures', async () => {
    dashboardApi();
    renderMainSite('/dashboard');
    const section = within(await chartsSection());
    expect(
      await section.findByRole('img', {
        name: 'Views and leads, last 30 days: 1,234 views, 1,000 visitors, 12 leads',
      }),
    ).toBeInTheDocument();
    expect(
      section.getByRole('img', {
        name: 'Sales and profit by month, last 12 months: 3 sales, $5,700.00 revenue, $3,196.18 profit',
      }),
    ).toBeInTheDocument();
    expect(
      section.getByRole('img', {
        name: 'Renewal cost by month, next 12 months: 44 names to renew, $530.00',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(livePlots()).toHaveLength(3));
    const [, sales, renewals] = livePlots();
    expect(sales?.options.series.map((series) => series.label)).toEqual([
      undefined,
      'Revenue',
      'Profit',
    ]);
    expect(sales?.options.series[1]?.paths).toBeTypeOf('function');
    expect(sales?.data[2]?.[3]).toBe(3316.68);
    expect(sales?.data[2]?.[11]).toBe(-120.5);
    expect(renewals?.data[1]?.[11]).toBe(480);
    // The month axis names the first month with its year, then each January.
    const ticks = sales?.options.axes[0]?.values?.(null, [0, 1, 2, 2.5]);
    expect(ticks).toEqual(['Dec ’25', 'Jan ’26', 'Feb', '']);
  });

  it("shows each chart's numbers as a table with totals", async () => {
    dashboardApi();
    renderMainSite('/dashboard');
    const section = await chartsSection();
    await within(section).findByRole('img', { name: /^Sales and profit/ });

    const sales = within(card(section, 'Sales and profit by month'));
    await userEvent.click(sales.getByRole('button', { name: 'Show table' }));
    const salesTable = sales.getByRole('table', {
      name: 'Sales, revenue and profit by month, last 12 months',
    });
    expect(within(salesTable).getByRole('row', { name: /^Mar 2026/ })).toHaveTextContent(
      'Mar 20261$4,200.00$3,316.68',
    );
    expect(within(salesTable).getByRole('row', { name: /^Nov 2026/ })).toHaveTextContent(
      'Nov 20262$1,500.00-$120.50',
    );
    expect(within(salesTable).getAllByRole('row').at(-1)).toHaveTextContent(
      'Total3$5,700.00$3,196.18',
    );

    const renewals = within(card(section, 'Renewal cost by month'));
    await userEvent.click(renewals.getByRole('button', { name: 'Show table' }));
    const renewalsTable = renewals.getByRole('table', {
      name: 'Names expiring and their renewal cost by month, next 12 months',
    });
    expect(within(renewalsTable).getByRole('row', { name: /^Oct 2027/ })).toHaveTextContent(
      'Oct 202740$480.00',
    );
    expect(within(renewalsTable).getAllByRole('row').at(-1)).toHaveTextContent('Total44$530.00');

    const traffic = within(card(section, 'Views and leads'));
    await userEvent.click(traffic.getByRole('button', { name: 'Show table' }));
    const trafficTable = traffic.getByRole('table', {
      name: 'Views, unique visitors and leads per day, last 30 days',
    });
    expect(within(trafficTable).getAllByRole('row')).toHaveLength(32);
  });

  it('lists the top referring sites, countries and domains', async () => {
    dashboardApi();
    renderMainSite('/dashboard');
    const section = within(await chartsSection());
    const referrers = await section.findByRole('table', {
      name: 'Top referring sites, last 30 days',
    });
    expect(within(referrers).getByRole('row', { name: 'Direct / none 700' })).toBeInTheDocument();
    const countries = section.getByRole('table', { name: 'Top countries, last 30 days' });
    expect(within(countries).getByRole('row', { name: 'Germany 800' })).toBeInTheDocument();
    const domains = section.getByRole('table', { name: 'Top domains' });
    expect(within(domains).getByRole('link', { name: 'alpha.com' })).toHaveAttribute(
      'href',
      '/dashboard/domains/alpha.com',
    );
    expect(within(domains).getByRole('row', { name: 'alpha.com 1,000 10' })).toBeInTheDocument();
  });

  it('asks for the chosen period', async () => {
    const api = dashboardApi();
    renderMainSite('/dashboard');
    const section = within(await chartsSection());
    await section.findByRole('img', { name: /^Views and leads, last 30 days/ });
    await userEvent.click(section.getByRole('button', { name: '90 days' }));
    expect(
      await section.findByRole('img', { name: /^Views and leads, last 90 days: 1,234 views/ }),
    ).toBeInTheDocument();
    expect(api.requested('/api/analytics').at(-1)?.searchParams.get('days')).toBe('90');
    expect(section.getByRole('table', { name: 'Top countries, last 90 days' })).toBeInTheDocument();
  });

  it('hides the charts, remembers it and loads nothing while they are hidden', async () => {
    const api = dashboardApi();
    const first = renderMainSite('/dashboard');
    const section = within(await chartsSection());
    await section.findByRole('img', { name: /^Views and leads/ });
    const hide = section.getByRole('button', { name: 'Hide charts' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    expect(section.queryByRole('img')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CHARTS_STORAGE_KEY)).toBe('hidden');
    first.unmount();

    const asked = api.requested('/api/analytics').length;
    renderMainSite('/dashboard');
    const again = within(await chartsSection());
    const show = again.getByRole('button', { name: 'Show charts' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(api.requested('/api/analytics')).toHaveLength(asked);
    await userEvent.click(show);
    expect(await again.findByRole('img', { name: /^Views and leads/ })).toBeInTheDocument();
    expect(window.localStorage.getItem(CHARTS_STORAGE_KEY)).toBeNull();
  });

  it('says so when there were no sales and are no renewals', async () => {
    dashboardApi(
      analyticsReply((days) => {
        const report = portfolioAnalyticsFixture(days);
        return {
          ...report,
          salesByMonth: report.salesByMonth.map((m) => ({ ...m, sales: 0, revenue: 0, profit: 0 })),
          renewalsByMonth: report.renewalsByMonth.map((m) => ({ ...m, count: 0, renewalCost: 0 })),
        };
      }),
    );
    renderMainSite('/dashboard');
    const section = await chartsSection();
    await within(section).findByRole('img', { name: /^Sales and profit/ });
    expect(
      within(card(section, 'Sales and profit by month')).getByText(
        'No sales in the last 12 months.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card(section, 'Renewal cost by month')).getByText(
        'No names to renew in the next 12 months.',
      ),
    ).toBeInTheDocument();
  });

  it('offers to try again when the charts cannot be loaded', async () => {
    dashboardApi(apiError(ErrorCode.INTERNAL, 500));
    renderMainSite('/dashboard');
    const section = within(await chartsSection());
    expect(await section.findByText('The charts could not be loaded')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
