import { formatCount, formatCurrency, type PortfolioStats } from '@domainfolio/contracts';
import { StatTiles, type StatTile } from '../../../components/stat-tiles';
import { paths } from '../../../config/paths';

/**
 * The dashboard's eight portfolio numbers, skeletons while they load: the portfolio and its
 * audience on the first row, the period's money on the second. The leads tile opens the leads
 * screen, the sales tiles the sales screen.
 */
export function PortfolioStatTiles({ stats }: { stats: PortfolioStats | undefined }) {
  const tile = (
    label: string,
    value: (stats: PortfolioStats) => string,
    more: Omit<StatTile, 'label' | 'value'> = {},
  ): StatTile => ({ label, value: stats && value(stats), ...more });
  return (
    <StatTiles
      tiles={[
        tile('Domains', (s) => formatCount(s.totalDomains)),
        tile('Estimated Portfolio Value', (s) => formatCurrency(s.totalPortfolioValue)),
        tile('Total Views', (s) => formatCount(s.totalViews)),
        tile('Leads this period', (s) => formatCount(s.totalLeads), {
          href: paths.dashboard.leads,
        }),
        tile('Expirations this period', (s) => formatCount(s.totalDomainExpirations)),
        tile('Renewal Cost this period', (s) => formatCurrency(s.totalRenewalCost)),
        tile('Sales this period', (s) => formatCurrency(s.totalSalesRevenue), {
          href: paths.dashboard.sales,
        }),
        tile('Profit this period', (s) => formatCurrency(s.totalSalesProfit), {
          href: paths.dashboard.sales,
          negative: stats !== undefined && stats.totalSalesProfit < 0,
        }),
      ]}
    />
  );
}
