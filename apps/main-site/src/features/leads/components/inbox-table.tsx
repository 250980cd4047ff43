import type { NegotiatedLead } from '@domainfolio/contracts';
import { Checkbox, DataTable, Skeleton, classNames, selectionColumn } from '@domainfolio/ui';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { SM_UP, useMediaQuery } from '../../../hooks/use-media-query';
import { domainPath } from '../../../lib/domain-paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { leadPath, type LeadPageState } from '../../../lib/lead-paths';
import { LeadAmount } from './lead-amount';
import { LeadMarkers } from './lead-markers';
import { LeadStatusBadge } from './lead-status-badge';

export interface InboxTableProps {
  /** Undefined while the page loads: skeleton rows stand in. */
  leads: readonly NegotiatedLead[] | undefined;
  skeletonRows: number;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: ReadonlySet<string>) => void;
  /** The owner's time zone, for the last activity. */
  timeZone: string | undefined;
}

function DomainLink({ lead, className }: { lead: NegotiatedLead; className?: string }) {
  return (
    <Link
      to={domainPath(lead.domain)}
      className={classNames('font-medium text-gray-900 hover:text-indigo-600', className)}
    >
      {lead.unicodeDomain || lead.domain}
    </Link>
  );
}

/** The buyer's name, the link that opens the thread; their email beneath. */
function Buyer({ lead, stretched = false }: { lead: NegotiatedLead; stretched?: boolean }) {
  const state = useInboxState();
  return (
    <div className="min-w-0">
      <Link
        to={leadPath(lead._id)}
        state={state}
        className={classNames(
          'font-semibold break-words text-indigo-600 hover:text-indigo-500',
          // On a card the link covers the whole card; its other controls sit above it.
          stretched && 'after:absolute after:inset-0',
        )}
      >
        {lead.name}
        <span className="sr-only"> about {lead.unicodeDomain || lead.domain}</span>
      </Link>
      <p className="break-all text-gray-500">{lead.email}</p>
    </div>
  );
}

/** The thread page's way back to this list as it is shown (filter, sort, page). */
function useInboxState(): LeadPageState {
  return { inboxSearch: useLocation().search };
}

function LastActivity({ lead, timeZone }: { lead: NegotiatedLead; timeZone?: string }) {
  return <time dateTime={lead.lastActivity}>{formatDateTime(lead.lastActivity, timeZone)}</time>;
}

const TOP = 'align-top';

function inboxColumns(timeZone: string | undefined): ColumnDef<NegotiatedLead, never>[] {
  return [
    {
      ...selectionColumn<NegotiatedLead>({
        allLabel: 'Select all leads on this page',
        rowLabel: (lead) => `Select the lead from ${lead.name}`,
      }),
      meta: { cellClassName: TOP, headerClassName: 'w-10' },
    },
    {
      id: 'status',
      header: 'Status',
      meta: { cellClassName: classNames(TOP, 'space-y-1') },
      cell: ({ row }) => (
        <>
          <LeadStatusBadge status={row.original.status} />
          <LeadMarkers lead={row.original} />
        </>
      ),
    },
    {
      id: 'buyer',
      header: 'Buyer',
      meta: { cellClassName: classNames(TOP, 'whitespace-normal min-w-48') },
      cell: ({ row }) => <Buyer lead={row.original} />,
    },
    {
      id: 'domain',
      header: 'Domain',
      meta: { cellClassName: TOP },
      cell: ({ row }) => <DomainLink lead={row.original} />,
    },
    {
      id: 'amount',
      header: 'Amount',
      meta: { align: 'right', cellClassName: TOP },
      cell: ({ row }) => <LeadAmount lead={row.original} />,
    },
    {
      id: 'lastActivity',
      header: 'Last activity',
      meta: { align: 'right', cellClassName: classNames(TOP, 'text-gray-500') },
      cell: ({ row }) => <LastActivity lead={row.original} timeZone={timeZone} />,
    },
  ];
}

/**
 * The inbox: each lead's status (with notes when a floor answered it or the buyer is not
 * verified yet), who wrote, about which domain, the price on the table and when anything last
 * happened. A click on a row opens its thread; the buyer's name is the link that does. Below
 * `sm` each lead is a card instead.
 */
export function InboxTable(props: InboxTableProps) {
  const wide = useMediaQuery(SM_UP, true);
  return wide ? <InboxGrid {...props} /> : <InboxCards {...props} />;
}

function InboxGrid({ leads, skeletonRows, selected, onSelectedChange, timeZone }: InboxTableProps) {
  const navigate = useNavigate();
  const state = useInboxState();
  const columns = useMemo(() => inboxColumns(timeZone), [timeZone]);
  const selection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...selected].map((id) => [id, true])),
    [selected],
  );
  return (
    <DataTable
      data={leads}
      columns={columns}
      getRowId={(lead) => lead._id}
      label="Leads"
      skeletonRows={skeletonRows}
      selection={selection}
      onSelectionChange={(next) =>
        onSelectedChange(new Set(Object.keys(next).filter((id) => next[id])))
      }
      onRowClick={(lead) => navigate(leadPath(lead._id), { state })}
    />
  );
}

function InboxCards({
  leads,
  skeletonRows,
  selected,
  onSelectedChange,
  timeZone,
}: InboxTableProps) {
  const rows = leads ?? [];
  const count = rows.filter((lead) => selected.has(lead._id)).length;
  function toggle(id: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  }

  return (
    <div className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <div className="flex items-center gap-x-3 border-b border-gray-200 bg-gray-50 px-4 py-2 text-xs font-semibold tracking-wide text-gray-600 uppercase">
        <Checkbox
          ariaLabel="Select all leads on this page"
          checked={rows.length > 0 && count === rows.length}
          indeterminate={count > 0 && count < rows.length}
          disabled={rows.length === 0}
          onChange={(checked) =>
            onSelectedChange(new Set(checked ? rows.map((lead) => lead._id) : []))
          }
        />
        <span aria-hidden="true">Select all</span>
      </div>
      <ul
        aria-label="Leads"
        aria-busy={leads === undefined || undefined}
        className="divide-y divide-gray-100 text-sm text-gray-700"
      >
        {leads === undefined
          ? Array.from({ length: Math.min(skeletonRows, 6) }, (_, index) => (
              <li key={index} aria-hidden="true" className="space-y-2 px-4 py-3">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-4 w-1/3" />
              </li>
            ))
          : leads.map((lead) => {
              const isSelected = selected.has(lead._id);
              return (
                <li
                  key={lead._id}
                  className={classNames(
                    'relative flex gap-x-3 px-4 py-3 hover:bg-gray-50',
                    isSelected && 'bg-indigo-50/60',
                  )}
                >
                  <div className="relative z-10 pt-0.5">
                    <Checkbox
                      ariaLabel={`Select the lead from ${lead.name}`}
                      checked={isSelected}
                      onChange={(checked) => toggle(lead._id, checked)}
                    />
                  </div>
                  <div className="min-w-0 flex-1 space-y-1.5">
                    <div className="flex items-center justify-between gap-x-3">
                      <LeadStatusBadge status={lead.status} />
                      <span className="shrink-0 text-xs text-gray-500">
                        <LastActivity lead={lead} timeZone={timeZone} />
                      </span>
                    </div>
                    <Buyer lead={lead} stretched />
                    <div className="flex items-start justify-between gap-x-3">
                      <DomainLink lead={lead} className="relative z-10 min-w-0 truncate" />
                      <LeadAmount lead={lead} />
                    </div>
                    <LeadMarkers lead={lead} />
                  </div>
                </li>
              );
            })}
      </ul>
    </div>
  );
}
