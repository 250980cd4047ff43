import type { ReceivingServer } from './webhook-receiver.cjs';

/** A domain of a fake Dynadot account: the facts a test sets; every other field is derived. */
export interface FakeDynadotDomain {
  name: string;
  /** YYYY-MM-DD; Dynadot's `Expiration` is that day at 07:09:49.062 UTC, in epoch ms. */
  expiration: string;
  autoRenew: boolean;
  locked: boolean;
}

/** Dynadot's API3 credential, under the name the connector's credentialFields use. */
export interface FakeDynadotCredentials {
  apiKey: string;
}

/** Dynadot's API3 `list_domain` (see dynadot.cjs and fixtures/dynadot/README.md). */
export declare class FakeDynadot extends ReceivingServer {
  constructor();
  /** The value for DYNADOT_API_URL. */
  readonly apiUrl: string;
  /** An account reachable with `credentials.apiKey` (replaces one with the same key). */
  addAccount(credentials: FakeDynadotCredentials, domains: FakeDynadotDomain[]): void;
  /** Later calls with this key get Dynadot's `invalid key` answer, as a deleted key does. */
  revoke(credentials: FakeDynadotCredentials): void;
  /** Forgets requests, injected failures and accounts. */
  reset(): void;
}
