import {
  REGISTRAR_NAMES,
  formatCount,
  formatCurrency,
  formatDate,
  formatOrDash,
  type RenewalCandidate,
} from '@domainfolio/contracts';
import { DataTable, classNames } from '@domainfolio/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { DomainNameLink } from '../../../components/domain-name-link';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { editDomainPath } from '../../../lib/domain-paths';
import { RenewalChoice } from './renewal-choice';
import { SuggestionBadge } from './suggestion-badge';

/** Tailwind's `md` breakpoint: from here up the names are a table, below it a list of cards. */
const MD_UP = '(min-width: 48rem)';

type Choose = (domain: RenewalCandidate, letExpire: boolean) => void;

/** 'today', 'tomorrow', 'in 12 days'. */
export function daysLeftText(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${formatCount(days)} days`;
}

const money = (value: number | null) => formatOrDash(value, formatCurrency);
const registrarName = (code: string | null) =>
  formatOrDash(
    code,
    (registrar) => REGISTRAR_NAMES[registrar as keyof typeof REGISTRAR_NAMES] ?? registrar,
  );

function Expiration({ domain }: { domain: RenewalCandidate }) {
  return (
    <span className="whitespace-nowrap">
      <time dateTime={domain.expiration}>{formatDate(domain.expiration)}</time>
      <span
        className={classNames(
          'block text-xs',
          domain.daysLeft <= 14 ? 'text-red-600' : 'text-gray-500',
        )}
      >
        {daysLeftText(domain.daysLeft)}
      </span>
    </span>
  );
}

const count = (n: number, one: string) => `${formatCount(n)} ${one}${n === 1 ? '' : 's'}`;

/** Last year's views and leads, and the best offer the name ever drew. */
function Interest({ domain }: { domain: RenewalCandidate }) {
  return (
    <span className="block whitespace-nowrap">
      <span className="block">
        {count(domain.viewsLastYear, 'view')}
        <span className="sr-only"> in the last year</span>
      </span>
      <span className="block">
        {count(domain.leadsLastYear, 'lead')}
        <span className="sr-only"> in the last year</span>
      </span>
      <span className="block text-xs text-gray-500">
        {domain.bestOffer === null ? 'No offer' : `Best offer ${formatCurrency(domain.bestOffer)}`}
      </span>
    </span>
  );
}

/** The suggestion's badge and its reason; a name to reprice links to its edit page. */
function Suggestion({ domain }: { domain: RenewalCandidate }) {
  return (
    <div className="max-w-56 min-w-44 space-y-1 whitespace-normal">
      <div className="flex flex-wrap items-center gap-x-2">
        <SuggestionBadge suggestion={domain.suggestion} />
        {domain.suggestion === 'reprice' && (
          <Link
            to={editDomainPath(domain.name)}
            className="text-xs font-semibold text-indigo-600 hover:text-indigo-500"
          >
            Change price<span className="sr-only"> of {domain.unicodeName}</span>
          </Link>
        )}
      </div>
      <p className="text-xs text-gray-500">{domain.reason}</p>
    </div>
  );
}

function columns(onChoose: Choose): ColumnDef<RenewalCandidate, never>[] {
  return [
    {
      id: 'name',
      header: 'Domain',
      cell: ({ row }) => (
        <div className="whitespace-nowrap">
          <DomainNameLink {...row.original} />
          <span className="block text-xs text-gray-500">
            <span className="sr-only">Registrar: </span>
            {registrarName(row.original.registrar)}
          </span>
        </div>
      ),
    },
    {
      id: 'expiration',
      header: 'Expires',
      cell: ({ row }) => <Expiration domain={row.original} />,
    },
    {
      id: 'costBasis',
      header: 'Cost basis',
      meta: { align: 'right' },
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {formatCurrency(row.original.costBasis)}
          <span className="block text-xs text-gray-500">
            {formatCurrency(row.original.renewalsPaid)} renewals paid
          </span>
        </span>
      ),
    },
    {
      id: 'renewalCost',
      header: 'Renewal',
      meta: { align: 'right' },
      cell: ({ row }) => money(row.original.renewalCost),
    },
    {
      id: 'interest',
      header: () => (
        <>
          Interest <span className="font-normal text-gray-500">(1 yr)</span>
        </>
      ),
      meta: { align: 'right' },
      cell: ({ row }) => <Interest domain={row.original} />,
    },
    {
      id: 'suggestion',
      header: 'Suggestion',
      cell: ({ row }) => <Suggestion domain={row.original} />,
    },
    {
      id: 'choice',
      header: 'Your choice',
      cell: ({ row }) => <RenewalChoice domain={row.original} onChoose={onChoose} />,
    },
  ];
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="font-medium text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}

function RenewalCards({
  domains,
  label,
  onChoose,
}: {
  domains: readonly RenewalCandidate[];
  label: string;
  onChoose: Choose;
}) {
  return (
    <ul role="list" aria-label={label} className="space-y-3">
      {domains.map((domain) => (
        <li
          key={domain._id}
          className="space-y-3 rounded-lg bg-white px-4 py-3 text-sm shadow-xs ring-1 ring-gray-200"
        >
          <div className="flex items-start justify-between gap-x-3">
            <div className="min-w-0 break-words">
              <DomainNameLink {...domain} />
              <p className="text-xs text-gray-500">{registrarName(domain.registrar)}</p>
            </div>
            <div className="text-right text-sm">
              <Expiration domain={domain} />
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-x-3 gap-y-2">
            <Fact label="Cost basis" value={formatCurrency(domain.costBasis)} />
            <Fact label="Renewals paid" value={formatCurrency(domain.renewalsPaid)} />
            <Fact label="Renewal cost" value={money(domain.renewalCost)} />
            <Fact label="Views (1 yr)" value={formatCount(domain.viewsLastYear)} />
            <Fact label="Leads (1 yr)" value={formatCount(domain.leadsLastYear)} />
            <Fact label="Best offer" value={money(domain.bestOffer)} />
          </dl>
          <Suggestion domain={domain} />
          <RenewalChoice domain={domain} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}

export interface RenewalsTableProps {
  /** Undefined while they load. */
  domains: readonly RenewalCandidate[] | undefined;
  onChoose: Choose;
}

/** The window's names: a table from `md` up, a card per name on a phone. */
export function RenewalsTable({ domains, onChoose }: RenewalsTableProps) {
  const wide = useMediaQuery(MD_UP, true);
  const label = 'Names coming up for renewal';
  const tableColumns = useMemo(() => columns(onChoose), [onChoose]);
  if (!wide && domains) return <RenewalCards domains={domains} label={label} onChoose={onChoose} />;
  return (
    <DataTable
      data={domains}
      columns={tableColumns}
      getRowId={(domain) => domain._id}
      label={label}
      skeletonRows={8}
      cellClassName="align-top"
    />
  );
}
