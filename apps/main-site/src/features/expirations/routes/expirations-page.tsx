import {
  INTERVAL_LABELS,
  PAGE_SIZE,
  PRODUCT_NAME,
  formatCount,
  formatCurrency,
} from '@domainfolio/contracts';
import { Alert, EmptyState, Pager, useDocumentTitle } from '@domainfolio/ui';
import { CalendarDaysIcon } from '@heroicons/react/24/outline';
import { StatTiles } from '../../../components/stat-tiles';
import { useIntervalPage } from '../../../hooks/use-interval-page';
import { IntervalTabs } from '../../../components/interval-tabs';
import { useExpiringDomains } from '../api/get-expiring-domains';
import { ExpiringDomainsTable } from '../components/expiring-domains-table';

/** /dashboard/expirations (spec 2.10): what expires in the chosen period and what renewing costs. */
export function ExpirationsPage() {
  useDocumentTitle(`Expirations | ${PRODUCT_NAME}`);
  const { interval, page, setInterval, setPage } = useIntervalPage();
  const query = useExpiringDomains({ interval, page });
  const data = query.data;
  const result = data?.payload;
  const period = INTERVAL_LABELS[interval];

  return (
    <div className="space-y-8">
      <section aria-labelledby="expirations-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="expirations-heading" className="text-lg font-semibold text-gray-900">
            Expirations This {period}
          </h2>
          <IntervalTabs value={interval} onChange={setInterval} />
        </div>
        <StatTiles
          tiles={[
            {
              label: 'Expirations this period',
              value: result && formatCount(result.totalDocs, result.totalIsCapped),
            },
            {
              label: 'Renewal Cost this period',
              value: data && formatCurrency(data.totalRenewalCostThisInterval),
            },
            {
              label: '# of Registrars',
              value: data && formatCount(data.totalRegistrarsThisInterval),
            },
          ]}
        />
      </section>

      <section aria-label="Expiring domains" className="min-w-0 space-y-4">
        {query.isError && !result ? (
          <Alert tone="error" title="Your expiring domains could not be loaded">
            {query.error.message}
          </Alert>
        ) : result && result.totalDocs === 0 ? (
          <EmptyState
            icon={CalendarDaysIcon}
            title={`Nothing expires this ${period.toLowerCase()}.`}
          />
        ) : (
          <>
            <ExpiringDomainsTable domains={result?.docs} />
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
