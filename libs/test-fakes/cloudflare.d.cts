import type { ReceivingServer } from './webhook-receiver.cjs';

import type { FakeRegistrarDomain } from './registrar-domain.cjs';

export type { FakeRegistrarDomain };

/** The credentials of a Cloudflare connection, by Cloudflare's own names. */
export interface CloudflareCredentials {
  /** The account's identifier (32 hexadecimal characters). */
  accountId: string;
  /** An API token, sent as `Authorization: Bearer <token>`. */
  apiToken: string;
}

/**
 * Cloudflare's API v4 as Cloudflare Registrar lists an account's registrations (see
 * cloudflare.cjs for the protocol it speaks, fixtures/cloudflare/README.md for its sources).
 */
export declare class FakeCloudflare extends ReceivingServer {
  constructor();
  /** The value for CLOUDFLARE_API_URL (the base URL with the /client/v4 prefix). */
  readonly apiUrl: string;
  /** An account whose token `apiToken` lists `domains` under `accountId`. */
  addAccount(
    credentials: CloudflareCredentials | Record<string, string>,
    domains: FakeRegistrarDomain[],
  ): void;
  /** Later calls with this token get Cloudflare's 401 10000 "Authentication error". */
  revoke(credentials: CloudflareCredentials | Record<string, string>): void;
  /** The next `count` requests get an HTML page with `status` (default 200), as an edge error page. */
  htmlNext(status?: number, count?: number): void;
  /** Forgets requests, injected failures and accounts. */
  reset(): void;
}
