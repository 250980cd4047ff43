import { formatDate, type Lead } from '@domainfolio/contracts';
import { Checkbox, DataTable, Skeleton, classNames, selectionColumn } from '@domainfolio/ui';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { domainPath } from '../../lib/domain-paths';
import { leadPath } from '../../lib/lead-paths';
import { SM_UP, useMediaQuery } from '../../hooks/use-media-query';
import { LeadContact } from './lead-contact';
import { LeadMessage } from './lead-message';
import { LeadOffer, hasOfferOrBadge } from './lead-offer';

export interface LeadsTableProps {
  /** Undefined while the page loads: skeleton rows stand in. */
  leads: readonly Lead[] | undefined;
  skeletonRows: number;
  /** The domain column, left out where every lead is the same domain's. */
  showDomain: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: ReadonlySet<string>) => void;
  /** The owner's time zone, for the received date. */
  timeZone: string | undefined;
}

/** The domain's Unicode name, linked to its detail by the stored (ASCII) name. */
function DomainLink({ lead, className }: { lead: Lead; className?: string }) {
  return (
    <Link
      to={domainPath(lead.domain)}
      className={classNames('font-medium text-indigo-600 hover:text-indigo-500', className)}
    >
      {lead.unicodeDomain || lead.domain}
    </Link>
  );
}

/**
 * Leads with a checkbox per lead. Each says where and when it came from, who
 * wrote and how to reach them (one Contact column), what they offered and what they wrote; the
 * message, the widest, comes last, takes the room that is left and unfolds in place, so the
 * whole row fits a laptop without scrolling sideways. Below `sm` each lead is a card instead.
 * The page scrolls, not the table.
 */
export function LeadsTable(props: LeadsTableProps) {
  const wide = useMediaQuery(SM_UP, true);
  return wide ? <LeadsGrid {...props} /> : <LeadCards {...props} />;
}

function useSelection({ leads, selected, onSelectedChange }: LeadsTableProps) {
  const rows = leads ?? [];
  const count = rows.filter((lead) => selected.has(lead._id)).length;
  return {
    rows,
    selectAll: (
      <Checkbox
        ariaLabel="Select all leads on this page"
        checked={rows.length > 0 && count === rows.length}
        indeterminate={count > 0 && count < rows.length}
        disabled={rows.length === 0}
        onChange={(checked) =>
          onSelectedChange(new Set(checked ? rows.map((lead) => lead._id) : []))
        }
      />
    ),
    toggle(id: string, checked: boolean) {
      const next = new Set(selected);
      if (checked) next.add(id);
      else next.delete(id);
      onSelectedChange(next);
    },
  };
}

const TOP = 'align-top';

function leadColumns(showDomain: boolean, timeZone: string | undefined): ColumnDef<Lead, never>[] {
  return [
    {
      ...selectionColumn<Lead>({
        allLabel: 'Select all leads on this page',
        rowLabel: (lead) => `Select the lead from ${lead.name}`,
      }),
      meta: { cellClassName: TOP, headerClassName: 'w-10' },
    },
    ...(showDomain
      ? [
          {
            id: 'domain',
            header: 'Domain',
            meta: { cellClassName: TOP },
            cell: ({ row }) => <DomainLink lead={row.original} />,
          } satisfies ColumnDef<Lead, never>,
        ]
      : []),
    {
      id: 'received',
      header: 'Received',
      meta: { cellClassName: TOP },
      cell: ({ row }) => formatDate(row.original.createdDate, timeZone),
    },
    {
      id: 'contact',
      header: 'Contact',
      meta: { cellClassName: TOP },
      cell: ({ row }) => <LeadContact lead={row.original} href={leadPath(row.original._id)} />,
    },
    {
      id: 'offer',
      header: 'Offer',
      meta: { align: 'right', cellClassName: TOP },
      cell: ({ row }) => <LeadOffer lead={row.original} />,
    },
    {
      id: 'message',
      header: 'Message',
      // No minimum of its own: the message takes what the other columns leave.
      meta: { cellClassName: 'w-full max-w-0 min-w-40 align-top whitespace-normal' },
      cell: ({ row }) => <LeadMessage message={row.original.message} />,
    },
  ];
}

function LeadsGrid({
  leads,
  skeletonRows,
  showDomain,
  selected,
  onSelectedChange,
  timeZone,
}: LeadsTableProps) {
  const columns = useMemo(() => leadColumns(showDomain, timeZone), [showDomain, timeZone]);
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
    />
  );
}

function LeadCards(props: LeadsTableProps) {
  const { leads, skeletonRows, showDomain, selected, timeZone } = props;
  const { selectAll, toggle } = useSelection(props);

  return (
    <div className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <div className="flex items-center gap-x-3 border-b border-gray-200 bg-gray-50 px-4 py-2 text-xs font-semibold tracking-wide text-gray-600 uppercase">
        {selectAll}
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
                <Skeleton className="h-4 w-full" />
              </li>
            ))
          : leads.map((lead) => {
              const isSelected = selected.has(lead._id);
              return (
                <li
                  key={lead._id}
                  className={classNames('flex gap-x-3 px-4 py-3', isSelected && 'bg-indigo-50/60')}
                >
                  <div className="pt-0.5">
                    <Checkbox
                      ariaLabel={`Select the lead from ${lead.name}`}
                      checked={isSelected}
                      onChange={(checked) => toggle(lead._id, checked)}
                    />
                  </div>
                  <div className="min-w-0 flex-1 space-y-1.5">
                    <div className="flex items-baseline justify-between gap-x-3">
                      {showDomain && <DomainLink lead={lead} className="min-w-0 truncate" />}
                      <span className="shrink-0 text-xs text-gray-500">
                        {formatDate(lead.createdDate, timeZone)}
                      </span>
                    </div>
                    <LeadContact lead={lead} href={leadPath(lead._id)} />
                    {hasOfferOrBadge(lead) && (
                      <div className="tabular-nums">
                        <LeadOffer lead={lead} />
                      </div>
                    )}
                    <div className="min-w-0">
                      <LeadMessage message={lead.message} />
                    </div>
                  </div>
                </li>
              );
            })}
      </ul>
    </div>
  );
}
