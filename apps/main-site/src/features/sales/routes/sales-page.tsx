import {
  INTERVAL_LABELS,
  PAGE_SIZE,
  PRODUCT_NAME,
  formatCount,
  formatCurrency,
} from '@domainfolio/contracts';
import { Alert, EmptyState, Pager, useDocumentTitle } from '@domainfolio/ui';
import { BanknotesIcon } from '@heroicons/react/24/outline';
import { StatTiles } from '../../../components/stat-tiles';
import { useIntervalPage } from '../../../hooks/use-interval-page';
import { IntervalTabs } from '../../../components/interval-tabs';
import { useSales } from '../api/get-sales';
import { SalesTable } from '../components/sales-table';

/** /dashboard/sales (decisions.md): the domains sold in the chosen period, revenue and profit. */
export function SalesPage() {
  useDocumentTitle(`Sales | ${PRODUCT_NAME}`);
  const { interval, page, setInterval, setPage } = useIntervalPage();
  const query = useSales({ interval, page });
  const data = query.data;
  const result = data?.payload;
  const period = INTERVAL_LABELS[interval];

  return (
    <div className="space-y-8">
      <section aria-labelledby="sales-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sales-heading" className="text-lg font-semibold text-gray-900">
            Sales
          </h2>
          <IntervalTabs value={interval} onChange={setInterval} />
        </div>
        <StatTiles
          tiles={[
            {
              label: 'Domains sold',
              value: result && formatCount(result.totalDocs, result.totalIsCapped),
            },
            { label: 'Revenue', value: data && formatCurrency(data.totalRevenue) },
            {
              label: 'Profit',
              value: data && formatCurrency(data.totalProfit),
              negative: data !== undefined && data.totalProfit < 0,
            },
          ]}
        />
      </section>

      <section aria-label="Sold domains" className="min-w-0 space-y-4">
        {query.isError && !result ? (
          <Alert tone="error" title="Your sales could not be loaded">
            {query.error.message}
          </Alert>
        ) : result && result.totalDocs === 0 ? (
          <EmptyState icon={BanknotesIcon} title={`No sales this ${period.toLowerCase()}.`} />
        ) : (
          <>
            <SalesTable sales={result?.docs} />
            {result && (
              <Pager
                page={result.page}
                limit={result.limit || PAGE_SIZE}
                totalDocs={result.totalDocs}
                totalIsCapped={result.totalIsCapped}
                onPageChange={setPage}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
