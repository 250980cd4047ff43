import type { ReceivedRequest, ReceivingServer } from './webhook-receiver.cjs';

/** A registry this fake runs (see rdap.cjs for the layout). */
export interface RdapRegistry {
  /** 'verisign-com', 'verisign-net', 'pir', 'identitydigital', 'denic', 'nominet', 'centralnic'. */
  id: string;
  /** Its path on the fake, mirroring the real base URL ('/verisign/com/v1/', '/pir/', …). */
  prefix: string;
  /** The real server's base URL, which the fixtures' links name. */
  realBase: string;
  tlds: string[];
}

export declare const RDAP_REGISTRIES: readonly RdapRegistry[];

export interface FakeRdapDomain {
  /** ISO date of the "registration" event (ignored for .de: DENIC publishes none). */
  registered?: string;
  /** ISO date of the "expiration" event (ignored for .de). */
  expiration?: string;
  /** The registrar entity; `ianaId` is ignored for .uk (Nominet names registrars by tag) and .de. */
  registrar?: { name: string; ianaId?: number | string };
  /** Host names, written as the registry writes them (upper case at Verisign, a final dot at Nominet). */
  nameservers?: string[];
  /** RDAP status words, e.g. "client transfer prohibited". */
  status?: string[];
}

export interface FakeRdapServerStats {
  requests: number;
  inFlight: number;
  /** The most requests in flight at once, from a request's start to the end of its answer. */
  maxInFlight: number;
  /** Each request's start, in ms since the epoch. */
  timestamps: number[];
}

export interface RdapBootstrapFile {
  description: string;
  publication: string;
  services: [string[], string[]][];
  version: string;
}

/** IANA's bootstrap file and one RDAP server per registry (see rdap.cjs). */
export declare class FakeRdap extends ReceivingServer {
  constructor();
  /** The bootstrap file's URL, in place of https://data.iana.org/rdap/dns.json. */
  readonly bootstrapUrl: string;
  /** The base URL of the server for a TLD ('com', 'co.uk', …), or null when it has no RDAP. */
  serverUrl(tld: string): string | null;
  /** The bootstrap file as served. */
  bootstrap(): RdapBootstrapFile;
  /** Registers or changes a domain; what is not given comes from its TLD's fixture. */
  setDomain(name: string, domain?: FakeRdapDomain): void;
  /** Unregisters a domain: its look-ups answer 404 again. */
  removeDomain(name: string): void;
  /** Delays every RDAP server answer by `ms` (0 stops it); reset() keeps it. */
  setLatency(ms: number): void;
  /** The next `count` RDAP server requests get this raw answer, slowly when `dripMs` is set. */
  injectAnswer(
    answer: {
      status?: number;
      headers?: Record<string, string>;
      body: string | Buffer;
      delayMs?: number;
      dripMs?: number;
      dripBytes?: number;
    },
    count?: number,
  ): void;
  /** The next `count` RDAP server requests are redirected to `location`. */
  redirectNext(location: string, status?: 301 | 302 | 303 | 307 | 308, count?: number): void;
  /** The next `count` bootstrap requests fail with `status`. */
  failBootstrapNext(status: number, count?: number): void;
  /** A server's statistics, by path prefix, URL or id. */
  stats(server: string): FakeRdapServerStats;
  /** Resolves once `n` requests arrived (bootstrap requests included). */
  waitForRequests(n: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  /** Forgets requests, injections, domains, statistics and bootstrap failures (keeps latency). */
  reset(): void;
}
