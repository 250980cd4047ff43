import { ImportRowStatus, type ImportRowResult } from '@domainfolio/contracts';
import { Badge, DataTable, type BadgeColor } from '@domainfolio/ui';
import type { ColumnDef } from '@tanstack/react-table';

const STATUS: Record<ImportRowStatus, { planned: string; done: string; color: BadgeColor }> = {
  CREATED: { planned: 'New', done: 'Added', color: 'green' },
  UPDATED: { planned: 'Update', done: 'Updated', color: 'indigo' },
  REJECTED: { planned: 'Not imported', done: 'Not imported', color: 'red' },
};

function columns(done: boolean): ColumnDef<ImportRowResult, never>[] {
  return [
    {
      id: 'line',
      header: 'Row',
      meta: { align: 'right', cellClassName: 'align-top text-gray-500' },
      cell: ({ row }) => row.original.line,
    },
    {
      id: 'name',
      header: 'Domain',
      meta: { cellClassName: 'align-top font-medium text-gray-900' },
      cell: ({ row }) => row.original.name || '-',
    },
    {
      id: 'status',
      header: done ? 'Result' : 'Will be',
      meta: { cellClassName: 'align-top' },
      cell: ({ row }) => {
        const status = STATUS[row.original.status];
        return <Badge color={status.color}>{done ? status.done : status.planned}</Badge>;
      },
    },
    {
      id: 'reason',
      header: 'Details',
      meta: { cellClassName: 'w-full min-w-56 align-top whitespace-normal text-gray-600' },
      cell: ({ row }) =>
        [row.original.reason, ...(row.original.notes ?? [])].filter(Boolean).join(' ') || null,
    },
  ];
}

/** What happens (or happened) to every row of the file, refused rows with their reason. */
export function RowResults({
  rows,
  done,
  onlyRejected = false,
}: {
  rows: readonly ImportRowResult[];
  done: boolean;
  onlyRejected?: boolean;
}) {
  const shown = onlyRejected ? rows.filter((row) => row.status === ImportRowStatus.REJECTED) : rows;
  return (
    <DataTable
      data={shown}
      columns={columns(done)}
      getRowId={(row) => `${row.line}`}
      label={done ? 'Import results' : 'Rows in your file'}
      skeletonRows={10}
      className="max-h-[28rem]"
    />
  );
}
