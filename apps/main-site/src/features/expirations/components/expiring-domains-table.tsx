import {
  PAGE_SIZE,
  REGISTRAR_NAMES,
  formatCurrency,
  formatDate,
  formatOrDash,
  type Domain,
} from '@domainfolio/contracts';
import { DataTable } from '@domainfolio/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { DomainNameLink } from '../../../components/domain-name-link';

const columns: ColumnDef<Domain, never>[] = [
  {
    id: 'domain',
    header: 'Domain',
    cell: ({ row }) => <DomainNameLink {...row.original} />,
  },
  {
    id: 'expiration',
    header: 'Expiration',
    cell: ({ row }) => formatDate(row.original.expiration),
  },
  {
    id: 'renewalCost',
    header: 'Renewal Cost',
    meta: { align: 'right' },
    cell: ({ row }) => formatOrDash(row.original.renewalCost, formatCurrency),
  },
  {
    id: 'purchaseDate',
    header: 'Purchase Date',
    cell: ({ row }) => formatDate(row.original.purchaseDate),
  },
  {
    id: 'registrar',
    header: 'Registrar',
    cell: ({ row }) =>
      formatOrDash(row.original.registrar, (code) => REGISTRAR_NAMES[code] ?? code),
  },
];

/** The period's expiring domains, read-only; skeleton rows while `domains` loads. */
export function ExpiringDomainsTable({ domains }: { domains: readonly Domain[] | undefined }) {
  return (
    <DataTable
      data={domains}
      columns={columns}
      getRowId={(domain) => domain._id}
      label="Expiring domains"
      skeletonRows={PAGE_SIZE}
    />
  );
}
