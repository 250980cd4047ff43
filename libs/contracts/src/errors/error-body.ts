import { NotificationType, type Notification } from '../notifications/notification';
import { ERROR_CATALOGUE } from './error-catalogue';
import type { ErrorCode } from './error-codes';
import { formatMessage, type MessageVars } from './format-message';

export interface FieldError {
  field: string;
  message: string;
}

/** The body of every error response: a notification the sites can show as it is. */
export type ErrorBody = Notification & {
  type: typeof NotificationType.ERROR;
  code?: ErrorCode;
  errors?: FieldError[];
};

/** Builds the error body for `code`, filling the message's placeholders from `vars`. */
export function errorBody(code: ErrorCode, vars?: MessageVars, errors?: FieldError[]): ErrorBody {
  const entry = ERROR_CATALOGUE[code];
  const body: ErrorBody = {
    type: NotificationType.ERROR,
    code,
    title: entry.title,
    message: formatMessage(entry.message, vars),
  };
  if (errors && errors.length > 0) {
    body.errors = errors;
  }
  return body;
}
