import { Skeleton, classNames } from '@domainfolio/ui';
import { Link } from 'react-router-dom';

export interface StatTile {
  label: string;
  /** The formatted value, or undefined while it loads. */
  value: string | undefined;
  /** Shows the value in red (a loss). */
  negative?: boolean;
  /** A screen with the figure's details: the whole tile links there. */
  href?: string;
}

export interface StatTilesProps {
  tiles: readonly StatTile[];
  /** 'large': the bigger figures of a page about one thing (a domain's views and leads). */
  size?: 'regular' | 'large';
}

/**
 * Read-only figures, with skeletons while they load. Four or eight tiles stand four to a row
 * (two on phones); otherwise three to a row (one on phones).
 */
export function StatTiles({ tiles, size = 'regular' }: StatTilesProps) {
  const fours = tiles.length % 4 === 0;
  return (
    <dl
      className={classNames(
        'grid gap-4',
        fours ? 'grid-cols-2 lg:grid-cols-4' : 'grid-cols-1 sm:grid-cols-3',
      )}
    >
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className={classNames(
            'relative flex min-w-0 flex-col rounded-lg bg-white shadow-xs ring-1 ring-gray-200',
            size === 'large' ? 'px-4 py-5 sm:p-6' : 'px-4 py-4 sm:px-5',
            tile.href && 'focus-within:ring-2 focus-within:ring-indigo-600 hover:ring-indigo-300',
          )}
        >
          {/* A long label wraps on a phone's two columns; the figures stay level at the bottom. */}
          <dt className="text-sm font-medium text-gray-500 sm:truncate">
            {tile.href ? (
              // The link covers the whole tile, so the number is clickable too.
              <Link to={tile.href} className="after:absolute after:inset-0 focus:outline-none">
                {tile.label}
              </Link>
            ) : (
              tile.label
            )}
          </dt>
          <dd
            className={classNames(
              'mt-auto pt-1 font-semibold tracking-tight tabular-nums',
              size === 'large' ? 'text-3xl' : fours ? 'text-xl sm:text-2xl' : 'text-2xl',
              tile.negative ? 'text-red-600' : 'text-gray-900',
            )}
          >
            {tile.value ?? <Skeleton className="h-8 w-24 max-w-full" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
