import { GENERIC_ERROR_MESSAGE, GENERIC_ERROR_TITLE, isApiError } from '@domainfolio/api-client';
import { NotificationType, type Notification } from '@domainfolio/contracts';
import { notify } from '@domainfolio/ui';

/** Inline errors by field name, from the `errors[]` of an API error body. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The API's field errors by field. A nested name ('user.username') is also filed under its
 * last part ('username'), since each form knows its fields by their short names.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const result: FieldErrors = {};
  if (!isApiError(error)) return result;
  for (const { field, message } of error.errors) {
    result[field] ??= message;
    const short = field.slice(field.lastIndexOf('.') + 1);
    result[short] ??= message;
  }
  return result;
}

/** The code of an API error ('EMAIL_NOT_CONFIRMED'), if it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

/** The notification to show for a failed call: the API's own title and message when it sent one. */
export function errorNotification(error: unknown): Notification {
  if (isApiError(error)) return error.toNotification();
  return {
    type: NotificationType.ERROR,
    title: GENERIC_ERROR_TITLE,
    message: GENERIC_ERROR_MESSAGE,
  };
}

/** Shows a failed call as an error toast. */
export function notifyError(error: unknown, durationMs?: number): void {
  notify(errorNotification(error), durationMs);
}
