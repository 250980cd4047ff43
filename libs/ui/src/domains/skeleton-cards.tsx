import { Layout } from '@domainfolio/contracts';
import { Skeleton } from '../feedback/skeleton';
import { DomainGrid } from './domain-grid';

/** Placeholder cards, in the same grid and sizes as the domain cards they stand for. */
export function SkeletonCards({
  count,
  layout = Layout.SLIM_CARD,
}: {
  count: number;
  layout?: Layout;
}) {
  return (
    <div role="status" aria-label="Loading domains">
      <DomainGrid layout={layout}>
        {Array.from({ length: count }, (_, index) =>
          layout === Layout.CARD ? (
            <div
              key={index}
              className="flex h-40 flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
            >
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="mt-3 h-3 w-full" />
              <Skeleton className="mt-2 h-3 w-4/5" />
              <Skeleton className="mt-auto h-5 w-16" />
            </div>
          ) : (
            <div
              key={index}
              className="flex items-center gap-x-3 rounded-lg border border-gray-200 bg-white px-4 py-3.5 shadow-sm"
            >
              <Skeleton className="h-4 grow" />
              <Skeleton className="h-4 w-10" />
            </div>
          ),
        )}
      </DomainGrid>
    </div>
  );
}
