import type {
  AddRegistrarConnectionRequest,
  RegistrarConnection,
  RegistrarOption,
  RegistrarSyncRun,
} from '@domainfolio/contracts';
import { jsonResponse, type ApiReply } from './mock-api';
import { notificationsApi } from './notification-fixtures';

/** Two of the registrars the server offers, with their credential fields as it sends them. */
export const registrarOptionsFixture: RegistrarOption[] = [
  {
    registrar: 'porkbun',
    label: 'Porkbun',
    fields: [
      { name: 'apiKey', label: 'API Key', secret: true, hint: 'Starts with pk1_.' },
      { name: 'secretApiKey', label: 'Secret API Key', secret: true, hint: 'Starts with sk1_.' },
    ],
  },
  {
    registrar: 'namecheap',
    label: 'Namecheap',
    fields: [
      { name: 'apiUser', label: 'API User', secret: false, hint: 'Your Namecheap username.' },
      { name: 'apiKey', label: 'API Key', secret: true },
      {
        name: 'clientIp',
        label: 'Whitelisted IP',
        secret: false,
        hint: 'The server address you added to the whitelisted IPs at Namecheap.',
      },
    ],
  },
];

/** A finished manual run; override what a test is about. */
export function syncRunFixture(overrides: Partial<RegistrarSyncRun> = {}): RegistrarSyncRun {
  return {
    _id: 'run-1',
    trigger: 'manual',
    status: 'succeeded',
    pages: 3,
    listed: 1002,
    added: 12,
    updated: 3,
    unchanged: 987,
    missing: 2,
    leftOut: [],
    leftOutCount: 0,
    error: null,
    startedAt: '2026-11-20T14:30:00.000Z',
    finishedAt: '2026-11-20T14:31:00.000Z',
    createdAt: '2026-11-20T14:30:00.000Z',
    ...overrides,
  };
}

/** Alice's Porkbun account, synced once; override what a test is about. */
export function connectionFixture(
  overrides: Partial<RegistrarConnection> = {},
): RegistrarConnection {
  return {
    _id: 'conn-porkbun',
    registrar: 'porkbun',
    label: 'Porkbun',
    hint: 'API Key …a1b2 · Secret API Key …c3d4',
    paused: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    lastSyncAt: '2026-11-20T14:31:00.000Z',
    lastError: null,
    nextSyncAt: '2026-11-21T14:30:00.000Z',
    lastRun: syncRunFixture(),
    ...overrides,
  };
}

const notification = (title: string, payload?: unknown, status = 200) =>
  jsonResponse(status, { type: 'SUCCESS', title, message: 'Done.', payload });

export interface RegistrarsApiState {
  connections?: RegistrarConnection[];
  runs?: RegistrarSyncRun[];
  /** The list's answers in turn once Sync now was posted, as the polling reads them; the last one stays. */
  afterSync?: RegistrarConnection[][];
}

/**
 * The account screen's API with alice's registrar connections; connections added, paused or
 * removed are kept, like the server would.
 */
export function registrarsApi(
  state: RegistrarsApiState = {},
  extra: Record<string, ApiReply> = {},
) {
  let connections = state.connections ?? [connectionFixture()];
  const afterSync = [...(state.afterSync ?? [])];
  let synced = false;

  const routes: Record<string, ApiReply> = {
    'GET /api/registrar-connections': () => {
      if (synced && afterSync.length > 0)
        connections = afterSync.length > 1 ? afterSync.shift()! : afterSync[0]!;
      return jsonResponse(200, { payload: connections, registrars: registrarOptionsFixture });
    },
    'POST /api/registrar-connections': ({ body }) => {
      const request = body as AddRegistrarConnectionRequest;
      const option = registrarOptionsFixture.find((o) => o.registrar === request.registrar)!;
      const added = connectionFixture({
        _id: `conn-${connections.length + 1}`,
        registrar: request.registrar,
        label: option.label,
        lastSyncAt: null,
        lastRun: syncRunFixture({
          _id: 'run-new',
          status: 'queued',
          listed: 0,
          added: 0,
          updated: 0,
          missing: 0,
        }),
      });
      connections = [...connections, added];
      return notification('Registrar Connected', added, 201);
    },
  };
  for (const connection of connections) {
    const id = connection._id;
    const find = () => connections.find((kept) => kept._id === id)!;
    routes[`POST /api/registrar-connections/${id}/test`] = () =>
      notification('Connection Works', find());
    routes[`POST /api/registrar-connections/${id}/sync`] = () => {
      const run = syncRunFixture({
        _id: 'run-now',
        status: 'running',
        listed: 200,
        added: 5,
        updated: 1,
        missing: 0,
        finishedAt: null,
      });
      connections = connections.map((kept) => (kept._id === id ? { ...kept, lastRun: run } : kept));
      synced = true;
      return notification('Sync Started', run, 202);
    };
    routes[`POST /api/registrar-connections/${id}/pause`] = ({ body }) => {
      const { paused } = body as { paused: boolean };
      connections = connections.map((kept) =>
        kept._id === id
          ? { ...kept, paused, nextSyncAt: paused ? null : '2026-11-21T14:30:00.000Z' }
          : kept,
      );
      return notification(paused ? 'Sync Paused' : 'Sync Resumed', find());
    };
    routes[`POST /api/registrar-connections/${id}/delete`] = () => {
      connections = connections.filter((kept) => kept._id !== id);
      return notification('Registrar Removed');
    };
    routes[`GET /api/registrar-connections/${id}/runs`] = () =>
      jsonResponse(200, { payload: state.runs ?? [] });
  }
  return notificationsApi({}, { ...routes, ...extra });
}
