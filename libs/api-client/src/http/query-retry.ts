import { isApiError } from './api-error';

/**
 * Retries a failed query once, unless the API answered with a 4xx: a missing domain or a bad
 * request will not succeed on a second try.
 */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
