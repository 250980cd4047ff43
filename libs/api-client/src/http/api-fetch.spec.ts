import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiFetch } from './api-fetch';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('apiFetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends JSON with the session cookie and resolves with the parsed body', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { payload: { docs: [] } }));
    vi.stubGlobal('fetch', fetchMock);

    const result = await apiFetch<{ payload: { docs: unknown[] } }>('/api/search?page=2', {
      method: 'POST',
      body: { query: 'shop' },
    });

    expect(result).toEqual({ payload: { docs: [] } });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/search?page=2');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"query":"shop"}');
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('sends no body or content type on a GET', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    await apiFetch('/api/app-version');

    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });

  it('resolves with undefined for an empty success', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    await expect(apiFetch('/api/user/logout')).resolves.toBeUndefined();
  });

  it("throws an ApiError with the API's status, title and message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(404, {
          type: 'ERROR',
          code: 'NOT_FOUND',
          title: 'Not Found',
          message: "We couldn't find what you were looking for.",
        }),
      ),
    );

    const error = await apiFetch('/api/public/domains/missing.com').catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      title: 'Not Found',
      message: "We couldn't find what you were looking for.",
      isNotFound: true,
    });
    expect((error as ApiError).toNotification()).toEqual({
      type: 'ERROR',
      title: 'Not Found',
      message: "We couldn't find what you were looking for.",
    });
  });

  it('keeps field errors from a validation failure', async () => {
    const errors = [{ field: 'description', message: 'Description is too long' }];
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(400, { type: 'ERROR', title: 'Invalid', message: 'Check the form', errors }),
        ),
    );
    await expect(apiFetch('/api/domains/new', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      errors,
    });
  });

  it('throws a generic ApiError when the error body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response('<html>502 Bad Gateway</html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
      ),
    );

    await expect(
      apiFetch('/api/search', { method: 'POST', body: { query: '' } }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      title: 'Something went wrong',
      message: 'The server could not complete the request. Please try again.',
    });
  });

  it('throws an ApiError with status 0 when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('/api/search')).rejects.toMatchObject({
      status: 0,
      title: 'Connection problem',
    });
  });

  it('lets an abort through unchanged', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError')),
    );
    await expect(apiFetch('/api/search')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
