import {
  formatCount,
  formatCurrency,
  type MonthlyRenewals,
  type MonthlySales,
} from '@domainfolio/contracts';
import { useMemo } from 'react';
import { counted, longMonth, shortMonth } from './analytics-words';
import { ChartCard } from './chart-card';
import { CHART_COLORS, type ChartSpec } from './chart-spec';

const sum = <T,>(rows: readonly T[], of: (row: T) => number) =>
  rows.reduce((total, row) => total + of(row), 0);

const monthTicks = (months: readonly { month: string }[]) =>
  months.map((row, index) => shortMonth(row.month, index === 0));

/** Revenue and profit of each of the last 12 months' sales, as bars side by side. */
export function SalesChart({ months }: { months: readonly MonthlySales[] }) {
  const spec = useMemo<ChartSpec>(
    () => ({
      ticks: monthTicks(months),
      unit: 'money',
      tickSpace: 40,
      series: [
        {
          label: 'Revenue',
          color: CHART_COLORS.sales,
          kind: 'bars',
          values: months.map((m) => m.revenue),
        },
        {
          label: 'Profit',
          color: CHART_COLORS.profit,
          kind: 'bars',
          values: months.map((m) => m.profit),
        },
      ],
    }),
    [months],
  );
  const sales = sum(months, (m) => m.sales);
  const revenue = sum(months, (m) => m.revenue);
  const profit = sum(months, (m) => m.profit);
  const title = 'Sales and profit by month';
  return (
    <ChartCard
      title={title}
      empty={sales === 0 ? 'No sales in the last 12 months.' : null}
      summary={`${title}, last 12 months: ${counted(sales, 'sale')}, ${formatCurrency(revenue)} revenue, ${formatCurrency(profit)} profit`}
      spec={spec}
      describePoint={(index) => {
        const month = months[index];
        return month
          ? `${longMonth(month.month)}: ${counted(month.sales, 'sale')}, ${formatCurrency(month.revenue)} revenue, ${formatCurrency(month.profit)} profit`
          : '';
      }}
      table={{
        caption: 'Sales, revenue and profit by month, last 12 months',
        columns: [
          { header: 'Month' },
          { header: 'Sales', numeric: true },
          { header: 'Revenue', numeric: true },
          { header: 'Profit', numeric: true },
        ],
        rows: months.map((m) => [
          longMonth(m.month),
          formatCount(m.sales),
          formatCurrency(m.revenue),
          formatCurrency(m.profit),
        ]),
        footer: ['Total', formatCount(sales), formatCurrency(revenue), formatCurrency(profit)],
      }}
    />
  );
}

/** What renewing the unsold names costs in each of the next 12 months, as bars. */
export function RenewalsChart({ months }: { months: readonly MonthlyRenewals[] }) {
  const spec = useMemo<ChartSpec>(
    () => ({
      ticks: monthTicks(months),
      unit: 'money',
      tickSpace: 40,
      series: [
        {
          label: 'Renewal cost',
          color: CHART_COLORS.renewals,
          kind: 'bars',
          values: months.map((m) => m.renewalCost),
        },
      ],
    }),
    [months],
  );
  const names = sum(months, (m) => m.count);
  const cost = sum(months, (m) => m.renewalCost);
  const title = 'Renewal cost by month';
  return (
    <ChartCard
      title={title}
      empty={names === 0 ? 'No names to renew in the next 12 months.' : null}
      summary={`${title}, next 12 months: ${counted(names, 'name')} to renew, ${formatCurrency(cost)}`}
      spec={spec}
      describePoint={(index) => {
        const month = months[index];
        return month
          ? `${longMonth(month.month)}: ${counted(month.count, 'name')}, ${formatCurrency(month.renewalCost)}`
          : '';
      }}
      table={{
        caption: 'Names expiring and their renewal cost by month, next 12 months',
        columns: [
          { header: 'Month' },
          { header: 'Names expiring', numeric: true },
          { header: 'Renewal cost', numeric: true },
        ],
        rows: months.map((m) => [
          longMonth(m.month),
          formatCount(m.count),
          formatCurrency(m.renewalCost),
        ]),
        footer: ['Total', formatCount(names), formatCurrency(cost)],
      }}
    />
  );
}
