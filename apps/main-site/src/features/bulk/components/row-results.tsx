import { ImportRowStatus, type ImportRowResult } from '@domainfolio/contracts';
import { Badge, DataTable, Pager, type BadgeColor } from '@domainfolio/ui';
import { ChipGroup } from '../../../components/chip-group';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';

const STATUS: Record<ImportRowStatus, { planned: string; done: string; color: BadgeColor }> = {
  CREATED: { planned: 'New', done: 'Added', color: 'green' },
  UPDATED: { planned: 'Update', done: 'Updated', color: 'indigo' },
  REJECTED: { planned: 'Not imported', done: 'Not imported', color: 'red' },
};

/**
 * Rows a page: a file holds up to 5,000, and a page of them keeps the screen quick while the
 * upload's progress redraws it.
 */
const ROWS_PER_PAGE = 50;

type Shown = 'all' | 'rejected';

function columns(done: boolean): ColumnDef<ImportRowResult, never>[] {
  return [
    {
      id: 'line',
      header: 'Row',
      meta: { align: 'right', cellClassName: 'align-top text-gray-500' },
      cell: ({ row }) => row.original.line.toLocaleString('en-US'),
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

/** All rows, or only the ones not imported: the refused rows are found without paging. */
function ShownRows({
  value,
  onChange,
  all,
  rejected,
}: {
  value: Shown;
  onChange: (value: Shown) => void;
  all: number;
  rejected: number;
}) {
  const options: { value: Shown; label: string }[] = [
    { value: 'all', label: `All rows (${all.toLocaleString('en-US')})` },
    { value: 'rejected', label: `Not imported (${rejected.toLocaleString('en-US')})` },
  ];
  return <ChipGroup label="Rows shown" options={options} value={value} onChange={onChange} />;
}

/**
 * What happens (or happened) to every row of the file, refused rows with their reason, a page
 * at a time; when some rows are refused they can be shown on their own.
 */
export function RowResults({
  rows,
  done,
  onlyRejected = false,
}: {
  rows: readonly ImportRowResult[];
  done: boolean;
  onlyRejected?: boolean;
}) {
  const [shownRows, setShownRows] = useState<Shown>('all');
  const [page, setPage] = useState(1);
  const rejected = rows.filter((row) => row.status === ImportRowStatus.REJECTED);
  const shown = onlyRejected || shownRows === 'rejected' ? rejected : rows;
  const pageRows = shown.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);
  return (
    <div className="space-y-3">
      {!onlyRejected && rejected.length > 0 && (
        <ShownRows
          value={shownRows}
          onChange={(value) => {
            setShownRows(value);
            setPage(1);
          }}
          all={rows.length}
          rejected={rejected.length}
        />
      )}
      <DataTable
        data={pageRows}
        columns={columns(done)}
        getRowId={(row) => `${row.line}`}
        label={done ? 'Import results' : 'Rows in your file'}
        skeletonRows={10}
        className="max-h-[28rem]"
      />
      {shown.length > ROWS_PER_PAGE && (
        <Pager page={page} limit={ROWS_PER_PAGE} totalDocs={shown.length} onPageChange={setPage} />
      )}
    </div>
  );
}
