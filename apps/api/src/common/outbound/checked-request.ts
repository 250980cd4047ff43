import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Requests to addresses an owner typed (a webhook, a Slack or Discord URL, an ntfy server): the
 * server itself sends them, so an address must never reach inside the network it runs in
 * (server-side request forgery). Every request is checked when it is sent: the host is resolved,
 * every address it resolves to must be public, and the connection goes to the address that was
 * checked (no second lookup a rebinding DNS server could answer differently). Redirects are
 * followed, each one checked the same way.
 */
export interface OutboundPolicy {
  /** Private, loopback and link-local addresses and plain http are accepted (tests, a private network). */
  allowPrivate: boolean;
  /** Only https is accepted (production), unless `allowPrivate`. */
  requireHttps: boolean;
}

export interface CheckedResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body's first {@link BODY_LIMIT} bytes, as text. */
  body: string;
}

/** The address was refused before anything was sent: the reason says why, for the owner. */
export class RefusedAddressError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RefusedAddressError';
  }
}

/** Enough of an answer to show the owner and read an error; the rest is not read. */
const BODY_LIMIT = 16 * 1024;

/** An answer longer than the request's `bodyLimit` when it asked for `oversize: 'refuse'`. */
export class AnswerTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The answer was larger than ${limit} bytes`);
    this.name = 'AnswerTooLargeError';
  }
}
const MAX_REDIRECTS = 3;

/**
 * Whether an address may be reached: only public unicast ones. Loopback, private (RFC 1918,
 * unique local), link-local (cloud metadata at 169.254.169.254 among them), carrier-grade NAT
 * (100.64/10, Alibaba's metadata), multicast, reserved and unspecified ranges are refused, and
 * an IPv4 address inside IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/**
 * What is wrong with a URL's shape for this policy, or null: http(s) only (https only when
 * required), no user name or password in it, and a host that is not a refused address literal.
 * Names are judged when the request is sent (they resolve then).
 */
export function urlProblem(raw: string, policy: OutboundPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be a full URL, like https://example.com/hook';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must start with https://';
  if (url.protocol === 'http:' && policy.requireHttps && !policy.allowPrivate)
    return 'must start with https://';
  if (url.username || url.password) return 'must not hold a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivate) {
    if (ipaddr.isValid(host) && !isPublicAddress(host))
      return 'must be a public address, not a private, loopback or link-local one';
    if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal'))
      return 'must be a public address, not a private, loopback or link-local one';
  }
  return null;
}

/** A DNS lookup for node:http that refuses private answers, so the socket connects only to a checked address. */
export function checkedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (!policy.allowPrivate && refused) {
        const reason = new RefusedAddressError(
          `${hostname} resolves to ${refused.address}, a private, loopback or link-local address`,
        );
        return callback(reason as NodeJS.ErrnoException, '', 4);
      }
      const first = addresses[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '', 4);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

export interface CheckedRequest {
  method?: 'POST' | 'GET' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** Aborts the request (the caller's deadline). */
  signal: AbortSignal;
  /** Sent as User-Agent unless `headers` names one (default Domainfolio-Alerts/1.0). */
  userAgent?: string;
  /** How many bytes of the answer are read (default 16 KiB). */
  bodyLimit?: number;
  /**
   * What a longer answer gets: its start is kept ('truncate', the default: enough to show an
   * error), or the request fails with AnswerTooLargeError ('refuse': a body that must be whole
   * to be read at all, such as JSON).
   */
  oversize?: 'truncate' | 'refuse';
}

/**
 * Sends one request under the policy and reads the answer's start. Throws RefusedAddressError
 * for an address the policy refuses (before any byte is sent to it), and the network's errors
 * otherwise; any HTTP status is an answer.
 */
export async function sendChecked(
  rawUrl: string,
  request: CheckedRequest,
  policy: OutboundPolicy,
): Promise<CheckedResponse> {
  let url = rawUrl;
  let method = request.method ?? 'POST';
  let body = request.body;
  for (let hop = 0; ; hop += 1) {
    const problem = urlProblem(url, policy);
    if (problem) throw new RefusedAddressError(`The address ${problem}.`);
    const answer = await once(new URL(url), { ...request, method, body }, policy);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || !location) return answer;
    if (hop === MAX_REDIRECTS)
      throw new RefusedAddressError(`The address redirected more than ${MAX_REDIRECTS} times.`);
    url = new URL(location, url).toString();
    // 307 and 308 repeat the request as it was; the others turn it into a GET without a body.
    if (answer.status !== 307 && answer.status !== 308) {
      method = 'GET';
      body = undefined;
    }
  }
}

/** The policy of an address the operator configured: used as given, loopback included. */
const AS_CONFIGURED: OutboundPolicy = { allowPrivate: true, requireHttps: false };
/** The policy of a place such an address redirects to: public addresses only. */
const REDIRECTED: OutboundPolicy = { allowPrivate: false, requireHttps: false };

/**
 * Sends one request to an address the operator configured (an RDAP server the bootstrap file
 * names, a registrar's API base URL): it is used as given, so tests and private deployments may
 * point it at loopback. Redirects stay on its origin, or go to a public address: the far side
 * cannot steer the server into its own network (a metadata address, a private service). A
 * redirect loop ends after {@link MAX_REDIRECTS} hops with RefusedAddressError.
 */
export async function sendToConfigured(
  rawUrl: string,
  request: CheckedRequest,
): Promise<CheckedResponse> {
  const origin = new URL(rawUrl).origin;
  let url = rawUrl;
  let method = request.method ?? 'GET';
  let body = request.body;
  for (let hop = 0; ; hop += 1) {
    const home = new URL(url).origin === origin;
    const policy = home ? AS_CONFIGURED : REDIRECTED;
    const problem = urlProblem(url, policy);
    if (problem) throw new RefusedAddressError(`The address it redirected to ${problem}.`);
    // Credentials travel in headers and bodies (API keys, tokens): they never leave the origin
    // they were configured for. A redirect elsewhere is followed bare, and a body is not resent.
    if (!home && body !== undefined)
      throw new RefusedAddressError('It redirected a request with a body to another address.');
    const headers = home ? request.headers : pick(request.headers, 'accept');
    const answer = await once(new URL(url), { ...request, headers, method, body }, policy);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || !location) return answer;
    if (hop === MAX_REDIRECTS)
      throw new RefusedAddressError(`The address redirected more than ${MAX_REDIRECTS} times.`);
    url = new URL(location, url).toString();
    if (answer.status !== 307 && answer.status !== 308) {
      method = 'GET';
      body = undefined;
    }
  }
}

function pick(headers: Record<string, string> | undefined, ...names: string[]) {
  if (!headers) return undefined;
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => names.includes(name.toLowerCase())),
  );
}

function once(url: URL, request: CheckedRequest, policy: OutboundPolicy): Promise<CheckedResponse> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const limit = request.bodyLimit ?? BODY_LIMIT;
    const headers: Record<string, string> = {
      'user-agent': request.userAgent ?? 'Domainfolio-Alerts/1.0',
      ...request.headers,
    };
    if (request.body !== undefined)
      headers['content-length'] = String(Buffer.byteLength(request.body));
    const req = client.request(
      url,
      {
        method: request.method,
        headers,
        lookup: checkedLookup(policy),
        signal: request.signal,
        // A fresh connection per request: a pooled one could have been opened to another answer.
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let tooLarge = false;
        res.on('data', (chunk: Buffer) => {
          if (size > limit) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size > limit) {
            tooLarge = request.oversize === 'refuse';
            res.destroy();
          }
        });
        const done = () => {
          if (tooLarge) return reject(new AnswerTooLargeError(limit));
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).subarray(0, limit).toString('utf8'),
          });
        };
        res.on('end', done);
        res.on('close', done);
        res.on('error', (error) => (size > 0 || tooLarge ? done() : reject(error)));
      },
    );
    req.on('error', (error) => {
      const cause = (error as { cause?: unknown }).cause;
      reject(
        error instanceof RefusedAddressError
          ? error
          : cause instanceof RefusedAddressError
            ? cause
            : error,
      );
    });
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}
