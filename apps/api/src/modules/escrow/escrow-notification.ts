import { ErrorCode } from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import { escrowId } from './escrow.gateway';

/**
 * The transaction id of a notification as Escrow.com posts it: `{"event": "complete",
 * "event_type": "transaction", "transaction_id": 3800255, ...}`. Escrow.com adds fields as it
 * likes, so nothing but the id is read, and nothing it says is trusted: the transaction is
 * read again before anything changes. A body without a usable id is a 400.
 */
export function notificationTransactionId(body: unknown): string {
  const value =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)['transaction_id']
      : undefined;
  const id = escrowId(value);
  if (id !== null) return id;
  const message =
    value === undefined
      ? 'transaction_id is required'
      : "transaction_id must be Escrow.com's transaction id (a whole number)";
  throw new AppError(ErrorCode.VALIDATION_FAILED, {
    message: `${message[0]!.toUpperCase()}${message.slice(1)}.`,
    errors: [{ field: 'transaction_id', message }],
  });
}
