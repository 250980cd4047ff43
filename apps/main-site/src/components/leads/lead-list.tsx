import { PAGE_SIZE } from '@domainfolio/contracts';
import { ResultPager, classNames, notify } from '@domainfolio/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { LoadError } from '../load-error';
import { notifyError } from '../../lib/api-errors';
import { useCurrentUser } from '../../lib/auth/get-current-user';
import { useDeleteLeads } from '../../lib/api/delete-leads';
import { useLeads } from '../../lib/api/get-leads';
import { DeleteLeadsButton } from './delete-leads-button';
import { LeadsTable } from './leads-table';

const NONE: ReadonlySet<string> = new Set();

export interface LeadListProps {
  /** One domain's leads (its stored name, without a domain column), or null for all. */
  domain: string | null;
  title: string;
  headingLevel: 2 | 3;
  /** Shown when there are no leads at all. */
  empty: ReactNode;
  /** Buttons beside the title while no row is selected (the exports). */
  actions?: ReactNode;
  /** Skeleton rows while the first page loads. */
  skeletonRows?: number;
}

/**
 * A paged list of leads with selection and deletion: the leads screen and
 * the domain detail both show their leads through it. A failed load is a toast with the
 * server's title and message.
 */
export function LeadList({
  domain,
  title,
  headingLevel,
  empty,
  actions,
  skeletonRows = PAGE_SIZE,
}: LeadListProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { data: user } = useCurrentUser();
  const [page, setPage] = useState(1);
  const list = useLeads({ domain, page });
  const remove = useDeleteLeads();
  const result = list.data;

  // A selection belongs to the page it was made on.
  const [selection, setSelection] = useState({ page, ids: NONE });
  const selected = selection.page === page ? selection.ids : NONE;

  useEffect(() => {
    if (list.error) notifyError(list.error);
  }, [list.error]);

  // Deleting the last leads of the last page leaves it empty: show the page before it.
  const lastPage = Math.max(result?.totalPages ?? 1, 1);
  useEffect(() => {
    if (result && result.docs.length === 0 && result.page > lastPage) setPage(lastPage);
  }, [result, lastPage]);

  function deleteSelected() {
    remove.mutate([...selected], {
      onSuccess: (response) => {
        notify(response);
        setSelection({ page, ids: NONE });
      },
      onError: (error) => notifyError(error),
    });
  }

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-4">
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
        <Heading
          id={headingId}
          className={classNames(
            'font-semibold text-gray-900',
            headingLevel === 2 ? 'text-lg' : 'text-base',
          )}
        >
          {title}
        </Heading>
        {selected.size > 0 ? (
          <DeleteLeadsButton
            count={selected.size}
            deleting={remove.isPending}
            onDelete={deleteSelected}
          />
        ) : (
          actions
        )}
      </div>
      {list.isError && !result ? (
        <LoadError
          title="Your leads could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : result && result.totalDocs === 0 ? (
        empty
      ) : (
        <>
          <LeadsTable
            leads={result?.docs}
            skeletonRows={skeletonRows}
            showDomain={domain === null}
            selected={selected}
            onSelectedChange={(ids) => setSelection({ page, ids })}
            timeZone={user?.timeZone}
          />
          <ResultPager result={result} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
