import { formatCount, formatCurrency, type PortfolioStats } from '@domainfolio/contracts';
import { Skeleton, classNames } from '@domainfolio/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

interface Tile {
  label: string;
  value: (stats: PortfolioStats) => string;
  href?: string;
}

const TILES: readonly Tile[] = [
  { label: 'Domains', value: (stats) => formatCount(stats.totalDomains) },
  {
    label: 'Estimated Portfolio Value',
    value: (stats) => formatCurrency(stats.totalPortfolioValue),
  },
  { label: 'Total Views', value: (stats) => formatCount(stats.totalViews) },
  {
    label: 'Expirations this period',
    value: (stats) => formatCount(stats.totalDomainExpirations),
  },
  { label: 'Renewal Cost this period', value: (stats) => formatCurrency(stats.totalRenewalCost) },
  {
    label: 'Leads this period',
    value: (stats) => formatCount(stats.totalLeads),
    href: paths.dashboard.leads,
  },
];

/** The dashboard's six portfolio numbers; the leads tile opens the leads screen. */
export function PortfolioStatTiles({ stats }: { stats: PortfolioStats | undefined }) {
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {TILES.map((tile) => (
        <div
          key={tile.label}
          className={classNames(
            'relative rounded-lg bg-white px-4 py-4 shadow-xs ring-1 ring-gray-200 sm:px-5',
            tile.href && 'focus-within:ring-2 focus-within:ring-indigo-600 hover:ring-indigo-300',
          )}
        >
          <dt className="truncate text-sm font-medium text-gray-500">
            {tile.href ? (
              // The link covers the whole tile, so the number is clickable too.
              <Link to={tile.href} className="after:absolute after:inset-0 focus:outline-none">
                {tile.label}
              </Link>
            ) : (
              tile.label
            )}
          </dt>
          <dd className="mt-1 text-2xl font-semibold tracking-tight text-gray-900 tabular-nums">
            {stats ? tile.value(stats) : <Skeleton className="h-8 w-24" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
