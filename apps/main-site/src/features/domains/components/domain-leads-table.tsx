import { formatCurrency, formatDate, formatOrDash, type Lead } from '@domainfolio/contracts';
import {
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@domainfolio/ui';
import { InboxIcon } from '@heroicons/react/24/outline';

/**
 * A domain's leads (spec 2.7). It shows what it is given; loading, paging and deleting leads
 * belong to the leads feature, which feeds it.
 */
export function DomainLeadsTable({ leads }: { leads: readonly Lead[] }) {
  if (leads.length === 0) {
    return <EmptyState icon={InboxIcon} title="No leads for this domain." />;
  }
  return (
    <Table aria-label="Leads">
      <TableHead>
        <tr>
          <TableHeaderCell>Received</TableHeaderCell>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>Email</TableHeaderCell>
          <TableHeaderCell>Phone</TableHeaderCell>
          <TableHeaderCell align="right">Offer</TableHeaderCell>
          <TableHeaderCell>Message</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {leads.map((lead) => (
          <TableRow key={lead._id}>
            <TableCell>{formatDate(lead.createdDate)}</TableCell>
            <TableCell>{lead.name}</TableCell>
            <TableCell>
              <a href={`mailto:${lead.email}`} className="text-indigo-600 hover:text-indigo-500">
                {lead.email}
              </a>
            </TableCell>
            <TableCell>{formatOrDash(lead.phone, String)}</TableCell>
            <TableCell align="right">{formatOrDash(lead.offer, formatCurrency)}</TableCell>
            <TableCell className="max-w-xs truncate">
              {formatOrDash(lead.message, String)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
