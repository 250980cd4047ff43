import { isNotFoundError } from '@domainfolio/api-client';
import { LeadKind, PRODUCT_NAME, type LeadThread } from '@domainfolio/contracts';
import { PageSpinner, useDocumentTitle } from '@domainfolio/ui';
import { ArrowLeftIcon } from '@heroicons/react/20/solid';
import { Link, useLocation, useParams } from 'react-router-dom';
import { DashboardNotFound } from '../../../components/dashboard-not-found';
import { LoadError } from '../../../components/load-error';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { domainPath } from '../../../lib/domain-paths';
import { inboxPathFrom } from '../../../lib/lead-paths';
import { useLeadThread } from '../api/get-lead-thread';
import { LeadStatusBadge } from '../components/lead-status-badge';
import { ReplyComposer } from '../components/reply-composer';
import { ThreadDetails } from '../components/thread-details';
import { ThreadMoves } from '../components/thread-moves';
import { ThreadTimeline } from '../components/thread-timeline';

const ABOUT: Record<LeadKind, string> = {
  [LeadKind.OFFER]: 'Offer for',
  [LeadKind.INQUIRY]: 'Inquiry about',
  [LeadKind.BUY_NOW]: 'Buy Now request for',
};

function Thread({ thread }: { thread: LeadThread }) {
  const { data: user } = useCurrentUser();
  const timeZone = user?.timeZone;
  const inbox = inboxPathFrom(useLocation().state);
  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <Link
          to={inbox}
          className="inline-flex items-center gap-x-1 text-sm font-medium text-gray-500 hover:text-gray-700"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          All leads
        </Link>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h2 className="min-w-0 text-xl font-semibold break-words text-gray-900">
                {thread.name}
              </h2>
              <LeadStatusBadge status={thread.status} />
            </div>
            <p className="mt-1 text-sm text-gray-600">
              {ABOUT[thread.kind]}{' '}
              <Link
                to={domainPath(thread.domain)}
                className="font-medium break-all text-indigo-600 hover:text-indigo-500"
              >
                {thread.unicodeDomain || thread.domain}
              </Link>
            </p>
          </div>
          <ThreadMoves thread={thread} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        {/* First on a phone: the amounts matter before the history. */}
        <aside aria-label="Details" className="lg:order-last">
          <ThreadDetails thread={thread} timeZone={timeZone} />
        </aside>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <section
            aria-label="Conversation"
            className="rounded-lg bg-white px-4 py-5 shadow-xs ring-1 ring-gray-900/5 sm:p-6"
          >
            <ThreadTimeline thread={thread} timeZone={timeZone} />
          </section>
          <ReplyComposer thread={thread} />
        </div>
      </div>
    </div>
  );
}

/**
 * /dashboard/leads/:id: one lead's negotiation, its messages as a timeline, and the owner's
 * answer: a reply or a counter, accept, decline.
 */
export function LeadThreadPage() {
  const { id = '' } = useParams();
  const thread = useLeadThread(id);
  useDocumentTitle(`${thread.data ? `Lead from ${thread.data.name}` : 'Lead'} | ${PRODUCT_NAME}`);
  // Keyed by id, so the composer starts empty when another thread opens. A failed reload
  // (after a move was refused) keeps the thread shown; the toast said why.
  if (thread.data) return <Thread key={thread.data._id} thread={thread.data} />;
  if (isNotFoundError(thread.error)) return <DashboardNotFound />;
  if (thread.isError) {
    return (
      <LoadError
        title="This lead could not be loaded"
        error={thread.error}
        onRetry={() => void thread.refetch()}
      />
    );
  }
  return <PageSpinner />;
}
