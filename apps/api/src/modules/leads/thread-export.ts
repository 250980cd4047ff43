import {
  THREAD_EXPORT_FIELDS,
  type LeadThread,
  type ThreadExportFormat,
} from '@domainfolio/contracts';
import { toCsv } from '@domainfolio/portfolio-files';

/** `domainfolio-{username}-offer-{domain}-{yyyy-MM-dd}.{json|csv}` */
export function threadExportFileName(
  username: string,
  domain: string,
  day: string,
  format: ThreadExportFormat,
): string {
  const safe = (value: string) => value.toLowerCase().replace(/[^a-z0-9.-]/g, '');
  return `domainfolio-${safe(username)}-offer-${safe(domain)}-${day}.${format}`;
}

/**
 * A thread as a record for the owner's files or a dispute: the lead (buyer, domain, status,
 * prices) and every message with its time, sender, amount and the address it was sent to.
 * CSV cells that look like formulas are defused by toCsv.
 */
export function threadExport(
  thread: LeadThread,
  format: ThreadExportFormat,
): { contentType: string; body: string } {
  if (format === 'json') {
    const record = {
      lead: {
        id: thread._id,
        domain: thread.unicodeDomain,
        buyer: { name: thread.name, email: thread.email, phone: thread.phone },
        status: thread.status,
        askingPrice: thread.sellingPrice,
        agreedAmount: thread.agreedAmount,
        receivedAt: thread.createdDate,
      },
      messages: thread.messages.map((message) => ({
        time: message.createdDate,
        sender: message.sender,
        kind: message.kind,
        amount: message.amount,
        expiresAt: message.expiresAt,
        sentTo: message.sentTo,
        message: message.message,
      })),
    };
    return {
      contentType: 'application/json; charset=utf-8',
      body: `${JSON.stringify(record, null, 2)}\n`,
    };
  }
  const rows = thread.messages.map((message) => [
    message.createdDate,
    message.sender,
    message.kind,
    message.amount,
    message.expiresAt,
    message.sentTo,
    message.message,
  ]);
  return { contentType: 'text/csv; charset=utf-8', body: toCsv([THREAD_EXPORT_FIELDS, ...rows]) };
}
