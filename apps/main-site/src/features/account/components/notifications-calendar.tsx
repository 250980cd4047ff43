import {
  SuccessCode,
  successBody,
  type CalendarFeedResponse,
  type Notification,
} from '@domainfolio/contracts';
import { Button, ConfirmDialog, Skeleton, TextField, notify } from '@domainfolio/ui';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { notifyError } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format-date-time';
import { useCalendarFeed, useCalendarFeedMutations } from '../api/notifications';
import { useCopy } from '../../../components/copy-button';
import { SettingsSection } from './settings-section';

const TITLE = 'Calendar feed';
const DESCRIPTION =
  'Your domains’ expiration dates in your own calendar, kept up to date: subscribe once to a private link.';

type Confirming = 'renew' | 'revoke' | null;

/** The server's notification when it sent one, else the catalogue's words for the change. */
function notificationOf(
  response: CalendarFeedResponse & Partial<Notification>,
  fallback: SuccessCode,
): Notification {
  const { type, title, message } = response;
  return type && title && message ? { type, title, message } : successBody(fallback);
}

function HowToSubscribe() {
  return (
    <div className="text-sm text-gray-600">
      <p className="font-medium text-gray-900">Subscribe with the link</p>
      <ul role="list" className="mt-1 list-disc space-y-0.5 pl-5">
        <li>
          Google Calendar: Other calendars → <span className="font-medium">From URL</span>
        </li>
        <li>
          Apple Calendar: File → <span className="font-medium">New Calendar Subscription</span>
        </li>
        <li>
          Outlook: Add calendar → <span className="font-medium">Subscribe from web</span>
        </li>
      </ul>
    </div>
  );
}

/**
 * The calendar feed: none yet (Create calendar link), or its secret URL with Copy, New link
 * (the old one stops working, so it asks first) and Turn off.
 */
export function CalendarFeedSection({ timeZone }: { timeZone: string | undefined }) {
  const feed = useCalendarFeed();
  const { create, revoke } = useCalendarFeedMutations();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const { copied, copy } = useCopy('link');
  const url = feed.data?.url ?? null;

  function makeLink() {
    create.mutate(undefined, {
      onSuccess: (response) => {
        notify(notificationOf(response, SuccessCode.CALENDAR_FEED_CREATED));
        setConfirming(null);
      },
      onError: (error) => notifyError(error),
    });
  }

  function turnOff() {
    revoke.mutate(undefined, {
      onSuccess: (response) => {
        notify(notificationOf(response, SuccessCode.CALENDAR_FEED_REVOKED));
        setConfirming(null);
      },
      onError: (error) => notifyError(error),
    });
  }

  let content;
  let actions;
  if (feed.data && url) {
    content = (
      <>
        <div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <TextField
              label="Calendar link"
              className="min-w-0 grow"
              inputClassName="font-mono"
              readOnly
              value={url}
              hint={
                feed.data.createdAt
                  ? `Made ${formatDateTime(feed.data.createdAt, timeZone)}. Anyone with it sees your domains’ names and expiration dates.`
                  : 'Anyone with it sees your domains’ names and expiration dates.'
              }
              onFocus={(event) => event.target.select()}
            />
            <Button variant="secondary" className="shrink-0 sm:mt-8" onClick={() => void copy(url)}>
              {copied ? 'Copied' : 'Copy'}
              <span className="sr-only"> the calendar link</span>
            </Button>
          </div>
        </div>
        <HowToSubscribe />
      </>
    );
    actions = (
      <>
        <Button
          variant="ghost"
          className="text-red-600 hover:text-red-700"
          onClick={() => setConfirming('revoke')}
        >
          Turn off
        </Button>
        <Button variant="secondary" onClick={() => setConfirming('renew')}>
          New link
        </Button>
      </>
    );
  } else if (feed.data) {
    content = (
      <>
        <p className="text-sm text-gray-600">
          Each domain’s expiration date appears in your calendar, which checks the link for changes
          on its own schedule. The link is private: only whoever has it can see it.
        </p>
        <HowToSubscribe />
      </>
    );
    actions = (
      <Button loading={create.isPending} onClick={makeLink}>
        Create calendar link
      </Button>
    );
  } else if (feed.isError) {
    content = (
      <LoadError
        title="Your calendar link could not be loaded"
        error={feed.error}
        onRetry={() => void feed.refetch()}
      />
    );
  } else {
    content = (
      <div role="status" aria-label="Loading your calendar link" className="space-y-3">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }

  return (
    <>
      <SettingsSection title={TITLE} description={DESCRIPTION} actions={actions}>
        {content}
      </SettingsSection>
      <ConfirmDialog
        open={confirming === 'renew'}
        tone="disable"
        title="Make a new calendar link?"
        message="The old link stops working: calendars subscribed to it stop updating until you subscribe to the new one."
        confirmLabel="Make a new link"
        loading={create.isPending}
        onConfirm={makeLink}
        onCancel={() => {
          if (!create.isPending) setConfirming(null);
        }}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        tone="disable"
        title="Turn off the calendar link?"
        message="The link stops working, and calendars subscribed to it stop updating. You can make a new one later."
        confirmLabel="Turn off"
        loading={revoke.isPending}
        onConfirm={turnOff}
        onCancel={() => {
          if (!revoke.isPending) setConfirming(null);
        }}
      />
    </>
  );
}
