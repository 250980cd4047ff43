import { NotificationType, type FieldError, type Notification } from '@domainfolio/contracts';

export const GENERIC_ERROR_TITLE = 'Something went wrong';
export const GENERIC_ERROR_MESSAGE = 'The server could not complete the request. Please try again.';
export const NETWORK_ERROR_TITLE = 'Connection problem';
export const NETWORK_ERROR_MESSAGE =
  'We could not reach the server. Check your connection and try again.';

/**
 * A failed API call: the HTTP status and the notification the API sent (its title and
 * message), or a generic one when the answer was not the API's JSON (a proxy's error page).
 * `status` is 0 when the server could not be reached.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly title: string;
  readonly code: string | undefined;
  readonly errors: FieldError[];

  constructor(options: {
    status: number;
    title: string;
    message: string;
    code?: string;
    errors?: FieldError[];
  }) {
    super(options.message);
    this.status = options.status;
    this.title = options.title;
    this.code = options.code;
    this.errors = options.errors ?? [];
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** The error as a notification, ready for `notify`. */
  toNotification(): Notification {
    return { type: NotificationType.ERROR, title: this.title, message: this.message };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a 404 from the API: the thing asked for does not exist (or is not public). */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.isNotFound;
}
