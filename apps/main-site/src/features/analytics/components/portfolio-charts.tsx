import {
  DEFAULT_ANALYTICS_DAYS,
  formatCount,
  type AnalyticsDays,
  type PortfolioAnalytics,
} from '@domainfolio/contracts';
import { Skeleton } from '@domainfolio/ui';
import { ChevronDownIcon } from '@heroicons/react/20/solid';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { domainPath } from '../../../lib/domain-paths';
import { usePortfolioAnalytics } from '../api/get-portfolio-analytics';
import { countryLabel, periodPhrase, referrerLabel } from './analytics-words';
import { BreakdownList } from './breakdown-list';
import { RenewalsChart, SalesChart } from './money-charts';
import { PeriodChips } from './period-chips';
import { TrafficChart } from './traffic-chart';

/** Where the owner's choice to hide the charts is remembered. */
export const CHARTS_STORAGE_KEY = 'domainfolio:dashboard-charts';

function readShown(): boolean {
  try {
    return window.localStorage.getItem(CHARTS_STORAGE_KEY) !== 'hidden';
  } catch {
    return true;
  }
}

function storeShown(shown: boolean): void {
  try {
    if (shown) window.localStorage.removeItem(CHARTS_STORAGE_KEY);
    else window.localStorage.setItem(CHARTS_STORAGE_KEY, 'hidden');
  } catch {
    // Private windows may refuse storage; the choice then lasts for this visit only.
  }
}

const CARD = 'min-w-0 rounded-lg bg-white p-4 shadow-xs ring-1 ring-gray-200 sm:p-5';

function TopDomains({ report }: { report: PortfolioAnalytics }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h4 id={id} className="text-sm font-semibold text-gray-900">
        Top domains
      </h4>
      {report.topDomains.length === 0 ? (
        <p className="mt-2 text-sm text-gray-500">No views in this period.</p>
      ) : (
        <table aria-labelledby={id} className="mt-2 w-full table-fixed text-sm">
          <thead>
            <tr className="text-xs text-gray-500">
              <th scope="col" className="pb-1 text-left font-medium">
                Domain
              </th>
              <th scope="col" className="w-16 pb-1 text-right font-medium">
                Views
              </th>
              <th scope="col" className="w-14 pb-1 text-right font-medium">
                Leads
              </th>
            </tr>
          </thead>
          <tbody>
            {report.topDomains.map((row) => (
              <tr key={row.name}>
                <th scope="row" className="truncate py-1 pr-2 text-left font-normal">
                  <Link
                    to={domainPath(row.name)}
                    className="font-medium text-indigo-600 hover:text-indigo-500"
                    title={row.unicodeName}
                  >
                    {row.unicodeName}
                  </Link>
                </th>
                <td className="py-1 text-right text-gray-700 tabular-nums">
                  {formatCount(row.views)}
                </td>
                <td className="py-1 text-right text-gray-700 tabular-nums">
                  {formatCount(row.leads)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Charts({ report }: { report: PortfolioAnalytics }) {
  const period = periodPhrase(report.days);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TrafficChart report={report} className="lg:col-span-2" />
      <SalesChart months={report.salesByMonth} />
      <RenewalsChart months={report.renewalsByMonth} />
      <div className={`${CARD} grid gap-6 sm:grid-cols-2 lg:col-span-2 lg:grid-cols-3`}>
        <BreakdownList
          title={`Top referring sites, ${period}`}
          column="Site"
          rows={report.referrers}
          labelOf={referrerLabel}
        />
        <BreakdownList
          title={`Top countries, ${period}`}
          column="Country"
          rows={report.countries}
          labelOf={countryLabel}
        />
        <TopDomains report={report} />
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div aria-busy="true" className="grid gap-4 lg:grid-cols-2">
      <span className="sr-only">Loading the charts…</span>
      <Skeleton className="h-72 w-full lg:col-span-2" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * The dashboard's charts, under the portfolio's figures: views and leads over a period, the
 * last 12 months' sales and profit, the next 12 months' renewal cost, and the period's top
 * referring sites, countries and domains. The owner may hide them (remembered on this device);
 * hidden, they load nothing.
 */
export function PortfolioCharts() {
  const id = useId();
  const [shown, setShown] = useState(readShown);
  const [days, setDays] = useState<AnalyticsDays>(DEFAULT_ANALYTICS_DAYS);
  const analytics = usePortfolioAnalytics(days, shown);

  const toggle = () => {
    storeShown(!shown);
    setShown(!shown);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 id={`${id}-heading`} className="text-base font-semibold text-gray-900">
            Traffic and sales
          </h2>
          <button
            type="button"
            aria-expanded={shown}
            aria-controls={shown ? `${id}-charts` : undefined}
            onClick={toggle}
            className="inline-flex items-center gap-0.5 rounded-sm text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {shown ? 'Hide charts' : 'Show charts'}
            <ChevronDownIcon
              aria-hidden="true"
              className={shown ? 'size-5 rotate-180' : 'size-5'}
            />
          </button>
        </div>
        {shown && <PeriodChips value={days} onChange={setDays} label="Traffic period" />}
      </div>
      {shown && (
        <div id={`${id}-charts`}>
          {analytics.data ? (
            <div
              aria-busy={analytics.isPlaceholderData}
              className={analytics.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            >
              <Charts report={analytics.data} />
            </div>
          ) : analytics.isError ? (
            <LoadError
              title="The charts could not be loaded"
              error={analytics.error}
              onRetry={() => void analytics.refetch()}
            />
          ) : (
            <Loading />
          )}
        </div>
      )}
    </section>
  );
}
