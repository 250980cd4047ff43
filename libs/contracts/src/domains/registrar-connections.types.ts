import type { Notification } from '../notifications/notification';

/**
 * Registrar connections: an owner's accounts at registrars, synced into the portfolio (every
 * domain of the account, with its expiration, auto-renew and lock state). Credentials are sealed
 * at rest and never answered back; `hint` is what the owner sees of them.
 *
 * GET  /api/registrar-connections                     → 200 RegistrarConnectionsResponse
 * POST /api/registrar-connections  AddRegistrarConnectionRequest → 201 RegistrarConnectionResponse
 *   (the credentials are tested first: 400 REGISTRAR_REFUSED, 504 PROVIDER_NO_ANSWER; 409 CONFLICT at 20 connections)
 * POST /api/registrar-connections/:id/test           → 200 RegistrarConnectionResponse | 400 REGISTRAR_REFUSED
 * POST /api/registrar-connections/:id/sync           → 202 RegistrarSyncRunResponse (the open run when one is running)
 * POST /api/registrar-connections/:id/pause {paused} → 200 RegistrarConnectionResponse
 * POST /api/registrar-connections/:id/delete         → 200 Notification (domains stay)
 * GET  /api/registrar-connections/:id/runs           → 200 RegistrarSyncRunsResponse (the last 20)
 */

export const SYNCED_REGISTRARS = [
  'porkbun',
  'godaddy',
  'namecheap',
  'dynadot',
  'cloudflare',
] as const;
export type SyncedRegistrar = (typeof SYNCED_REGISTRARS)[number];

/** Connections one owner may have. */
export const REGISTRAR_CONNECTIONS_MAX = 20;
/** A credential's longest accepted value. */
export const REGISTRAR_CREDENTIAL_MAX = 500;

export interface RegistrarCredentialField {
  name: string;
  label: string;
  secret: boolean;
  hint?: string;
}

/** A registrar the product syncs, and the credentials it issues, in its own terms. */
export interface RegistrarOption {
  registrar: SyncedRegistrar;
  label: string;
  fields: RegistrarCredentialField[];
}

export type SyncRunStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface RegistrarSyncRun {
  _id: string;
  trigger: 'manual' | 'daily';
  status: SyncRunStatus;
  /** Pages read so far. */
  pages: number;
  /** Domains the account listed so far. */
  listed: number;
  added: number;
  updated: number;
  unchanged: number;
  /** Names the account no longer lists (flagged, never deleted). */
  missing: number;
  /** Names the plan's domain limit left out (the first 100), and how many in all. */
  leftOut: string[];
  leftOutCount: number;
  /** Why the run failed, in the owner's words. */
  error: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
}

export interface RegistrarConnection {
  _id: string;
  registrar: SyncedRegistrar;
  /** The registrar's name ("Porkbun"). */
  label: string;
  /** What the owner sees of the credentials: the key's last characters. */
  hint: string;
  paused: boolean;
  createdAt: string;
  lastSyncAt: string | null;
  /** The last run's or test's failure, or null. */
  lastError: string | null;
  /** When the daily sync runs next (null while paused). */
  nextSyncAt: string | null;
  lastRun: RegistrarSyncRun | null;
}

/** `{ registrar, ...credentials }`, each credential by the registrar's own name (Porkbun's `apiKey`, `secretApiKey`). */
export type AddRegistrarConnectionRequest = { registrar: SyncedRegistrar } & Record<string, string>;

export interface PauseRegistrarConnectionRequest {
  paused: boolean;
}

export interface RegistrarConnectionsResponse {
  payload: RegistrarConnection[];
  /** The registrars that can be connected, with their credential fields. */
  registrars: RegistrarOption[];
}

export interface RegistrarConnectionResponse extends Notification {
  payload: RegistrarConnection;
}

export interface RegistrarSyncRunResponse extends Notification {
  payload: RegistrarSyncRun;
}

export interface RegistrarSyncRunsResponse {
  payload: RegistrarSyncRun[];
}
