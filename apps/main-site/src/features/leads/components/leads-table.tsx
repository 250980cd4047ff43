import { formatDate, formatOrDash, type Lead } from '@domainfolio/contracts';
import {
  SkeletonRows,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@domainfolio/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { domainPath } from '../../domains/domain-paths';
import { LeadMessage } from './lead-message';
import { LeadOffer } from './lead-offer';

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

/**
 * Leads (spec 2.11, 2.7) with a checkbox per row. Each row says who wrote, how to reach them,
 * what they offered and what they wrote; the message, the widest, comes last and unfolds in
 * place, so the offer stays in view on a laptop.
 */
export function LeadsTable({
  leads,
  skeletonRows,
  showDomain,
  selected,
  onSelectedChange,
  timeZone,
}: LeadsTableProps) {
  const rows = leads ?? [];
  const columns = showDomain ? 8 : 7;

  function toggle(id: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  }

  return (
    <Table className="max-h-[70vh]" aria-label="Leads" aria-busy={leads === undefined || undefined}>
      <TableHead>
        <tr>
          <TableHeaderCell className="w-10">
            <SelectAll
              count={rows.length}
              selected={rows.filter((lead) => selected.has(lead._id)).length}
              onChange={(checked) =>
                onSelectedChange(new Set(checked ? rows.map((lead) => lead._id) : []))
              }
            />
          </TableHeaderCell>
          {showDomain && <TableHeaderCell>Domain</TableHeaderCell>}
          <TableHeaderCell>Received</TableHeaderCell>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>Email</TableHeaderCell>
          <TableHeaderCell>Phone</TableHeaderCell>
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
                <TableCell>
                  <input
                    type="checkbox"
                    aria-label={`Select the lead from ${lead.name}`}
                    checked={isSelected}
                    onChange={(event) => toggle(lead._id, event.target.checked)}
                    className={CHECKBOX}
                  />
                </TableCell>
                {showDomain && (
                  <TableCell>
                    <Link
                      to={domainPath(lead.domain)}
                      className="font-medium text-indigo-600 hover:text-indigo-500"
                    >
                      {lead.domain}
                    </Link>
                  </TableCell>
                )}
                <TableCell>{formatDate(lead.createdDate, timeZone)}</TableCell>
                <TableCell className="font-medium text-gray-900">{lead.name}</TableCell>
                <TableCell>
                  <a
                    href={`mailto:${lead.email}`}
                    className="text-indigo-600 hover:text-indigo-500"
                  >
                    {lead.email}
                  </a>
                </TableCell>
                <TableCell>{formatOrDash(lead.phone, String)}</TableCell>
                <TableCell align="right">
                  <LeadOffer lead={lead} />
                </TableCell>
                <TableCell className="min-w-48 whitespace-normal">
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
