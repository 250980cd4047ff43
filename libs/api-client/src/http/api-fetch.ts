import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  GENERIC_ERROR_TITLE,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_TITLE,
} from './api-error';

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  body?: unknown;
}

interface ErrorBodyShape {
  title?: unknown;
  message?: unknown;
  code?: unknown;
  errors?: unknown;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const shape = (typeof body === 'object' && body !== null ? body : {}) as ErrorBodyShape;
  const title =
    typeof shape.title === 'string' && shape.title !== '' ? shape.title : GENERIC_ERROR_TITLE;
  const message =
    typeof shape.message === 'string' && shape.message !== ''
      ? shape.message
      : GENERIC_ERROR_MESSAGE;
  return new ApiError({
    status,
    title,
    message,
    code: typeof shape.code === 'string' ? shape.code : undefined,
    errors: Array.isArray(shape.errors) ? (shape.errors as ApiError['errors']) : undefined,
  });
}

/**
 * Calls the API on this origin with JSON in and out and the session cookie. Resolves with the
 * parsed body (undefined for an empty one); throws an ApiError for a non-2xx answer or when the
 * server cannot be reached. An abort (`init.signal`) rejects with the AbortError unchanged.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, headers, ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('accept', 'application/json');
  if (body !== undefined) requestHeaders.set('content-type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, title: NETWORK_ERROR_TITLE, message: NETWORK_ERROR_MESSAGE });
  }

  const parsed = await readJson(response);
  if (!response.ok) throw toApiError(response.status, parsed);
  return parsed as T;
}
