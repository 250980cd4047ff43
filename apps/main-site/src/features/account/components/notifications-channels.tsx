import {
  CHANNEL_TYPE_LABELS,
  EMAIL_CHANNEL_ID,
  NotificationType,
  type AlertChannel,
  type ChannelTestResult,
} from '@domainfolio/contracts';
import { Badge, Button, Skeleton, classNames, notify } from '@domainfolio/ui';
import { RemoveDialog } from '../../../components/remove-dialog';
import { CheckCircleIcon, ChevronDownIcon, XCircleIcon } from '@heroicons/react/20/solid';
import { useId, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { errorNotification, notifyError } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format-date-time';
import { useChannels, useRemoveChannel, useTestChannel } from '../api/notifications';
import { DeliveryLog, DeliveryStatusBadge } from './notifications-delivery-log';
import { SettingsSection } from './settings-section';

/** The email channel first, as the server sends it; the rest in the order they were added. */
export function emailFirst(channels: readonly AlertChannel[]): AlertChannel[] {
  return [...channels].sort(
    (a, b) => Number(b._id === EMAIL_CHANNEL_ID) - Number(a._id === EMAIL_CHANNEL_ID),
  );
}

/** What "Send a test" got back, green when the far side took it, red when not. */
function TestResult({ result }: { result: ChannelTestResult }) {
  const Icon = result.ok ? CheckCircleIcon : XCircleIcon;
  const answer = result.status === null ? 'No HTTP answer' : `HTTP ${result.status}`;
  return (
    <div
      role="status"
      className={classNames(
        'mt-3 rounded-md p-3 text-sm ring-1 ring-inset',
        result.ok
          ? 'bg-green-50 text-green-800 ring-green-600/20'
          : 'bg-red-50 text-red-800 ring-red-600/20',
      )}
    >
      <p className="flex items-center gap-x-1.5 font-medium">
        <Icon
          aria-hidden="true"
          className={classNames('size-4 shrink-0', result.ok ? 'text-green-500' : 'text-red-500')}
        />
        {result.ok ? 'Delivered' : 'Not delivered'} · {answer}
      </p>
      {result.body && (
        <pre
          className={classNames(
            'mt-1.5 max-h-32 overflow-y-auto font-mono text-xs break-words whitespace-pre-wrap',
            result.ok ? 'text-green-700' : 'text-red-700',
          )}
        >
          {result.body}
        </pre>
      )}
    </div>
  );
}

function LastDelivery({
  channel,
  timeZone,
}: {
  channel: AlertChannel;
  timeZone: string | undefined;
}) {
  const last = channel.lastDelivery;
  if (!last) return <p className="mt-1 text-xs text-gray-500">Nothing sent yet</p>;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-500">
      Last message
      <DeliveryStatusBadge status={last.status} />
      <time dateTime={last.at}>{formatDateTime(last.at, timeZone)}</time>
    </p>
  );
}

function ChannelItem({
  channel,
  timeZone,
  onRemove,
}: {
  channel: AlertChannel;
  timeZone: string | undefined;
  onRemove: (channel: AlertChannel) => void;
}) {
  const logId = useId();
  const test = useTestChannel();
  const [result, setResult] = useState<ChannelTestResult | null>(null);
  const [logOpen, setLogOpen] = useState(false);

  function sendTest() {
    setResult(null);
    test.mutate(channel._id, {
      onSuccess: (response) => {
        setResult(response.payload);
        // A refusal comes as the server's notification too; it is red like the answer.
        notify({
          ...response,
          type: response.payload.ok ? response.type : NotificationType.ERROR,
        });
      },
      onError: (error) => {
        notifyError(error);
        setResult({ ok: false, status: null, body: errorNotification(error).message });
      },
    });
  }

  return (
    <li className="py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium break-words text-gray-900">{channel.name}</span>
            <Badge color={channel._id === EMAIL_CHANNEL_ID ? 'indigo' : 'gray'}>
              {CHANNEL_TYPE_LABELS[channel.type]}
            </Badge>
          </p>
          <p className="mt-1 text-sm break-all text-gray-500">{channel.target}</p>
          <LastDelivery channel={channel} timeZone={timeZone} />
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" loading={test.isPending} onClick={sendTest}>
            Send a test<span className="sr-only"> to {channel.name}</span>
          </Button>
          {channel.deletable && (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-600 hover:text-red-700"
              onClick={() => onRemove(channel)}
            >
              Remove<span className="sr-only"> {channel.name}</span>
            </Button>
          )}
        </div>
      </div>
      {result && <TestResult result={result} />}
      <button
        type="button"
        aria-expanded={logOpen}
        aria-controls={logId}
        onClick={() => setLogOpen((open) => !open)}
        className="mt-3 inline-flex items-center gap-x-1 rounded-md text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <ChevronDownIcon
          aria-hidden="true"
          className={classNames('size-5 transition-transform', logOpen && 'rotate-180')}
        />
        Delivery log<span className="sr-only"> of {channel.name}</span>
      </button>
      <div id={logId} hidden={!logOpen} className="mt-3">
        {logOpen && (
          <DeliveryLog channelId={channel._id} channelName={channel.name} timeZone={timeZone} />
        )}
      </div>
    </li>
  );
}

/**
 * The owner's channels: the account's email, always first and never removed, then the ones
 * they added. Each can be sent a test, which shows what the far side answered, and shows its
 * last deliveries on demand.
 */
export function NotificationChannelsSection({ timeZone }: { timeZone: string | undefined }) {
  const channels = useChannels();
  const remove = useRemoveChannel();
  const [removing, setRemoving] = useState<AlertChannel | null>(null);

  let content;
  if (channels.data) {
    content = (
      <ul role="list" aria-label="Channels" className="-my-4 divide-y divide-gray-100">
        {emailFirst(channels.data).map((channel) => (
          <ChannelItem
            key={channel._id}
            channel={channel}
            timeZone={timeZone}
            onRemove={setRemoving}
          />
        ))}
      </ul>
    );
  } else if (channels.isError) {
    content = (
      <LoadError
        title="Your channels could not be loaded"
        error={channels.error}
        onRetry={() => void channels.refetch()}
      />
    );
  } else {
    content = (
      <div role="status" aria-label="Loading your channels" className="space-y-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-4 w-full" />
      </div>
    );
  }

  return (
    <>
      <SettingsSection
        title="Notification channels"
        description="Where you hear about new offers, expiring domains and sales: your email address, and any Slack, Discord, Telegram, ntfy or webhook channel you add. Send a test to see what the other side answers."
      >
        {content}
      </SettingsSection>
      <RemoveDialog
        item={removing}
        title={(channel) => `Remove "${channel.name}"?`}
        message="Nothing more is sent to it, and it leaves every event it was chosen for."
        remove={remove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
