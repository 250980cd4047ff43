import { formatCount, type AnalyticsReport } from '@domainfolio/contracts';
import { useMemo, type ReactNode } from 'react';
import { counted, longDay, periodPhrase, shortDay } from './analytics-words';
import { ChartCard } from './chart-card';
import { CHART_COLORS, type ChartSpec } from './chart-spec';

export interface TrafficChartProps {
  report: AnalyticsReport;
  title?: string;
  actions?: ReactNode;
  headingLevel?: 3 | 4;
  className?: string;
}

/** The sentence a screen reader hears for the chart. */
export function trafficSummary(title: string, report: AnalyticsReport): string {
  const { views, visitors, leads } = report.totals;
  return (
    `${title}, ${periodPhrase(report.days)}: ${counted(views, 'view')}, ` +
    `${counted(visitors, 'visitor')}, ${counted(leads, 'lead')}`
  );
}

/**
 * Views per day as a line, unique visitors as a second line and the days with leads as rings
 * on the views line; its table lists every day.
 */
export function TrafficChart({
  report,
  title = 'Views and leads',
  actions,
  headingLevel,
  className,
}: TrafficChartProps) {
  const { series } = report;
  const spec = useMemo<ChartSpec>(
    () => ({
      ticks: series.map((day) => shortDay(day.day)),
      unit: 'count',
      series: [
        {
          label: 'Views',
          color: CHART_COLORS.views,
          kind: 'line',
          values: series.map((d) => d.views),
        },
        {
          label: 'Unique visitors',
          color: CHART_COLORS.visitors,
          kind: 'line',
          dashed: true,
          values: series.map((d) => d.visitors),
        },
        {
          label: 'Days with leads',
          color: CHART_COLORS.leads,
          kind: 'markers',
          values: series.map((d) => (d.leads > 0 ? d.views : null)),
        },
      ],
    }),
    [series],
  );
  const period = periodPhrase(report.days);
  return (
    <ChartCard
      title={title}
      actions={actions}
      headingLevel={headingLevel}
      className={className}
      summary={trafficSummary(title, report)}
      spec={spec}
      describePoint={(index) => {
        const day = series[index];
        if (!day) return '';
        return `${longDay(day.day)}: ${counted(day.views, 'view')}, ${counted(day.visitors, 'visitor')}, ${counted(day.leads, 'lead')}`;
      }}
      table={{
        caption: `Views, unique visitors and leads per day, ${period}`,
        columns: [
          { header: 'Day' },
          { header: 'Views', numeric: true },
          { header: 'Unique visitors', numeric: true },
          { header: 'Leads', numeric: true },
        ],
        // Newest first: the days a reader most likely looks for.
        rows: [...series]
          .reverse()
          .map((day) => [
            longDay(day.day),
            formatCount(day.views),
            formatCount(day.visitors),
            formatCount(day.leads),
          ]),
        footer: [
          'Total',
          formatCount(report.totals.views),
          formatCount(report.totals.visitors),
          formatCount(report.totals.leads),
        ],
      }}
    />
  );
}
