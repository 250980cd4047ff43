import { Skeleton, classNames } from '@domainfolio/ui';

export interface StatTile {
  label: string;
  /** The formatted value, or undefined while it loads. */
  value: string | undefined;
  /** Shows the value in red (a loss). */
  negative?: boolean;
}

/** A row of read-only numbers for a period, with skeletons while they load. */
export function StatTiles({ tiles }: { tiles: readonly StatTile[] }) {
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className="rounded-lg bg-white px-4 py-4 shadow-xs ring-1 ring-gray-200 sm:px-5"
        >
          <dt className="truncate text-sm font-medium text-gray-500">{tile.label}</dt>
          <dd
            className={classNames(
              'mt-1 text-2xl font-semibold tracking-tight tabular-nums',
              tile.negative ? 'text-red-600' : 'text-gray-900',
            )}
          >
            {tile.value ?? <Skeleton className="h-8 w-24" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
