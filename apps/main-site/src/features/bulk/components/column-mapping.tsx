import {
  EXPORT_COLUMNS,
  IgnoredColumnReason,
  ImportColumnStatus,
  type DomainField,
  type ImportColumnMapping,
} from '@domainfolio/contracts';
import { Badge } from '@domainfolio/ui';
import { ChevronDownIcon } from '@heroicons/react/20/solid';

const FIELD_LABELS = Object.fromEntries(
  EXPORT_COLUMNS.map((column) => [column.field, column.label]),
) as Record<DomainField, string>;

const REASONS: Record<IgnoredColumnReason, string> = {
  SENSITIVE: 'Never imported: personal or secret data',
  SERVER_MANAGED: 'Set by Domainfolio',
  NO_FIELD: 'Not imported: Domainfolio has no field for it',
};

function meaning(column: ImportColumnMapping): { text: string; imported: boolean } {
  switch (column.status) {
    case ImportColumnStatus.MAPPED:
      return { text: FIELD_LABELS[column.field], imported: true };
    case ImportColumnStatus.DUPLICATE:
      return {
        text: `Not imported: another column gives ${FIELD_LABELS[column.field]}`,
        imported: false,
      };
    case ImportColumnStatus.IGNORED:
      return { text: REASONS[column.reason], imported: false };
    default:
      return { text: 'Not a column Domainfolio knows', imported: false };
  }
}

/** A column left out only because it holds nothing a domain here keeps (Lock, Nameservers…). */
const isUnused = (column: ImportColumnMapping) =>
  column.status === ImportColumnStatus.UNKNOWN ||
  (column.status === ImportColumnStatus.IGNORED && column.reason === IgnoredColumnReason.NO_FIELD);

function ColumnRows({ columns }: { columns: readonly ImportColumnMapping[] }) {
  return (
    <dl className="divide-y divide-gray-100 rounded-lg bg-white text-sm shadow-xs ring-1 ring-gray-200">
      {columns.map((column) => {
        const { text, imported } = meaning(column);
        return (
          <div
            key={column.index}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2"
          >
            <dt className="min-w-0 font-medium break-words text-gray-900">{column.header}</dt>
            <dd className={imported ? 'text-gray-900' : 'text-gray-500'}>
              {imported ? <Badge color="indigo">{text}</Badge> : text}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * Which column of the user's file fills which field, and why the others are left out. A
 * registrar's export has many columns of registrar state (Lock, Nameservers…): those are
 * folded away under one line, so the columns that matter stay in view.
 */
export function ColumnMapping({ columns }: { columns: readonly ImportColumnMapping[] }) {
  const named = columns.filter((column) => column.header.trim() !== '');
  const unused = named.filter(isUnused);
  return (
    <div className="space-y-2">
      <ColumnRows columns={named.filter((column) => !isUnused(column))} />
      {unused.length > 0 && (
        <details className="group rounded-lg bg-white text-sm shadow-xs ring-1 ring-gray-200">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-x-3 px-4 py-2 text-gray-600 hover:text-gray-900 [&::-webkit-details-marker]:hidden">
            <span>
              {unused.length === 1 ? '1 more column' : `${unused.length} more columns`} not
              imported: Domainfolio has no field for {unused.length === 1 ? 'it' : 'them'}
            </span>
            <ChevronDownIcon
              aria-hidden="true"
              className="size-5 shrink-0 text-gray-400 group-open:rotate-180"
            />
          </summary>
          <p className="border-t border-gray-100 px-4 py-2 break-words text-gray-500">
            {unused.map((column) => column.header).join(', ')}
          </p>
        </details>
      )}
    </div>
  );
}
