import {
  DashboardColumn,
  ErrorCode,
  errorBody,
  formatCount,
  formatCurrency,
  formatDate,
  formatOrDash,
  type Domain,
} from '@domainfolio/contracts';
import { Toggle, notify, selectionColumn } from '@domainfolio/ui';
import { ArrowTopRightOnSquareIcon, BellSlashIcon } from '@heroicons/react/20/solid';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { domainPath } from '../../../lib/domain-paths';
import {
  FLOOR_COLUMN,
  REGISTRY_COLUMN,
  TAGS_COLUMN,
  columnLabel,
  type TableColumn,
} from '../hooks/table-columns';
import { useDomainTable, type ConfirmedFlag } from './domain-table-context';
import { DateCell, PriceCell, RegistrarCell, TextCell } from './inline-cells';
import { RegistryFlagBadge } from './registry-flag-badge';
import { TagChips } from './tag-chips';

function label(key: TableColumn): string {
  return columnLabel(key);
}

/** A floor above the domain's price is refused here as the server would, without a round trip. */
function floorAbovePrice(domain: Domain, floor: number | null): boolean {
  if (floor === null || domain.sellingPrice === null || floor <= domain.sellingPrice) return false;
  notify(errorBody(ErrorCode.FLOOR_ABOVE_PRICE));
  return true;
}

function FlagToggle({
  domain,
  field,
  title,
}: {
  domain: Domain;
  field: ConfirmedFlag;
  title: string;
}) {
  const { askFlag, pending } = useDomainTable();
  const waiting = pending?.domain._id === domain._id && pending.field === field;
  return (
    <Toggle
      hideLabel
      label={`${title}: ${domain.unicodeName}`}
      checked={waiting ? pending.next : domain[field]}
      onChange={() => askFlag(domain, field)}
    />
  );
}

function HidePriceToggle({ domain }: { domain: Domain }) {
  const { edit } = useDomainTable();
  return (
    <Toggle
      hideLabel
      label={`Hide price: ${domain.unicodeName}`}
      checked={domain.priceHidden}
      onChange={(priceHidden) => edit({ _id: domain._id, priceHidden })}
    />
  );
}

/** A cell that saves one field of its row. */
function Editable({
  domain,
  render,
}: {
  domain: Domain;
  render: (save: (change: Partial<Domain>) => void) => ReactNode;
}) {
  const { edit } = useDomainTable();
  return <>{render((change) => edit({ _id: domain._id, ...change }))}</>;
}

function LandingPageLink({ domain }: { domain: Domain }) {
  const { landingPageUrl } = useDomainTable();
  // A private domain has no landing page: a link would open the not-found page.
  if (!domain.public) {
    return (
      <span className="inline-flex p-1 text-gray-200" title="Private: no landing page">
        <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-5" />
        <span className="sr-only">{domain.unicodeName} is private and has no landing page</span>
      </span>
    );
  }
  return (
    <a
      href={landingPageUrl(domain)}
      target="_blank"
      rel="noreferrer"
      className="inline-flex rounded-md p-1 text-gray-400 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-5" />
      <span className="sr-only">Open the landing page of {domain.unicodeName} in a new tab</span>
    </a>
  );
}

function urlColumn(key: 'purchaseUrl' | 'financeUrl' | 'leaseUrl'): ColumnDef<Domain> {
  return {
    id: key,
    header: label(key),
    cell: ({ row }) => (
      <Editable
        domain={row.original}
        render={(save) => (
          <TextCell
            type="url"
            label={`${label(key)} of ${row.original.unicodeName}`}
            value={row.original[key]}
            onSave={(value) => save({ [key]: value })}
          />
        )}
      />
    ),
  };
}

