import { PRODUCT_NAME, formatCount, formatCurrency } from '@domainfolio/contracts';
import { useDocumentTitle } from '@domainfolio/ui';
import { CalendarDaysIcon } from '@heroicons/react/24/outline';
import { PeriodReport } from '../../../components/period-report';
import { useIntervalPage } from '../../../hooks/use-interval-page';
import { useExpiringDomains } from '../api/get-expiring-domains';
import { ExpiringDomainsTable } from '../components/expiring-domains-table';

/** /dashboard/expirations: what expires in the chosen period and what renewing costs. */
export function ExpirationsPage() {
  useDocumentTitle(`Expirations | ${PRODUCT_NAME}`);
  const { interval, page, setInterval, setPage } = useIntervalPage();
  const query = useExpiringDomains({ interval, page });
  const data = query.data;
  const result = data?.payload;
  return (
    <PeriodReport
      id="expirations-heading"
      heading={(period) => `Expirations This ${period}`}
      interval={interval}
      onIntervalChange={setInterval}
      onPageChange={setPage}
      tiles={[
        {
          label: 'Expirations this period',
          value: result && formatCount(result.totalDocs, result.totalIsCapped),
        },
        {
          label: 'Renewal Cost this period',
          value: data && formatCurrency(data.totalRenewalCostThisInterval),
        },
        { label: '# of Registrars', value: data && formatCount(data.totalRegistrarsThisInterval) },
      ]}
      listLabel="Expiring domains"
      result={result}
      error={query.error}
      errorTitle="Your expiring domains could not be loaded"
      emptyIcon={CalendarDaysIcon}
      emptyTitle={(period) => `Nothing expires this ${period}.`}
      table={(domains) => <ExpiringDomainsTable domains={domains} />}
    />
  );
}
