import { formatDate, type DomainHistoryEntry } from '@domainfolio/contracts';
import { statusLabel } from './registry-words';

const FIELD_WORDS: Readonly<Record<NonNullable<DomainHistoryEntry['field']>, string>> = {
  expiration: 'Expiration',
  purchaseDate: 'Purchase date',
  registrar: 'Registrar',
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A value as the rest of the app shows it: calendar dates as dates, anything else as sent. */
function shown(value: string | null): string | null {
  return value !== null && CALENDAR_DAY.test(value) ? formatDate(value) : value;
}

/** A list of at-risk statuses ('redemptionPeriod, pendingDelete') in words. */
function statuses(value: string | null): string {
  return (value ?? '')
    .split(',')
    .map((status) => status.trim())
    .filter(Boolean)
    .map(statusLabel)
    .join(', ');
}

/** Who saw the change: the registry, or a registrar by its name. */
export function historySource(source: string): string {
  return source === 'registry' ? 'the registry' : source;
}

function was(value: string | null): string {
  return value === null ? '' : ` (was ${value})`;
}

/** One history entry as a sentence. */
export function historySentence(entry: DomainHistoryEntry): string {
  const from = shown(entry.from);
  const to = shown(entry.to);
  switch (entry.kind) {
    case 'filled':
      return `${entry.field ? FIELD_WORDS[entry.field] : 'A field'} filled in from ${historySource(entry.source)}: ${to ?? 'none'}${was(from)}`;
    case 'renewed':
      return `Renewed: expires ${to ?? 'later'}${was(from)}`;
    case 'expiration_changed':
      return `Expiration moved earlier: ${to ?? 'none'}${was(from)}`;
    case 'transferred':
      return from
        ? `Transferred from ${from} to ${to ?? 'another registrar'}`
        : `Transferred to ${to ?? 'another registrar'}`;
    case 'at_risk':
      return `At risk: ${statuses(entry.to)}`;
    case 'risk_cleared':
      return entry.from ? `No longer at risk (was ${statuses(entry.from)})` : 'No longer at risk';
    case 'gone':
      return 'No longer in the registry';
    case 'back':
      return to ? `Back in the registry, at ${to}` : 'Back in the registry';
    case 'left_registrar':
      return `Not at ${entry.source} any more`;
    case 'at_registrar':
      return `Listed at ${entry.source}`;
  }
}

/**
 * What the registry and the connected registrar accounts were seen to change, newest first, so
 * an owner can tell when a renewal, a transfer or a lapse happened and who reported it.
 */
export function DomainHistory({
  history,
  timeZone,
}: {
  history: DomainHistoryEntry[];
  timeZone: string | undefined;
}) {
  const entries = [...history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section
      aria-labelledby="history-heading"
      className="space-y-4 rounded-lg bg-white px-4 py-5 shadow-xs ring-1 ring-gray-200 sm:p-6"
    >
      <h3 id="history-heading" className="text-base font-semibold text-gray-900">
        History
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-gray-600">No registry changes seen yet.</p>
      ) : (
        <ol
          role="list"
          aria-label="Registry and registrar changes, newest first"
          className="divide-y divide-gray-100"
        >
          {entries.map((entry) => (
            <li
              key={entry._id}
              className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-baseline sm:gap-4"
            >
              <time
                dateTime={entry.at}
                className="shrink-0 text-xs text-gray-500 tabular-nums sm:w-20"
              >
                {formatDate(entry.at, timeZone)}
              </time>
              <p className="min-w-0 text-sm break-words text-gray-900">
                {historySentence(entry)}
                <span className="ml-2 text-xs text-gray-500">
                  <span className="sr-only">Seen by </span>
                  <span aria-hidden="true">· </span>
                  {entry.source === 'registry' ? 'registry' : entry.source}
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
