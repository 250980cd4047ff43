import { formatDate, type Lead } from '@domainfolio/contracts';
import {
  Skeleton,
  SkeletonRows,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  classNames,
} from '@domainfolio/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { domainPath } from '../../lib/domain-paths';
import { useMediaQuery } from '../../hooks/use-media-query';
import { LeadContact } from './lead-contact';
import { LeadMessage } from './lead-message';
import { LeadOffer, hasOfferOrBadge } from './lead-offer';

/** Tailwind's `sm` breakpoint: from here up the leads are a table, below it a list of cards. */
const SM_UP = '(min-width: 40rem)';

const CHECKBOX =
  'size-4 rounded-sm border-gray-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

function SelectAll({
  count,
  selected,
  onChange,
}: {
  count: number;
  selected: number;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < count;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all leads on this page"
      checked={count > 0 && selected === count}
      disabled={count === 0}
      onChange={(event) => onChange(event.target.checked)}
      className={CHECKBOX}
    />
  );
}

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

function LeadCheckbox({
  lead,
  checked,
  onChange,
}: {
  lead: Lead;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={`Select the lead from ${lead.name}`}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className={CHECKBOX}
    />
  );
}

/**
 * Leads (spec 2.11, 2.7) with a checkbox per lead. Each says where and when it came from, who
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
  return {
    rows,
    selectAll: (
      <SelectAll
        count={rows.length}
        selected={rows.filter((lead) => selected.has(lead._id)).length}
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

function LeadsGrid(props: LeadsTableProps) {
  const { leads, skeletonRows, showDomain, selected, timeZone } = props;
  const { selectAll, toggle } = useSelection(props);
  const columns = showDomain ? 6 : 5;

  return (
    <Table aria-label="Leads" aria-busy={leads === undefined || undefined}>
      <TableHead>
        <tr>
          <TableHeaderCell className="w-10">{selectAll}</TableHeaderCell>
          {showDomain && <TableHeaderCell>Domain</TableHeaderCell>}
          <TableHeaderCell>Received</TableHeaderCell>
          <TableHeaderCell>Contact</TableHeaderCell>
          <TableHeaderCell align="right">Offer</TableHeaderCell>
          <TableHeaderCell>Message</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {leads === undefined ? (
          <SkeletonRows count={skeletonRows} columns={columns} />
        ) : (
          leads.map((lead) => {
            const isSelected = selected.has(lead._id);
            return (
              <TableRow key={lead._id} className={isSelected ? 'bg-indigo-50/60' : undefined}>
                <TableCell className="align-top">
                  <LeadCheckbox
                    lead={lead}
                    checked={isSelected}
                    onChange={(checked) => toggle(lead._id, checked)}
                  />
                </TableCell>
                {showDomain && (
                  <TableCell className="align-top">
                    <DomainLink lead={lead} />
                  </TableCell>
                )}
                <TableCell className="align-top">
                  {formatDate(lead.createdDate, timeZone)}
                </TableCell>
                <TableCell className="align-top">
                  <LeadContact lead={lead} />
                </TableCell>
                <TableCell align="right" className="align-top">
                  <LeadOffer lead={lead} />
                </TableCell>
                {/* No minimum of its own: the message takes what the other columns leave. */}
                <TableCell className="w-full max-w-0 min-w-40 align-top whitespace-normal">
                  <LeadMessage message={lead.message} />
                </TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
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
                    <LeadCheckbox
                      lead={lead}
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
                    <LeadContact lead={lead} />
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
