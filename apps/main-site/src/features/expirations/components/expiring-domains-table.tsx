import {
  PAGE_SIZE,
  REGISTRAR_NAMES,
  formatCurrency,
  formatDate,
  formatOrDash,
  type Domain,
} from '@domainfolio/contracts';
import {
  SkeletonRows,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@domainfolio/ui';
import { Link } from 'react-router-dom';
import { domainPath } from '../../../lib/domain-paths';

/** The period's expiring domains, read-only (spec 2.10); skeleton rows while `domains` loads. */
export function ExpiringDomainsTable({ domains }: { domains: readonly Domain[] | undefined }) {
  return (
    <Table aria-label="Expiring domains">
      <TableHead>
        <tr>
          <TableHeaderCell>Domain</TableHeaderCell>
          <TableHeaderCell>Expiration</TableHeaderCell>
          <TableHeaderCell align="right">Renewal Cost</TableHeaderCell>
          <TableHeaderCell>Purchase Date</TableHeaderCell>
          <TableHeaderCell>Registrar</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {domains === undefined ? (
          <SkeletonRows count={PAGE_SIZE} columns={5} />
        ) : (
          domains.map((domain) => (
            <TableRow key={domain._id}>
              <TableCell>
                <Link
                  to={domainPath(domain.name)}
                  className="font-medium text-indigo-600 hover:text-indigo-500"
                >
                  {domain.unicodeName || domain.name}
                </Link>
              </TableCell>
              <TableCell>{formatDate(domain.expiration)}</TableCell>
              <TableCell align="right">
                {formatOrDash(domain.renewalCost, formatCurrency)}
              </TableCell>
              <TableCell>{formatDate(domain.purchaseDate)}</TableCell>
              <TableCell>
                {formatOrDash(domain.registrar, (code) => REGISTRAR_NAMES[code] ?? code)}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
