import type {
  DomainAtRegistrar,
  RegistrarConnection,
  RegistrarSyncRun,
  SyncedRegistrar,
} from '@domainfolio/contracts';
import type {
  RegistrarConnectionRow,
  RegistrarDomainRow,
  RegistrarSyncRunRow,
} from '../../database/schema';

/** A run as the owner sees it; fields listed one by one so a new column never leaks. */
export function toSyncRun(row: RegistrarSyncRunRow): RegistrarSyncRun {
  return {
    _id: row.id,
    trigger: row.trigger as RegistrarSyncRun['trigger'],
    status: row.status as RegistrarSyncRun['status'],
    pages: row.pages,
    listed: row.listed,
    added: row.added,
    updated: row.updated,
    unchanged: row.unchanged,
    missing: row.missing,
    leftOut: row.leftOut,
    leftOutCount: row.leftOutCount,
    error: row.error,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A connection as its owner sees it: never its credentials, only their hint. */
export function toConnection(
  row: RegistrarConnectionRow,
  label: string,
  lastRun: RegistrarSyncRunRow | null,
): RegistrarConnection {
  return {
    _id: row.id,
    registrar: row.registrar as SyncedRegistrar,
    label,
    hint: row.hint,
    paused: row.paused,
    createdAt: row.createdAt.toISOString(),
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastError: row.lastError,
    nextSyncAt: row.paused ? null : row.dueAt.toISOString(),
    lastRun: lastRun ? toSyncRun(lastRun) : null,
  };
}

export function toDomainAtRegistrar(row: RegistrarDomainRow, label: string): DomainAtRegistrar {
  return {
    connectionId: row.connectionId,
    registrar: label,
    expiration: row.expiration,
    autoRenew: row.autoRenew,
    locked: row.locked,
    lastSeenAt: row.lastSeenAt.toISOString(),
    missingSince: row.missingSince?.toISOString() ?? null,
  };
}
