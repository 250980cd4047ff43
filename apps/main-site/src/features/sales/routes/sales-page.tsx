import { PRODUCT_NAME, formatCount, formatCurrency } from '@domainfolio/contracts';
import { useDocumentTitle } from '@domainfolio/ui';
import { BanknotesIcon } from '@heroicons/react/24/outline';
import { PeriodReport } from '../../../components/period-report';
import { useIntervalPage } from '../../../hooks/use-interval-page';
import { useSales } from '../api/get-sales';
import { ExportSalesLinks } from '../components/export-sales-links';
import { RecordSaleButton } from '../components/record-sale-dialog';
import { SalesTable } from '../components/sales-table';

/**
 * /dashboard/sales: the domains sold in the chosen period with revenue, cost and profit; a sale
 * is recorded or undone here as on the domain's page, and the period exports as CSV or JSON.
 */
export function SalesPage() {
  useDocumentTitle(`Sales | ${PRODUCT_NAME}`);
  const { interval, page, setInterval, setPage } = useIntervalPage();
  const query = useSales({ interval, page });
  const data = query.data;
  const result = data?.payload;
  return (
    <PeriodReport
      id="sales-heading"
      heading={() => 'Sales'}
      interval={interval}
      onIntervalChange={setInterval}
      onPageChange={setPage}
      actions={
        <>
          <RecordSaleButton />
          <ExportSalesLinks interval={interval} />
        </>
      }
      tiles={[
        {
          label: 'Domains sold',
          value: result && formatCount(result.totalDocs, result.totalIsCapped),
        },
        { label: 'Revenue', value: data && formatCurrency(data.totalRevenue) },
        { label: 'Cost', value: data && formatCurrency(data.totalCost) },
        {
          label: 'Profit',
          value: data && formatCurrency(data.totalProfit),
          negative: data !== undefined && data.totalProfit < 0,
        },
      ]}
      listLabel="Sold domains"
      result={result}
      error={query.error}
      errorTitle="Your sales could not be loaded"
      emptyIcon={BanknotesIcon}
      emptyTitle={(period) => `No sales this ${period}.`}
      table={(sales) => <SalesTable sales={sales} />}
    />
  );
}
