import {
  DEFAULT_ANALYTICS_DAYS,
  formatCount,
  type AnalyticsDays,
  type DomainAnalytics,
} from '@domainfolio/contracts';
import { EmptyState, Skeleton } from '@domainfolio/ui';
import { ChartBarIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { StatTiles } from '../../../components/stat-tiles';
import { useDomainAnalytics } from '../api/get-domain-analytics';
import {
  counted,
  countryLabel,
  deviceLabel,
  formatConversion,
  periodPhrase,
  referrerLabel,
} from './analytics-words';
import { BreakdownList } from './breakdown-list';
import { PeriodChips } from './period-chips';
import { TrafficChart } from './traffic-chart';

export interface DomainAnalyticsPanelProps {
  /** The domain's stored name. */
  name: string;
  /** A sold name keeps its landing page's history; the panel says so. */
  sold?: boolean;
}

function Report({ report }: { report: DomainAnalytics }) {
  const { totals } = report;
  return (
    <div className="space-y-6">
      <div>
        <StatTiles
          tiles={[
            { label: 'Views', value: formatCount(totals.views) },
            { label: 'Unique visitors', value: formatCount(totals.visitors) },
            { label: 'Leads', value: formatCount(totals.leads) },
            { label: 'Conversion', value: formatConversion(totals.conversion) },
          ]}
        />
        <p className="mt-2 text-xs text-gray-500">
          Conversion is leads per 100 unique visitors.{' '}
          {totals.bots > 0
            ? `${counted(totals.bots, 'bot visit')} (crawlers, link previews, monitors), not counted as views.`
            : 'Bots (crawlers, link previews, monitors) are not counted as views.'}
        </p>
      </div>

      {totals.views === 0 ? (
        <EmptyState
          icon={ChartBarIcon}
          title={`No visits yet in the ${periodPhrase(report.days)}`}
          description="Views of the landing page appear here the day they happen. Share its link or list the name on the marketplace."
        />
      ) : (
        <>
          <TrafficChart report={report} title="Views per day" headingLevel={4} />
          <div className="grid gap-6 rounded-lg bg-white p-4 shadow-xs ring-1 ring-gray-200 sm:p-5 md:grid-cols-3">
            <BreakdownList
              title="Referring sites"
              column="Site"
              rows={report.referrers}
              labelOf={referrerLabel}
            />
            <BreakdownList
              title="Countries"
              column="Country"
              rows={report.countries}
              labelOf={countryLabel}
            />
            <BreakdownList
              title="Devices"
              column="Device"
              rows={report.devices}
              labelOf={deviceLabel}
            />
          </div>
        </>
      )}
    </div>
  );
}

function Loading() {
  return (
    <div aria-busy="true" className="space-y-4">
      <span className="sr-only">Loading the analytics…</span>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((tile) => (
          <Skeleton key={tile} className="h-20 w-full" />
        ))}
      </div>
      <Skeleton className="h-56 w-full" />
    </div>
  );
}

/**
 * A domain's landing page analytics: the period's views, unique visitors, leads and conversion
 * (bots apart), views per day with the days that brought leads, and where the views came from
 * (referring sites, countries, devices).
 */
export function DomainAnalyticsPanel({ name, sold = false }: DomainAnalyticsPanelProps) {
  const [days, setDays] = useState<AnalyticsDays>(DEFAULT_ANALYTICS_DAYS);
  const analytics = useDomainAnalytics(name, days);

  return (
    <section aria-labelledby="domain-analytics-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="domain-analytics-heading" className="text-base font-semibold text-gray-900">
            Landing page analytics
          </h3>
          {sold && (
            <p className="mt-1 text-sm text-gray-500">
              Sold: the landing page&apos;s history stays here.
            </p>
          )}
        </div>
        <PeriodChips value={days} onChange={setDays} label="Analytics period" />
      </div>
      {analytics.data ? (
        <div
          aria-busy={analytics.isPlaceholderData}
          className={analytics.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        >
          <Report report={analytics.data} />
        </div>
      ) : analytics.isError ? (
        <LoadError
          title="The analytics could not be loaded"
          error={analytics.error}
          onRetry={() => void analytics.refetch()}
        />
      ) : (
        <Loading />
      )}
    </section>
  );
}
