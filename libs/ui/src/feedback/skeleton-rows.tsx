import { Skeleton } from './skeleton';

const WIDTHS = ['w-3/4', 'w-1/2', 'w-2/3', 'w-5/6'];

/** Table rows of skeleton cells, for a table body that is loading. */
export function SkeletonRows({ count, columns = 5 }: { count: number; columns?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, row) => (
        <tr key={row} aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className="px-3 py-2.5">
              <Skeleton className={`h-4 ${WIDTHS[(row + column) % WIDTHS.length]}`} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
