import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ErrorCode,
  REGISTRAR_CONNECTIONS_MAX,
  type FieldError,
  type RegistrarConnection,
  type RegistrarConnectionsResponse,
  type RegistrarSyncRun,
  type SyncedRegistrar,
} from '@domainfolio/contracts';
import { SecretBox } from '../../common/crypto/secret-box';
import { AppError } from '../../common/errors/app-error';
import { currentDeadline } from '../../common/outbound/deadline';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { RegistrarConnectionRow, UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { DomainDetailSources } from '../domains/domain-detail-sources';
import { RegistrarError, type RegistrarCredentials } from './connectors/registrar-connector';
import { CREDENTIAL_NAMES, type AddRegistrarConnectionDto } from './dto/registrar-requests.dto';
import { RegistrarConnectors } from './registrar-connectors';
import { RegistrarConnectionsRepository } from './registrar-connections.repository';
import { RegistrarSyncSignal } from './registrar-sync-signal';
import { toConnection, toDomainAtRegistrar, toSyncRun } from './registrars.mapper';

/** Daily runs start a day after the connection is added (its first sync starts at once). */
const DAY_MS = 24 * 60 * 60_000;

/** What the owner sees of a credential: the last four characters of a secret, a name in full. */
function hintOf(
  fields: readonly { name: string; label: string; secret: boolean }[],
  credentials: RegistrarCredentials,
): string {
  return fields
    .map((field) => {
      const value = credentials[field.name] ?? '';
      return field.secret ? `${field.label} …${value.slice(-4)}` : `${field.label} ${value}`;
    })
    .join(' · ')
    .slice(0, 300);
}

/** A registrar's refusal as the owner's error: what to check, never the credentials. */
export function registrarFailure(label: string, error: unknown): AppError {
  if (error instanceof RegistrarError) {
    switch (error.kind) {
      case 'credentials':
        return new AppError(ErrorCode.REGISTRAR_REFUSED, {
          vars: { registrar: label },
          message: error.message,
        });
      case 'rate-limited':
        return new AppError(ErrorCode.RATE_LIMITED, {
          message: error.message,
          headers: { 'Retry-After': String(Math.ceil((error.retryAfterMs ?? 60_000) / 1000)) },
        });
      default:
        return new AppError(ErrorCode.REGISTRAR_ERROR, {
          vars: { registrar: label },
          message: error.message,
        });
    }
  }
  return new AppError(ErrorCode.REGISTRAR_ERROR, { vars: { registrar: label } });
}

/**
 * An owner's registrar connections: added only once the registrar accepts the credentials,
 * sealed at rest, tested, paused, removed, and synced (at once when added, on "Sync now" and
 * daily) by the RegistrarSyncJob. Every read and write is scoped to the signed-in owner.
 */
@Injectable()
export class RegistrarsService implements OnModuleInit {
  private readonly box: SecretBox;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly connectors: RegistrarConnectors,
    private readonly repository: RegistrarConnectionsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly detailSources: DomainDetailSources,
    private readonly signal: RegistrarSyncSignal,
  ) {
    this.box = new SecretBox(config.APP_SECRET, 'registrar-credentials');
  }

  onModuleInit(): void {
    this.detailSources.provideRegistrars(async (ownerId, name) => {
      const listings = await this.repository.listingsOf(ownerId, name);
      return listings.map((row) =>
        toDomainAtRegistrar(row, this.connectors.get(row.registrar as SyncedRegistrar).label),
      );
    });
  }

  /** The credentials of a connection, or null when they cannot be opened (APP_SECRET changed). */
  credentialsOf(row: RegistrarConnectionRow): RegistrarCredentials | null {
    const opened = this.box.open(row.credentialsSealed);
    if (opened === null) return null;
    try {
      return JSON.parse(opened) as RegistrarCredentials;
    } catch {
      return null;
    }
  }

  labelOf(registrar: string): string {
    return this.connectors.get(registrar as SyncedRegistrar).label;
  }

  async list(owner: UserRow): Promise<RegistrarConnectionsResponse> {
    const rows = await this.repository.listOwned(owner.id);
    const runs = await this.repository.latestRuns(rows.map((row) => row.id));
    return {
      payload: rows.map((row) =>
        toConnection(row, this.labelOf(row.registrar), runs.get(row.id) ?? null),
      ),
      registrars: this.connectors.options(),
    };
  }

  async add(owner: UserRow, body: AddRegistrarConnectionDto): Promise<RegistrarConnection> {
    const connector = this.connectors.get(body.registrar);
    const fields = connector.credentialFields;
    const errors: FieldError[] = [];
    const credentials: Record<string, string> = {};
    for (const name of CREDENTIAL_NAMES) {
      const value = body[name];
      if (value === undefined) continue;
      if (!fields.some((field) => field.name === name))
        errors.push({ field: name, message: `${name} is not a ${connector.label} credential` });
    }
    for (const field of fields) {
      const value = (body as unknown as Record<string, string | undefined>)[field.name]?.trim();
      if (!value) errors.push({ field: field.name, message: `${field.label} is required` });
      else credentials[field.name] = value;
    }
    if (errors.length > 0)
      throw new AppError(ErrorCode.VALIDATION_FAILED, {
        message: errors.map((error) => error.message).join('; '),
        errors,
      });
    // Nothing is saved that the registrar does not accept.
    try {
      await connector.test(credentials, currentDeadline());
    } catch (error) {
      throw registrarFailure(connector.label, error);
    }
    const { connection, run } = await this.unitOfWork.run(async (tx) => {
      if ((await this.repository.countOwned(tx, owner.id)) >= REGISTRAR_CONNECTIONS_MAX)
        throw new AppError(ErrorCode.CONFLICT, {
          message: `You can connect up to ${REGISTRAR_CONNECTIONS_MAX} registrar accounts. Remove one to add another.`,
        });
      const connection = await this.repository.insert(tx, {
        ownerId: owner.id,
        registrar: body.registrar,
        credentialsSealed: this.box.seal(JSON.stringify(credentials)),
        hint: hintOf(fields, credentials),
        dueAt: new Date(Date.now() + DAY_MS),
      });
      const run = await this.repository.queueRun(connection, 'manual', tx);
      return { connection, run };
    });
    this.signal.kick();
    return toConnection(connection, connector.label, run);
  }

  private async owned(owner: UserRow, id: string): Promise<RegistrarConnectionRow> {
    const row = await this.repository.findOwned(owner.id, id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return row;
  }

  /** Asks the registrar whether the stored credentials still work; the answer is kept as lastError. */
  async test(owner: UserRow, id: string): Promise<RegistrarConnection> {
    const row = await this.owned(owner, id);
    const connector = this.connectors.get(row.registrar as SyncedRegistrar);
    const credentials = this.credentialsOf(row);
    let failure: AppError | null = null;
    if (!credentials)
      failure = new AppError(ErrorCode.REGISTRAR_REFUSED, {
        vars: { registrar: connector.label },
        message:
          'These credentials can no longer be read on this server. Please remove the connection and add it again.',
      });
    else
      try {
        await connector.test(credentials, currentDeadline());
      } catch (error) {
        failure = registrarFailure(connector.label, error);
      }
    // Only a refusal is the connection's state; a registrar that did not answer says nothing of it.
    const refused = failure?.code === ErrorCode.REGISTRAR_REFUSED;
    const updated = await this.repository.update(owner.id, id, {
      lastError: refused ? failure!.message : failure ? row.lastError : null,
    });
    if (failure) throw failure;
    const runs = await this.repository.latestRuns([id]);
    return toConnection(updated ?? row, connector.label, runs.get(id) ?? null);
  }

  /** "Sync now": queues a run, or answers the one already open. */
  async sync(owner: UserRow, id: string): Promise<{ run: RegistrarSyncRun; label: string }> {
    const row = await this.owned(owner, id);
    const run = await this.repository.queueRun(row, 'manual');
    this.signal.kick();
    return { run: toSyncRun(run), label: this.labelOf(row.registrar) };
  }

  async pause(owner: UserRow, id: string, paused: boolean): Promise<RegistrarConnection> {
    const row = await this.owned(owner, id);
    const updated = await this.repository.update(owner.id, id, {
      paused,
      // Resumed: the next daily run is a day after the last sync, or now when that has passed.
      ...(paused
        ? {}
        : { dueAt: new Date(Math.max(Date.now(), (row.lastSyncAt?.getTime() ?? 0) + DAY_MS)) }),
    });
    if (!updated) throw new AppError(ErrorCode.NOT_FOUND);
    const runs = await this.repository.latestRuns([id]);
    return toConnection(updated, this.labelOf(row.registrar), runs.get(id) ?? null);
  }

  /** Deletes the connection and its credentials; the domains it brought in stay. */
  async remove(owner: UserRow, id: string): Promise<string> {
    const row = await this.owned(owner, id);
    if (!(await this.repository.deleteOwned(owner.id, id))) throw new AppError(ErrorCode.NOT_FOUND);
    return this.labelOf(row.registrar);
  }

  async runs(owner: UserRow, id: string): Promise<RegistrarSyncRun[]> {
    await this.owned(owner, id);
    return (await this.repository.runs(id)).map(toSyncRun);
  }
}
