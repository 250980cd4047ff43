import {
  formatDate,
  isAtRiskStatus,
  type DomainAtRegistrar,
  type DomainDetail,
  type DomainRegistry,
  type RegistryDifference,
  type RegistryRecord,
} from '@domainfolio/contracts';
import { Alert, Badge, Button, notify } from '@domainfolio/ui';
import { ArrowPathIcon, ExclamationTriangleIcon, XCircleIcon } from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { notifyError } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format-date-time';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useRefreshRegistry } from '../api/refresh-registry';
import { useApplyRegistryValues, type RegistryField } from '../api/use-registry-values';
import {
  SOURCE_WORDS,
  registrarName,
  registryDay,
  relativeTime,
  statusLabel,
} from './registry-words';

export type RegistryPanelDomain = Pick<
  DomainDetail,
  'name' | 'unicodeName' | 'tld' | 'expiration' | 'purchaseDate' | 'registrar' | 'registry'
> &
  Partial<Pick<DomainDetail, 'atRegistrars'>>;

const FIELD_WORDS: Readonly<Record<RegistryField, string>> = {
  expiration: 'Expiration',
  registrar: 'Registrar',
};

/** An instant as "3 hours ago", with the date and time on hover and for assistive technology. */
function When({ instant, timeZone }: { instant: string; timeZone: string | undefined }) {
  return (
    <time dateTime={instant} title={formatDateTime(instant, timeZone)}>
      {relativeTime(instant)}
    </time>
  );
}

/** A value of a difference in the owner's terms: a date as dates show, a registrar by name. */
function differenceValue(difference: RegistryDifference, value: string | null): string {
  if (value === null) return 'none';
  return difference.field === 'registrar' ? (registrarName(value) ?? value) : formatDate(value);
}

/** A term and its value; a `wide` one takes the whole row on phones, where lists need the room. */
function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0 sm:col-span-1' : 'min-w-0'}>
      <dt className="text-xs font-medium text-gray-500">{term}</dt>
      <dd className="mt-1 text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}

function RegistrarWords({ record }: { record: RegistryRecord }) {
  const registrar = record.registrar;
  const name = registrarName(record.registrarCode) ?? registrar?.name ?? null;
  if (!name && !registrar?.ianaId) return <>-</>;
  return (
    <>
      {name ?? 'Unnamed registrar'}
      {registrar?.ianaId && <span className="text-gray-500"> (IANA ID {registrar.ianaId})</span>}
    </>
  );
}

