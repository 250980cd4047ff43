import { LeadStatus, formatCurrency, type LeadThread } from '@domainfolio/contracts';
import { LockClosedIcon } from '@heroicons/react/16/solid';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LeadContact } from '../../../components/leads/lead-contact';
import { editDomainPath } from '../../../lib/domain-paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { amountOf } from './lead-amount';
import { LeadMarkers } from './lead-markers';
import { ExportThreadLinks } from './export-thread-links';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-x-4 py-2.5">
      <dt className="text-sm text-gray-500">{term}</dt>
      <dd className="text-right text-sm text-gray-900">{children}</dd>
    </div>
  );
}

/**
 * The side card of a thread: the price on the table against the asking price, the owner's
 * floor (which buyers never see), the buyer's contact and the exports.
 */
export function ThreadDetails({
  thread,
  timeZone,
}: {
  thread: LeadThread;
  timeZone: string | undefined;
}) {
  const { amount, by } = amountOf(thread);
  const counterOpen = thread.status === LeadStatus.COUNTERED && thread.counterExpiresAt !== null;
  return (
    <div className="divide-y divide-gray-100 rounded-lg bg-white shadow-xs ring-1 ring-gray-900/5">
      <dl className="divide-y divide-gray-100 px-4 sm:px-6">
        <Row term={by ?? 'Amount'}>
          <span className="font-semibold tabular-nums">
            {amount === null ? 'No amount yet' : formatCurrency(amount)}
          </span>
        </Row>
        {counterOpen && (
          <Row term="Open until">
            <time dateTime={thread.counterExpiresAt ?? undefined}>
              {formatDateTime(thread.counterExpiresAt, timeZone)}
            </time>
          </Row>
        )}
        <Row term="Asking price">
          <span className="tabular-nums">
            {thread.sellingPrice === null ? 'Not set' : formatCurrency(thread.sellingPrice)}
          </span>
        </Row>
        <Row term="Floor">
          {thread.floorPrice === null ? (
            <Link
              to={editDomainPath(thread.domain)}
              className="font-medium text-indigo-600 hover:text-indigo-500"
            >
              Set a floor
            </Link>
          ) : (
            <span className="inline-flex items-center gap-x-1 tabular-nums">
              <LockClosedIcon aria-hidden="true" className="size-3.5 text-gray-400" />
              Your floor: {formatCurrency(thread.floorPrice)}
            </span>
          )}
        </Row>
      </dl>
      {thread.floorPrice !== null && (
        <p className="px-4 py-2 text-xs text-gray-500 sm:px-6">
          Only you see the floor. Offers below it are answered automatically.
        </p>
      )}
      <div className="space-y-2 px-4 py-4 text-sm sm:px-6">
        <h3 className="text-sm font-semibold text-gray-900">Buyer</h3>
        <LeadContact lead={thread} />
        <LeadMarkers lead={thread} />
      </div>
      <div className="space-y-2 px-4 py-4 sm:px-6">
        <h3 className="text-sm font-semibold text-gray-900">Export this conversation</h3>
        <ExportThreadLinks id={thread._id} />
      </div>
    </div>
  );
}
