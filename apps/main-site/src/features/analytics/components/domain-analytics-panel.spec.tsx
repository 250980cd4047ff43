import { ErrorCode } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  analyticsReply,
  domainAnalyticsFixture,
  emptyDomainAnalyticsFixture,
} from '../../../test/analytics-fixtures';
import { domainDetailFixture, leadsBody, userFixture } from '../../../test/fixtures';
import { apiError, currentUserReply, mockApi, type ApiReply } from '../../../test/mock-api';
import { livePlots, plots } from '../../../test/fake-uplot';
import { renderMainSite } from '../../../test/render-routes';

// jsdom draws no canvas: a stand-in for uPlot keeps what each chart was given.
vi.mock('uplot', () => import('../../../test/fake-uplot'));

function domainApi(analytics: ApiReply, domain: Parameters<typeof domainDetailFixture>[0] = {}) {
  plots.length = 0;
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/domains/alpha.com': {
      body: { payload: domainDetailFixture({ name: 'alpha.com', views: 5000, ...domain }) },
    },
    'GET /api/leads/alpha.com': { body: leadsBody([]) },
    'GET /api/domains/alpha.com/analytics': analytics,
  });
}

async function panel(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Landing page analytics' });
  return heading.closest('section') as HTMLElement;
}

describe('Domain analytics panel', () => {
  it("shows the period's tiles, bots apart, and the views chart with its summary", async () => {
    domainApi(analyticsReply((days) => domainAnalyticsFixture(days)));
    renderMainSite('/dashboard/domains/alpha.com');
    const section = await panel();
    const tiles = within(section);
    expect(await tiles.findByText('1,234')).toBeInTheDocument();
    const figures = within(section.querySelector('dl') as HTMLElement);
    const figure = (label: string) => figures.getByText(label).nextElementSibling;
    expect(figure('Views')).toHaveTextContent('1,234');
    expect(figure('Unique visitors')).toHaveTextContent('1,000');
    expect(figure('Leads')).toHaveTextContent('12');
    expect(figure('Conversion')).toHaveTextContent('1.20%');
    expect(tiles.getByText(/40 bot visits .* not counted as views/)).toBeInTheDocument();

    const chart = tiles.getByRole('img', {
      name: 'Views per day, last 30 days: 1,234 views, 1,000 visitors, 12 leads',
    });
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    const [plot] = livePlots();
    expect(plot?.options.series.map((series) => series.label)).toEqual([
      undefined,
      'Views',
      'Unique visitors',
      'Days with leads',
    ]);
    expect(plot?.data[0]).toHaveLength(30);
    expect(plot?.data[1]?.slice(-3)).toEqual([600, 400, 234]);
    // Lead days are marked on the views line; the days without leads carry no marker.
    expect(plot?.data[3]?.slice(-3)).toEqual([600, null, 234]);
  });

  it('shows the same numbers as a table, newest day first, with the total', async () => {
    domainApi(analyticsReply((days) => domainAnalyticsFixture(days)));
    renderMainSite('/dashboard/domains/alpha.com');
    const section = within(await panel());
    await userEvent.click(await section.findByRole('button', { name: 'Show table' }));
    const table = section.getByRole('table', {
      name: 'Views, unique visitors and leads per day, last 30 days',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('DayViewsUnique visitorsLeads');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Nov 27, 2026');
    expect(rows[1]).toHaveTextContent('23420010');
    expect(rows[2]).toHaveTextContent('Nov 26, 2026400300');
    expect(rows.at(-1)).toHaveTextContent('Total1,2341,00012');
    expect(section.getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('lists referring sites, countries and devices by name with their views', async () => {
    domainApi(analyticsReply((days) => domainAnalyticsFixture(days)));
    renderMainSite('/dashboard/domains/alpha.com');
    const section = within(await panel());
    const referrers = await section.findByRole('table', { name: 'Referring sites' });
    expect(within(referrers).getByRole('row', { name: 'Direct / none 700' })).toBeInTheDocument();
    expect(
      within(referrers).getByRole('row', { name: 'news.ycombinator.com 500' }),
    ).toBeInTheDocument();
    expect(within(referrers).getByRole('row', { name: 'Other sites 34' })).toBeInTheDocument();
    const countries = section.getByRole('table', { name: 'Countries' });
    expect(within(countries).getByRole('row', { name: 'Germany 800' })).toBeInTheDocument();
    expect(within(countries).getByRole('row', { name: 'United States 400' })).toBeInTheDocument();
    expect(within(countries).getByRole('row', { name: 'Unknown 34' })).toBeInTheDocument();
    const devices = section.getByRole('table', { name: 'Devices' });
    expect(within(devices).getByRole('row', { name: 'Desktop 1,000' })).toBeInTheDocument();
    expect(within(devices).getByRole('row', { name: 'Phone 234' })).toBeInTheDocument();
  });

  it('asks for the chosen period and redraws for it', async () => {
    const api = domainApi(analyticsReply((days) => domainAnalyticsFixture(days)));
    renderMainSite('/dashboard/domains/alpha.com');
    const section = within(await panel());
    await section.findByRole('img', { name: /last 30 days/ });
    expect(section.getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(section.getByRole('button', { name: '7 days' }));
    expect(
      await section.findByRole('img', { name: /^Views per day, last 7 days: 1,234 views/ }),
    ).toBeInTheDocument();
    expect(section.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    const asked = api.requested('/api/domains/alpha.com/analytics');
    // Strict mode asks for the first period twice; the period chosen is asked for last.
    expect(new Set(asked.map((url) => url.searchParams.get('days')))).toEqual(new Set(['30', '7']));
    expect(asked.at(-1)?.searchParams.get('days')).toBe('7');
    await waitFor(() => expect(livePlots().at(-1)?.data[0]).toHaveLength(7));
  });

  it('says so when the period has no visits', async () => {
    domainApi(analyticsReply((days) => emptyDomainAnalyticsFixture(days)));
    renderMainSite('/dashboard/domains/alpha.com');
    const section = within(await panel());
    expect(
      await section.findByRole('heading', { name: 'No visits yet in the last 30 days' }),
    ).toBeInTheDocument();
    expect(section.queryByRole('img')).not.toBeInTheDocument();
  });

  it("keeps a sold domain's history", async () => {
    domainApi(
      analyticsReply((days) => domainAnalyticsFixture(days)),
      { sold: true, salePrice: 5000 },
    );
    renderMainSite('/dashboard/domains/alpha.com');
    const section = within(await panel());
    expect(section.getByText(/Sold: the landing page's history stays here/)).toBeInTheDocument();
    expect(await section.findByRole('img', { name: /1,234 views/ })).toBeInTheDocument();
  });

  it('offers to try again when the analytics cannot be loaded', async () => {
    domainApi(apiError(ErrorCode.INTERNAL, 500));
    renderMainSite('/dashboard/domains/alpha.com');
    const section = within(await panel());
    expect(await section.findByText('The analytics could not be loaded')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
