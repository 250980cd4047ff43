import { ERROR_CATALOGUE, type ErrorCode, type FieldError } from '@domainfolio/contracts';

export interface AppErrorOptions {
  /** Values for the catalogue message's `{placeholders}`. */
  vars?: Record<string, string | number>;
  /** Per-field problems, for forms. */
  errors?: FieldError[];
  /** Replaces the catalogue message when the situation needs a more precise one. */
  message?: string;
  /** Response headers that go with the error (e.g. Retry-After). */
  headers?: Record<string, string>;
}

/**
 * A failure the user can act on. The code picks the HTTP status, title and message from the
 * error catalogue in one place (AppExceptionFilter), so every error has the same shape.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(options.message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }
}
