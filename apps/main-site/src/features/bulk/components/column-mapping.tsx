import {
  EXPORT_COLUMNS,
  ImportColumnStatus,
  type DomainField,
  type IgnoredColumnReason,
  type ImportColumnMapping,
} from '@domainfolio/contracts';
import { Badge } from '@domainfolio/ui';

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

/** Which column of the user's file fills which field, and why the others are left out. */
export function ColumnMapping({ columns }: { columns: readonly ImportColumnMapping[] }) {
  const named = columns.filter((column) => column.header.trim() !== '');
  return (
    <dl className="divide-y divide-gray-100 rounded-lg bg-white text-sm shadow-xs ring-1 ring-gray-200">
      {named.map((column) => {
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
