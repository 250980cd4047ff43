import {
  REGISTRAR_NAMES,
  isAtRiskStatus,
  type HistoryKind,
  type RegistrarCode,
  type RegistryRecord,
} from '@domainfolio/contracts';
import type { OwnerEventPayloads } from '../../common/events/owner-events';
import type { DomainRow } from '../../database/schema';
import type { RegistryColumns } from '../domains/domain-registry-flag';
import type { RdapOutcome } from './rdap/rdap.client';
import { calendarDay } from './rdap/rdap-parser';

/** One line of the domain's history, as the registry module writes it. */
export interface HistoryLine {
  kind: HistoryKind;
  field: 'expiration' | 'purchaseDate' | 'registrar' | null;
  fromValue: string | null;
  toValue: string | null;
}

export type RegistryAlert = Omit<
  OwnerEventPayloads['domain.registry_changed'],
  'domain' | 'source'
>;

/** What a look-up changes: the domain's columns, its history, the owner's alerts. */
export interface RegistryUpdate {
  columns: RegistryColumns;
  history: HistoryLine[];
  alerts: RegistryAlert[];
}

/** A failed look-up is tried again after this, unless the registry said when. */
export const RETRY_AFTER_FAILURE_MS = 60 * 60_000;

/** The sources the registry may overwrite: the product's fill-in and its own earlier values. */
const FOLLOWS_REGISTRY = new Set(['default', 'registry']);

/** How a registrar reads in the history and alerts: the product's name for it, else the registry's. */
export function registrarLabel(record: Pick<RegistryRecord, 'registrar' | 'registrarCode'> | null) {
  if (!record) return null;
  if (record.registrarCode) return REGISTRAR_NAMES[record.registrarCode as RegistrarCode];
  return (
    record.registrar?.name ?? (record.registrar?.ianaId ? `IANA #${record.registrar.ianaId}` : null)
  );
}

/** What identifies the sponsoring registrar across answers: its IANA id, else its name. */
function registrarKey(record: RegistryRecord | null): string | null {
  const registrar = record?.registrar;
  if (!registrar) return null;
  return registrar.ianaId ? `iana:${registrar.ianaId}` : (registrar.name?.toLowerCase() ?? null);
}

/**
 * The effect of a look-up on a domain, decided under the domain's row lock against what is
 * stored now (so two look-ups of one name at once record each change once). A failure changes
 * nothing but the problem shown and the retry time: the domain keeps its data.
 */
export function registryUpdate(
  row: DomainRow,
  outcome: RdapOutcome,
  now: Date,
  nextDueAt: Date,
): RegistryUpdate {
  if (outcome.kind === 'failed')
    return {
      columns: {
        registryProblem: outcome.problem,
        registryDueAt: new Date(now.getTime() + (outcome.retryAfterMs ?? RETRY_AFTER_FAILURE_MS)),
      },
      history: [],
      alerts: [],
    };
  const checked = { registryCheckedAt: now, registryProblem: null, registryDueAt: nextDueAt };
  const previous = row.registryState === 'found' ? row.registry : null;
  if (outcome.kind === 'no-rdap')
    return {
      columns: { ...checked, registryState: 'no_rdap', registryAtRisk: false },
      history: [],
      alerts: [],
    };
  if (outcome.kind === 'not-found') {
    const gone = row.registryState === 'found';
    return {
      columns: { ...checked, registryState: 'not_found', registryAtRisk: false },
      history: gone
        ? [{ kind: 'gone', field: null, fromValue: registrarLabel(previous), toValue: null }]
        : [],
      alerts: gone ? [{ change: 'gone', from: registrarLabel(previous), to: null }] : [],
    };
  }

  const record = outcome.record;
  const expiration = calendarDay(record.expiresAt);
  const history: HistoryLine[] = [];
  const alerts: RegistryAlert[] = [];
  if (row.registryState === 'not_found')
    history.push({ kind: 'back', field: null, fromValue: null, toValue: registrarLabel(record) });

  const previousExpiration = previous ? calendarDay(previous.expiresAt) : null;
  if (previousExpiration && expiration && expiration !== previousExpiration) {
    const renewed = expiration > previousExpiration;
    history.push({
      kind: renewed ? 'renewed' : 'expiration_changed',
      field: 'expiration',
      fromValue: previousExpiration,
      toValue: expiration,
    });
    if (renewed) alerts.push({ change: 'renewed', from: previousExpiration, to: expiration });
  }

  const before = registrarKey(previous);
  const after = registrarKey(record);
  if (before && after && before !== after) {
    const from = registrarLabel(previous);
    const to = registrarLabel(record);
    history.push({ kind: 'transferred', field: 'registrar', fromValue: from, toValue: to });
    alerts.push({ change: 'transferred', from, to });
  }

  const risky = record.statuses.filter(isAtRiskStatus);
  const wasRisky = previous ? previous.statuses.filter(isAtRiskStatus) : [];
  const newlyRisky = risky.filter((status) => !wasRisky.includes(status));
  if (newlyRisky.length > 0) {
    const to = risky.join(', ');
    history.push({
      kind: 'at_risk',
      field: null,
      fromValue: wasRisky.join(', ') || null,
      toValue: to,
    });
    alerts.push({ change: 'at_risk', from: wasRisky.join(', ') || null, to });
  } else if (wasRisky.length > 0 && risky.length === 0) {
    history.push({
      kind: 'risk_cleared',
      field: null,
      fromValue: wasRisky.join(', '),
      toValue: null,
    });
  }

  const columns: RegistryColumns = {
    ...checked,
    registryState: 'found',
    registry: record,
    registryExpiration: expiration,
    registryRegistrar: record.registrarCode,
    registryAtRisk: risky.length > 0,
  };
  // The fields the product filled in (or took from the registry before) follow the registry;
  // the owner's own values stay, and the panel shows where they differ.
  if (expiration && FOLLOWS_REGISTRY.has(row.expirationSource) && row.expiration !== expiration) {
    if (row.expirationSource === 'default')
      history.push({
        kind: 'filled',
        field: 'expiration',
        fromValue: row.expiration,
        toValue: expiration,
      });
    columns.expiration = expiration;
    columns.expirationSource = 'registry';
  }
  const registered = calendarDay(record.registeredAt);
  if (registered && row.purchaseDateSource === 'default') {
    if (registered !== row.purchaseDate)
      history.push({
        kind: 'filled',
        field: 'purchaseDate',
        fromValue: row.purchaseDate,
        toValue: registered,
      });
    columns.purchaseDate = registered;
    columns.purchaseDateSource = 'registry';
  }
  if (
    record.registrarCode &&
    FOLLOWS_REGISTRY.has(row.registrarSource) &&
    row.registrar !== record.registrarCode
  ) {
    if (row.registrarSource === 'default')
      history.push({
        kind: 'filled',
        field: 'registrar',
        fromValue: row.registrar ? REGISTRAR_NAMES[row.registrar as RegistrarCode] : null,
        toValue: REGISTRAR_NAMES[record.registrarCode],
      });
    columns.registrar = record.registrarCode;
    columns.registrarSource = 'registry';
  }
  return { columns, history, alerts };
}
