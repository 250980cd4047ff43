import {
  DASH,
  PAGE_SIZE,
  formatCurrency,
  formatDate,
  formatOrDash,
  type SoldDomain,
} from '@domainfolio/contracts';
import { DataTable, classNames } from '@domainfolio/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { DomainNameLink } from '../../../components/domain-name-link';
import { UndoSaleButton } from '../../../components/undo-sale-button';

const money = (value: number | null) => formatOrDash(value, formatCurrency);

const columns: ColumnDef<SoldDomain, never>[] = [
  {
    id: 'domain',
    header: 'Domain',
    cell: ({ row }) => <DomainNameLink {...row.original} />,
  },
  { id: 'saleDate', header: 'Sale Date', cell: ({ row }) => formatDate(row.original.saleDate) },
  {
    id: 'saleVenue',
    header: 'Venue',
    meta: { cellClassName: 'max-w-48 truncate' },
    cell: ({ row }) => row.original.saleVenue ?? DASH,
  },
  {
    id: 'salePrice',
    header: 'Sale Price',
    meta: { align: 'right' },
    cell: ({ row }) => money(row.original.salePrice),
  },
  {
    id: 'saleFees',
    header: 'Fees',
    meta: { align: 'right' },
    cell: ({ row }) => money(row.original.saleFees),
  },
  {
    id: 'domainCost',
    header: 'Domain Cost',
    meta: { align: 'right' },
    cell: ({ row }) => money(row.original.domainCost),
  },
  {
    id: 'profit',
    header: 'Profit',
    meta: { align: 'right' },
    cell: ({ row }) => {
      const { profit } = row.original;
      return (
        <span className={classNames(profit !== null && profit < 0 && 'text-red-600')}>
          {money(profit)}
        </span>
      );
    },
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { align: 'right', cellClassName: 'py-1.5' },
    cell: ({ row }) => <UndoSaleButton domain={row.original} size="sm" />,
  },
];

/** The period's sold domains, each with its Undo; skeleton rows while `sales` loads. */
export function SalesTable({ sales }: { sales: readonly SoldDomain[] | undefined }) {
  return (
    <DataTable
      data={sales}
      columns={columns}
      getRowId={(domain) => domain._id}
      label="Sales"
      skeletonRows={PAGE_SIZE}
    />
  );
}
