/** A server that accepts every connection and never answers (see silent-servers.cjs). */
export declare class SilentHttpServer {
  readonly baseUrl: string;
  readonly connections: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A DNS server that receives every query and never answers. */
export declare class SilentDnsServer {
  /** `127.0.0.1:port`, for DNS_SERVERS. */
  readonly address: string;
  readonly queries: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}
