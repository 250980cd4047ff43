import { ErrorCode, errorBody, type User } from '@domainfolio/contracts';
import { vi } from 'vitest';

export interface ApiRequest {
  url: URL;
  method: string;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** A canned answer (a fresh Response each call) or a function of the request. */
export type ApiReply =
  { status?: number; body?: unknown } | ((request: ApiRequest) => Response | Promise<Response>);

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The API's answer for a failed call with `code` (its catalogue status, title and message). */
export function apiError(code: ErrorCode, status: number, vars?: Record<string, string>): ApiReply {
  return { status, body: errorBody(code, vars) };
}

/** GET /api/current-user for a signed-in `user`, or 401 for nobody. */
export function currentUserReply(user: User | null): ApiReply {
  return user ? { body: { payload: user } } : apiError(ErrorCode.UNAUTHENTICATED, 401);
}

/**
 * Stubs `fetch` with the API routes a test needs, keyed 'METHOD /path' (the query string is
 * ignored). Anything else gets a 404. Returns the mock and a way to read what was sent.
 */
export function mockApi(routes: Record<string, ApiReply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply = routes[`${method} ${url.pathname}`];
    if (!reply) return jsonResponse(404, errorBody(ErrorCode.NOT_FOUND));
    if (typeof reply === 'function') return reply({ url, method, body });
    return jsonResponse(reply.status ?? 200, reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);

  /** The JSON bodies sent to 'METHOD /path', in order. */
  function sent(route: string): unknown[] {
    return fetchMock.mock.calls
      .filter(([input, init]) => {
        const url = new URL(String(input), 'http://localhost:3000');
        return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}` === route;
      })
      .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
  }

  /** The URLs (with their query strings) asked for at `pathname`, in order. */
  function requested(pathname: string): URL[] {
    return fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost:3000'))
      .filter((url) => url.pathname === pathname);
  }

  return { fetchMock, sent, requested };
}
