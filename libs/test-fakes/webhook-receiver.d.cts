/** A request as a receiving fake kept it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  /** Header names in lower case, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
  /** The raw body, decoded as UTF-8. */
  body: string;
  /** The body parsed as JSON, or null when it is not JSON. */
  json: unknown;
}

/**
 * What every fake that receives alerts shares: each request kept in `requests`, failures a test
 * injects, and waiting for accepted items without polling.
 */
export declare class ReceivingServer {
  readonly baseUrl: string;
  /** Every request received, in order, whatever was answered. */
  readonly requests: ReceivedRequest[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The next `count` requests get the provider's documented 429 answer. */
  rateLimitNext(retryAfterSeconds: number, count?: number): void;
  /** The next `count` requests fail with `status` and the provider's error body for it. */
  failNext(status: number, count?: number): void;
  /** Forgets every request, accepted item and injected failure. */
  reset(): void;
}

export interface WebhookDelivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body, decoded as UTF-8. */
  body: string;
  /** The body parsed as JSON, or null. */
  json: unknown;
  /** Whether the signature held and its timestamp was within the tolerance. */
  verified: boolean;
  /** Why the delivery was refused (absent when verified). */
  reason?: string;
  /** X-Domainfolio-Event, or null when absent. */
  event: string | null;
  /** X-Domainfolio-Delivery, or null when absent. */
  deliveryId: string | null;
}

export interface SignatureCheck {
  ok: boolean;
  reason?: string;
}

/**
 * Checks an X-Domainfolio-Signature header (t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">)
 * against the exact body received; `now` is in Unix seconds (default: the current time).
 */
export declare function verifySignature(
  secret: string,
  header: string | null | undefined,
  rawBody: string | Buffer,
  options?: { toleranceSeconds?: number; now?: number },
): SignatureCheck;

/** The X-Domainfolio-Signature value for a body, signed at `timestamp` (Unix seconds). */
export declare function signatureHeader(
  secret: string,
  rawBody: string | Buffer,
  timestamp?: number,
): string;

/** A customer's webhook endpoint checking Domainfolio's signatures (see webhook-receiver.cjs). */
export declare class WebhookReceiver extends ReceivingServer {
  constructor(options?: { secret?: string; toleranceSeconds?: number });
  readonly secret: string;
  readonly toleranceSeconds: number;
  /** Every delivery that reached the signature check, verified or not. */
  readonly deliveries: WebhookDelivery[];
  /** The endpoint's URL (default path /hooks/domainfolio). */
  url(path?: string): string;
  /** Resolves once `n` deliveries arrived (only verified ones with `{ verified: true }`). */
  waitForDeliveries(
    n: number,
    timeoutMs?: number,
    options?: { verified?: boolean },
  ): Promise<WebhookDelivery[]>;
}