/** The dashboard table's columns: a selection checkbox, then TABLE_COLUMNS' order. */
export const domainColumns: ColumnDef<Domain, never>[] = [
  selectionColumn<Domain>({
    allLabel: 'Select all domains on this page',
    rowLabel: (domain) => `Select ${domain.unicodeName}`,
  }),
  {
    id: DashboardColumn.VIEWS,
    header: label(DashboardColumn.VIEWS),
    meta: { align: 'right' },
    cell: ({ row }) => formatCount(row.original.views),
  },
  {
    id: DashboardColumn.NAME,
    enableHiding: false,
    header: label(DashboardColumn.NAME),
    cell: ({ row }) => (
      <Link
        to={domainPath(row.original.name)}
        className="font-medium text-indigo-600 hover:text-indigo-500"
      >
        {row.original.unicodeName}
      </Link>
    ),
  },
  {
    id: TAGS_COLUMN,
    header: label(TAGS_COLUMN),
    cell: ({ row }) => <TagChips tags={row.original.tags} />,
  },
  {
    id: DashboardColumn.SELLING_PRICE,
    header: label(DashboardColumn.SELLING_PRICE),
    cell: ({ row }) => (
      <Editable
        domain={row.original}
        render={(save) => (
          <PriceCell
            label={`Selling price of ${row.original.unicodeName}`}
            value={row.original.sellingPrice}
            onSave={(sellingPrice) => save({ sellingPrice })}
          />
        )}
      />
    ),
  },
  {
    id: FLOOR_COLUMN,
    header: label(FLOOR_COLUMN),
    cell: ({ row }) => (
      <Editable
        domain={row.original}
        render={(save) => (
          <PriceCell
            label={`Floor price of ${row.original.unicodeName}`}
            value={row.original.floorPrice}
            onSave={(floorPrice) => save({ floorPrice })}
            refuse={(floorPrice) => floorAbovePrice(row.original, floorPrice)}
          />
        )}
      />
    ),
  },
  {
    id: DashboardColumn.PRICE_HIDDEN,
    header: label(DashboardColumn.PRICE_HIDDEN),
    cell: ({ row }) => <HidePriceToggle domain={row.original} />,
  },
  {
    id: DashboardColumn.DESCRIPTION,
    header: label(DashboardColumn.DESCRIPTION),
    cell: ({ row }) => (
      <Editable
        domain={row.original}
        render={(save) => (
          <TextCell
            label={`Description of ${row.original.unicodeName}`}
            value={row.original.description}
            onSave={(description) => save({ description })}
            className="w-64"
          />
        )}
      />
    ),
  },
  {
    id: DashboardColumn.EXPIRATION,
    header: label(DashboardColumn.EXPIRATION),
    cell: ({ row }) => (
      <Editable
        domain={row.original}
        render={(save) => (
          <span className="inline-flex items-center gap-1.5">
            <DateCell
              label={`Expiration of ${row.original.unicodeName}`}
              value={row.original.expiration}
              onSave={(expiration) => save({ expiration })}
            />
            {/* "Let it expire": muted names say so where their date is. */}
            {row.original.remindersMuted && (
              <span title="Reminders off: you let it expire" className="text-gray-400">
                <BellSlashIcon aria-hidden="true" className="size-4" />
                <span className="sr-only">Reminders off</span>
              </span>
            )}
          </span>
        )}
      />
    ),
  },
  {
    id: REGISTRY_COLUMN,
    header: label(REGISTRY_COLUMN),
    cell: ({ row }) => <RegistryFlagBadge flag={row.original.registryFlag} />,
  },
  {
    id: DashboardColumn.RENEWAL_COST,
    header: label(DashboardColumn.RENEWAL_COST),
    meta: { align: 'right' },
    cell: ({ row }) => formatOrDash(row.original.renewalCost, formatCurrency),
  },
  {
    id: DashboardColumn.PURCHASE_DATE,
    header: label(DashboardColumn.PURCHASE_DATE),
    cell: ({ row }) => formatDate(row.original.purchaseDate),
  },
  {
    id: DashboardColumn.REGISTRAR,
    header: label(DashboardColumn.REGISTRAR),
    cell: ({ row }) => (
      <Editable
        domain={row.original}
        render={(save) => (
          <RegistrarCell
            label={`Registrar of ${row.original.unicodeName}`}
            value={row.original.registrar}
            onSave={(registrar) => save({ registrar })}
          />
        )}
      />
    ),
  },
  {
    id: DashboardColumn.PUBLIC,
    header: label(DashboardColumn.PUBLIC),
    cell: ({ row }) => <FlagToggle domain={row.original} field="public" title="Public" />,
  },
  {
    id: DashboardColumn.BUY_IT_NOW,
    header: label(DashboardColumn.BUY_IT_NOW),
    cell: ({ row }) => <FlagToggle domain={row.original} field="buyItNow" title="Buy It Now" />,
  },
  urlColumn('purchaseUrl'),
  urlColumn('financeUrl'),
  urlColumn('leaseUrl'),
  {
    id: DashboardColumn.LANDING_PAGE,
    header: () => <span className="sr-only">{label(DashboardColumn.LANDING_PAGE)}</span>,
    cell: ({ row }) => <LandingPageLink domain={row.original} />,
  },
];
