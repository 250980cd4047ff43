import type { ReceivingServer } from './webhook-receiver.cjs';

/** A domain of a fake GoDaddy account: the facts a test sets; every other field is derived. */
export interface FakeGoDaddyDomain {
  name: string;
  /** YYYY-MM-DD; GoDaddy's `expires` is the last second of that day, UTC. */
  expiration: string;
  autoRenew: boolean;
  locked: boolean;
  /** GoDaddy's processing status (ACTIVE when absent; TRANSFERRED_OUT, CANCELLED, …). */
  status?: string;
}

/** GoDaddy's credentials, under the names the connector's credentialFields use. */
export interface FakeGoDaddyCredentials {
  apiKey: string;
  apiSecret: string;
}

/** GoDaddy's Domains API, `GET /v1/domains` (see godaddy.cjs for what it answers). */
export declare class FakeGoDaddy extends ReceivingServer {
  constructor();
  /** The value for GODADDY_API_URL. */
  readonly apiUrl: string;
  /** An account reachable with these credentials (replaces one with the same key). */
  addAccount(credentials: FakeGoDaddyCredentials, domains: FakeGoDaddyDomain[]): void;
  /** Later calls with this key get 401 UNABLE_TO_AUTHENTICATE, as a deleted key does. */
  revoke(credentials: Pick<FakeGoDaddyCredentials, 'apiKey'>): void;
  /** Later calls with this key get 403 ACCESS_DENIED (GoDaddy's 2024 Domains API access rules). */
  restrictAccess(credentials: Pick<FakeGoDaddyCredentials, 'apiKey'>): void;
  /** Forgets requests, injected failures and accounts. */
  reset(): void;
}
