import { ownerSiteUrl, type LeadFilter } from '@domainfolio/contracts';
import { Button, EmptyState, useSiteContext } from '@domainfolio/ui';
import { CheckCircleIcon, FunnelIcon, InboxIcon } from '@heroicons/react/24/outline';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { LEAD_FILTER_LABELS } from './inbox-toolbar';

function NoLeadsAtAll() {
  const { appUrl } = useSiteContext();
  const { data: user } = useCurrentUser();
  return (
    <EmptyState
      icon={InboxIcon}
      title="No leads yet"
      description={
        <>
          Leads arrive here when visitors send an inquiry, an offer or a Buy Now request from your
          domains&apos; landing pages. Share{' '}
          {user ? (
            <a
              href={ownerSiteUrl(appUrl, user.username)}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-indigo-600 hover:text-indigo-500"
            >
              your portfolio site
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            'your portfolio site'
          )}{' '}
          so buyers find them.
        </>
      }
    />
  );
}

/**
 * What an empty inbox says, by filter: nothing at all yet (share the portfolio), all caught up
 * (nothing waits on a reply), or none in this status; the last two offer every lead instead.
 */
export function InboxEmpty({ status, onShowAll }: { status: LeadFilter; onShowAll: () => void }) {
  if (status === 'ALL') return <NoLeadsAtAll />;
  const showAll = (
    <Button variant="secondary" onClick={onShowAll}>
      Show all leads
    </Button>
  );
  if (status === 'NEEDS_REPLY') {
    return (
      <EmptyState
        icon={CheckCircleIcon}
        title="No leads need a reply"
        description="You're all caught up. New offers, and buyers' answers to yours, show up here."
        action={showAll}
      />
    );
  }
  return (
    <EmptyState
      icon={FunnelIcon}
      title={`No leads are ${LEAD_FILTER_LABELS[status].toLowerCase()}`}
      description="Choose another status to see those leads."
      action={showAll}
    />
  );
}