function Statuses({ statuses }: { statuses: string[] }) {
  if (statuses.length === 0) return <>-</>;
  return (
    <ul role="list" className="flex flex-wrap gap-1.5">
      {statuses.map((status) => (
        <li key={status}>
          {isAtRiskStatus(status) ? (
            <Badge color="yellow" className="gap-x-1">
              <ExclamationTriangleIcon aria-hidden="true" className="size-3.5 text-yellow-600" />
              {statusLabel(status)}
              <span className="sr-only"> (at risk)</span>
            </Badge>
          ) : (
            <Badge>{statusLabel(status)}</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

function RecordFacts({
  record,
  timeZone,
}: {
  record: RegistryRecord;
  timeZone: string | undefined;
}) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
      <Fact term="Expires">{registryDay(record.expiresAt)}</Fact>
      <Fact term="Registered">{registryDay(record.registeredAt)}</Fact>
      <Fact term="Last changed">{formatDate(record.updatedAt, timeZone)}</Fact>
      <Fact term="Registrar">
        <RegistrarWords record={record} />
      </Fact>
      <Fact term="Nameservers" wide>
        {record.nameservers.length === 0 ? (
          '-'
        ) : (
          <ul role="list" className="space-y-0.5 font-mono text-xs">
            {record.nameservers.map((host) => (
              <li key={host} className="break-all">
                {host}
              </li>
            ))}
          </ul>
        )}
      </Fact>
      <Fact term="Statuses" wide>
        <Statuses statuses={record.statuses} />
      </Fact>
    </dl>
  );
}

function Differences({
  domain,
  differences,
}: {
  domain: RegistryPanelDomain;
  differences: RegistryDifference[];
}) {
  const apply = useApplyRegistryValues();
  const applying = apply.isPending ? apply.variables.fields : [];

  function use(field: RegistryField) {
    apply.mutate(
      { name: domain.name, fields: [field] },
      { onSuccess: (response) => notify(response), onError: (error) => notifyError(error) },
    );
  }

  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-gray-900">Differs from your records</h4>
      <ul
        role="list"
        className="divide-y divide-yellow-600/10 rounded-md bg-yellow-50 ring-1 ring-yellow-600/20 ring-inset"
      >
        {differences.map((difference) => (
          <li
            key={difference.field}
            className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="text-sm text-gray-700">
              <span className="block font-medium text-gray-900">
                {FIELD_WORDS[difference.field]}
              </span>
              Yours: {differenceValue(difference, difference.ours)} · Registry:{' '}
              {differenceValue(difference, difference.registry)}
            </p>
            {difference.registry !== null && (
              <Button
                variant="secondary"
                size="sm"
                className="self-start sm:self-auto"
                loading={applying.includes(difference.field)}
                disabled={apply.isPending}
                onClick={() => use(difference.field)}
              >
                Use the registry&apos;s
                <span className="sr-only"> {FIELD_WORDS[difference.field].toLowerCase()}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The domain's own dates and registrar, each with where it came from. */
function YourRecords({
  domain,
  registry,
}: {
  domain: RegistryPanelDomain;
  registry: DomainRegistry;
}) {
  const rows = [
    {
      term: 'Expiration',
      value: formatDate(domain.expiration),
      source: registry.sources.expiration,
    },
    {
      term: 'Purchase date',
      value: formatDate(domain.purchaseDate),
      source: registry.sources.purchaseDate,
    },
    {
      term: 'Registrar',
      value: registrarName(domain.registrar) ?? '-',
      source: registry.sources.registrar,
    },
  ];
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-gray-900">Your records</h4>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {rows.map((row) => (
          <Fact key={row.term} term={row.term}>
            {row.value}
            <span className="block text-xs text-gray-500">{SOURCE_WORDS[row.source]}</span>
          </Fact>
        ))}
      </dl>
    </div>
  );
}

function yesNo(value: boolean | null, yes: string, no: string): string {
  if (value === null) return 'not reported';
  return value ? yes : no;
}

/** What each connected registrar account says of the domain. */
function AtRegistrars({
  accounts,
  timeZone,
}: {
  accounts: DomainAtRegistrar[];
  timeZone: string | undefined;
}) {
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-gray-900">At your registrars</h4>
      <ul
        role="list"
        className="divide-y divide-gray-200 rounded-md ring-1 ring-gray-200 ring-inset"
      >
        {accounts.map((account) => (
          <li key={account.connectionId} className="space-y-1 px-4 py-3 text-sm">
            <p className="font-medium text-gray-900">{account.registrar}</p>
            {account.missingSince ? (
              <p className="flex gap-x-1.5 text-yellow-800">
                <ExclamationTriangleIcon
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-yellow-500"
                />
                Not at {account.registrar} any more since{' '}
                {formatDate(account.missingSince, timeZone)}
              </p>
            ) : (
              <p className="text-gray-700">
                Expires {formatDate(account.expiration)} · Auto-renew{' '}
                {yesNo(account.autoRenew, 'on', 'off')} ·{' '}
                {account.locked === null
                  ? 'Lock not reported'
                  : account.locked
                    ? 'Locked'
                    : 'Unlocked'}
              </p>
            )}
            <p className="text-xs text-gray-500">
              Last seen <When instant={account.lastSeenAt} timeZone={timeZone} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Checked 3 hours ago · Next check in 21 hours". */
function CheckTimes({
  registry,
  timeZone,
}: {
  registry: DomainRegistry;
  timeZone: string | undefined;
}) {
  const { checkedAt, nextCheckAt } = registry;
  if (!checkedAt && !nextCheckAt) return null;
  const due = nextCheckAt !== null && new Date(nextCheckAt).getTime() <= Date.now();
  return (
    <p className="mt-1 text-xs text-gray-500">
      {checkedAt && (
        <>
          Checked <When instant={checkedAt} timeZone={timeZone} />
        </>
      )}
      {checkedAt && nextCheckAt && ' · '}
      {nextCheckAt &&
        (due ? (
          'Next check due now'
        ) : (
          <>
            Next check <When instant={nextCheckAt} timeZone={timeZone} />
          </>
        ))}
    </p>
  );
}

/** What the registry's answer says, by state. */
function RegistryState({
  domain,
  registry,
  timeZone,
}: {
  domain: RegistryPanelDomain;
  registry: DomainRegistry;
  timeZone: string | undefined;
}) {
  switch (registry.state) {
    case null:
      return (
        <p className="text-sm text-gray-700">Not checked yet. Refresh asks the registry now.</p>
      );
    case 'no_rdap':
      return (
        <p className="text-sm text-gray-700">
          This registry publishes no RDAP data; your own dates stand.
        </p>
      );
    case 'not_found':
      return (
        <p className="flex gap-x-2 text-sm text-red-700">
          <XCircleIcon aria-hidden="true" className="size-5 shrink-0 text-red-500" />
          <span>
            <span className="font-medium">The registry holds no such domain.</span> It may have
            expired and been deleted, or be spelled differently at the registry.
          </span>
        </p>
      );
    case 'found':
      return (
        <div className="space-y-5">
          {registry.atRisk.length > 0 && (
            <Alert tone="warning" title={`${domain.unicodeName} is at risk of being lost`}>
              The registry shows {registry.atRisk.map(statusLabel).join(', ')}. Check with your
              registrar that it is renewed or restored.
            </Alert>
          )}
          {registry.record ? (
            <RecordFacts record={registry.record} timeZone={timeZone} />
          ) : (
            <p className="text-sm text-gray-700">The registry answered without details.</p>
          )}
          {registry.differences.length > 0 && (
            <Differences domain={domain} differences={registry.differences} />
          )}
        </div>
      );
  }
}

/**
 * Registry data: what the domain's registry publishes of it (RDAP), where it differs from the
 * owner's records with a one-click fix, and what each connected registrar account says. A failed
 * look-up is a note, not an error: the earlier data stays and the registry is asked again later.
 */
export function RegistryPanel({ domain }: { domain: RegistryPanelDomain }) {
  const { data: user } = useCurrentUser();
  const timeZone = user?.timeZone;
  const refresh = useRefreshRegistry();
  const { registry } = domain;
  const accounts = domain.atRegistrars ?? [];

  function refreshNow() {
    refresh.mutate(domain.name, {
      onSuccess: (response) => notify(response),
      onError: (error) => notifyError(error),
    });
  }

  return (
    <section
      aria-labelledby="registry-heading"
      aria-busy={refresh.isPending || undefined}
      className="space-y-5 rounded-lg bg-white px-4 py-5 shadow-xs ring-1 ring-gray-200 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id="registry-heading" className="text-base font-semibold text-gray-900">
            Registry data
          </h3>
          <p className="mt-1 text-sm text-gray-600">
            What the .{domain.tld} registry publishes about {domain.unicodeName}.
          </p>
          <CheckTimes registry={registry} timeZone={timeZone} />
        </div>
        <Button
          variant="secondary"
          className="self-start"
          loading={refresh.isPending}
          onClick={refreshNow}
        >
          {!refresh.isPending && (
            <ArrowPathIcon aria-hidden="true" className="-ml-0.5 size-5 text-gray-400" />
          )}
          {refresh.isPending ? 'Asking the registry…' : 'Refresh'}
        </Button>
      </div>

      {registry.problem && (
        <p className="flex gap-x-2 rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-600 ring-1 ring-gray-200 ring-inset">
          <ExclamationTriangleIcon
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-yellow-500"
          />
          <span>
            <span className="font-medium text-gray-700">Last look-up: </span>
            {registry.problem}
          </span>
        </p>
      )}

      <RegistryState domain={domain} registry={registry} timeZone={timeZone} />

      <YourRecords domain={domain} registry={registry} />

      {accounts.length > 0 && <AtRegistrars accounts={accounts} timeZone={timeZone} />}
    </section>
  );
}
