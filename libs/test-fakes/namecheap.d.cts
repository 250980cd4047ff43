import type { ReceivingServer } from './webhook-receiver.cjs';

import type { FakeRegistrarDomain } from './registrar-domain.cjs';

export type { FakeRegistrarDomain };

/** Namecheap's API credentials, in Namecheap's terms (UserName is sent as the apiUser). */
export interface NamecheapCredentials {
  apiUser: string;
  apiKey: string;
  /** The IPv4 address the account whitelisted; requests must send it as ClientIp. */
  clientIp: string;
}

/** Namecheap's XML API, namecheap.domains.getList (see namecheap.cjs for what it speaks). */
export declare class FakeNamecheap extends ReceivingServer {
  constructor();
  /** The value for NAMECHEAP_API_URL: the fake's base URL + /xml.response. */
  readonly apiUrl: string;
  /** An account with API access on (added again under the same apiUser, it is replaced). */
  addAccount(
    credentials: NamecheapCredentials | Record<string, string>,
    domains: FakeRegistrarDomain[],
  ): void;
  /** Later calls with these credentials get 1011102 "API Key is invalid or API access has not been enabled". */
  revoke(credentials: NamecheapCredentials | Record<string, string>): void;
  /**
   * The next `count` requests get HTTP 200 with <ApiResponse Status="ERROR"> carrying this error
   * (e.g. 500000 "Too many requests", 5050169 "Unknown exceptions").
   */
  apiErrorNext(number: number | string, message: string, count?: number): void;
  /**
   * The next `count` requests get Namecheap's rate-limit answer: HTTP 405 (with Retry-After,
   * which the fake adds; Namecheap documents none).
   */
  rateLimitNext(retryAfterSeconds: number, count?: number): void;
  /** The next `count` requests fail with `status` and a small HTML page, as a web server would. */
  failNext(status: number, count?: number): void;
  /** Forgets requests, injected answers and accounts. */
  reset(): void;
}
