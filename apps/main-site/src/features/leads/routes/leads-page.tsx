import { DASH, PAGE_SIZE, PRODUCT_NAME, formatCount } from '@domainfolio/contracts';
import { ResultPager, notify, useDocumentTitle } from '@domainfolio/ui';
import { useEffect, useId, useState } from 'react';
import { DeleteLeadsButton } from '../../../components/leads/delete-leads-button';
import { LoadError } from '../../../components/load-error';
import { StatTiles } from '../../../components/stat-tiles';
import { notifyError } from '../../../lib/api-errors';
import { useDeleteLeads } from '../../../lib/api/delete-leads';
import { useLeadsSummary } from '../../../lib/api/get-leads-summary';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useLeadInbox } from '../api/get-lead-inbox';
import { ExportLeadsLinks } from '../components/export-leads-links';
import { InboxEmpty } from '../components/inbox-empty';
import { InboxTable } from '../components/inbox-table';
import { InboxToolbar } from '../components/inbox-toolbar';
import { useInboxParams } from '../hooks/use-inbox-params';

const NONE: ReadonlySet<string> = new Set();

/** The average first offer as a share of the asking price: '62%'. */
function formatShare(share: number | null): string {
  return share === null ? DASH : `${Math.round(share)}%`;
}

function SummaryTiles() {
  // The figures are a convenience: when they fail the tiles show a dash and the leads still load.
  const summary = useLeadsSummary();
  const value = (read: (data: NonNullable<typeof summary.data>) => string) => {
    if (summary.data) return read(summary.data);
    return summary.isError ? DASH : undefined;
  };
  return (
    <StatTiles
      tiles={[
        { label: 'Open offers', value: value((s) => formatCount(s.openOffers)) },
        {
          label: 'Accepted this month',
          value: value((s) => formatCount(s.acceptedThisPeriod)),
        },
        {
          label: 'Average offer, % of asking',
          value: value((s) => formatShare(s.averageOfferShare)),
        },
      ]}
    />
  );
}

function LeadInbox() {
  const headingId = useId();
  const { data: user } = useCurrentUser();
  const { status, sort, page, setStatus, setSort, setPage } = useInboxParams();
  const summary = useLeadsSummary();
  const list = useLeadInbox({ status, sort, page });
  const remove = useDeleteLeads();
  const result = list.data;

  // A selection belongs to the list it was made on: this filter, sort and page.
  const listKey = `${status}/${sort}/${page}`;
  const [selection, setSelection] = useState({ listKey, ids: NONE });
  const selected = selection.listKey === listKey ? selection.ids : NONE;

  useEffect(() => {
    if (list.error) notifyError(list.error);
  }, [list.error]);

  // Deleting the last leads of the last page leaves it empty: show the page before it.
  const lastPage = Math.max(result?.totalPages ?? 1, 1);
  useEffect(() => {
    if (result && result.docs.length === 0 && result.page > lastPage) setPage(lastPage);
  }, [result, lastPage, setPage]);

  function deleteSelected() {
    remove.mutate([...selected], {
      onSuccess: (response) => {
        notify(response);
        setSelection({ listKey, ids: NONE });
      },
      onError: (error) => notifyError(error),
    });
  }

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-4">
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          Leads
        </h2>
        {selected.size > 0 ? (
          <DeleteLeadsButton
            count={selected.size}
            deleting={remove.isPending}
            onDelete={deleteSelected}
          />
        ) : (
          <ExportLeadsLinks />
        )}
      </div>
      <InboxToolbar
        status={status}
        onStatusChange={setStatus}
        sort={sort}
        onSortChange={setSort}
        needsReply={summary.data?.needsReply}
      />
      {list.isError && !result ? (
        <LoadError
          title="Your leads could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : result && result.totalDocs === 0 && !list.isPlaceholderData ? (
        <InboxEmpty status={status} onShowAll={() => setStatus('ALL')} />
      ) : (
        <>
          <InboxTable
            leads={list.isPlaceholderData ? undefined : result?.docs}
            skeletonRows={PAGE_SIZE}
            selected={selected}
            onSelectedChange={(ids) => setSelection({ listKey, ids })}
            timeZone={user?.timeZone}
          />
          <ResultPager result={result} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}

/**
 * /dashboard/leads, also /dashboard/inbox and /dashboard/forms: the offers this month at a
 * glance, then every lead with where its negotiation stands, those waiting on a reply first.
 */
export function LeadsPage() {
  useDocumentTitle(`Leads | ${PRODUCT_NAME}`);
  return (
    <div className="space-y-8">
      <SummaryTiles />
      <LeadInbox />
    </div>
  );
}
