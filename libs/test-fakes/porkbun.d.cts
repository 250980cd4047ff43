import type { ReceivingServer } from './webhook-receiver.cjs';

import type { FakeRegistrarDomain } from './registrar-domain.cjs';

export type { FakeRegistrarDomain };

/** A Porkbun domain label, answered by listAll with `includeLabels: "yes"`. */
export interface PorkbunLabel {
  id: string;
  title: string;
  color: string;
}

/** Porkbun's credentials, in the connector's terms. */
export interface PorkbunCredentials {
  apiKey: string;
  secretApiKey: string;
}

/** How many domains one listAll call answers ("chunks of 1000"). */
export declare const PORKBUN_CHUNK: number;

/** Porkbun's JSON API v3 (see porkbun.cjs for what it answers). */
export declare class FakePorkbun extends ReceivingServer {
  constructor();
  /** The value for PORKBUN_API_URL: the base URL with the /api/json/v3 prefix. */
  readonly apiUrl: string;
  /** Adds an account reachable with these credentials, its domains listed in this order. */
  addAccount(
    credentials: PorkbunCredentials | Record<string, string>,
    domains: (FakeRegistrarDomain & { labels?: PorkbunLabel[] })[],
  ): void;
  /** Deletes the key pair: later calls get 400 "Invalid API key. (001)". */
  revoke(credentials: PorkbunCredentials | Record<string, string>): void;
  /** The next request is answered with exactly this status and body (default type text/html). */
  answerNext(status: number, body: string, contentType?: string): void;
}
