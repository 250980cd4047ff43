import {
  PAGE_SIZE,
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
  classNames,
} from '@domainfolio/ui';
import { Link } from 'react-router-dom';
import { domainPath } from '../../../lib/domain-paths';

export type SoldDomain = Domain & { profit: number | null };

/** The period's sold domains, read-only; skeleton rows while `sales` loads. */
export function SalesTable({ sales }: { sales: readonly SoldDomain[] | undefined }) {
  return (
    <Table aria-label="Sales">
      <TableHead>
        <tr>
          <TableHeaderCell>Domain</TableHeaderCell>
          <TableHeaderCell>Sale Date</TableHeaderCell>
          <TableHeaderCell align="right">Sale Price</TableHeaderCell>
          <TableHeaderCell align="right">Domain Cost</TableHeaderCell>
          <TableHeaderCell align="right">Profit</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {sales === undefined ? (
          <SkeletonRows count={PAGE_SIZE} columns={5} />
        ) : (
          sales.map((domain) => (
            <TableRow key={domain._id}>
              <TableCell>
                <Link
                  to={domainPath(domain.name)}
                  className="font-medium text-indigo-600 hover:text-indigo-500"
                >
                  {domain.unicodeName || domain.name}
                </Link>
              </TableCell>
              <TableCell>{formatDate(domain.saleDate)}</TableCell>
              <TableCell align="right">{formatOrDash(domain.salePrice, formatCurrency)}</TableCell>
              <TableCell align="right">{formatOrDash(domain.domainCost, formatCurrency)}</TableCell>
              <TableCell
                align="right"
                className={classNames(
                  domain.profit !== null && domain.profit < 0 && 'text-red-600',
                )}
              >
                {formatOrDash(domain.profit, formatCurrency)}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
