import {
  ALERT_EVENT_LABELS,
  DELIVERY_LOG_SIZE,
  DeliveryStatus,
  TEST_ALERT,
  type AlertDelivery,
  type DeliveredEvent,
} from '@domainfolio/contracts';
import {
  Badge,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  type BadgeColor,
} from '@domainfolio/ui';
import { LoadError } from '../../../components/load-error';
import { SM_UP, useMediaQuery } from '../../../hooks/use-media-query';
import { formatDateTime } from '../../../lib/format-date-time';
import { useDeliveries } from '../api/notifications';

const STATUS: Record<DeliveryStatus, { label: string; color: BadgeColor }> = {
  [DeliveryStatus.SENT]: { label: 'Sent', color: 'green' },
  [DeliveryStatus.FAILED]: { label: 'Failed', color: 'red' },
  [DeliveryStatus.PENDING]: { label: 'Retrying', color: 'yellow' },
};

/** What a delivery was about: the event's name, or Test for the owner's "Send a test". */
export function deliveredEventLabel(event: DeliveredEvent): string {
  return event === TEST_ALERT ? 'Test' : ALERT_EVENT_LABELS[event];
}

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { label, color } = STATUS[status];
  return <Badge color={color}>{label}</Badge>;
}

function When({ value, timeZone }: { value: string; timeZone: string | undefined }) {
  return <time dateTime={value}>{formatDateTime(value, timeZone)}</time>;
}

/** The event, and the domain it was about when there is one. */
function EventCell({ delivery }: { delivery: AlertDelivery }) {
  return (
    <>
      <span className="font-medium text-gray-900">{deliveredEventLabel(delivery.event)}</span>
      {delivery.domain && <span className="block text-gray-500">{delivery.domain}</span>}
    </>
  );
}

/** The far side's last answer, and when a pending one is tried again. */
function ResponseCell({
  delivery,
  timeZone,
}: {
  delivery: AlertDelivery;
  timeZone: string | undefined;
}) {
  return (
    <>
      <span className="block font-mono text-xs break-words whitespace-normal text-gray-700">
        {delivery.lastResponse ?? '—'}
      </span>
      {delivery.status === DeliveryStatus.PENDING && delivery.nextAttemptAt && (
        <span className="block text-xs text-gray-500">
          Next try <When value={delivery.nextAttemptAt} timeZone={timeZone} />
        </span>
      )}
    </>
  );
}

function attemptsOf(delivery: AlertDelivery): string {
  return delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`;
}

function DeliveryTable({
  deliveries,
  label,
  timeZone,
}: {
  deliveries: AlertDelivery[];
  label: string;
  timeZone: string | undefined;
}) {
  return (
    <Table aria-label={label} className="max-h-96">
      <TableHead>
        <TableRow>
          <TableHeaderCell>Event</TableHeaderCell>
          <TableHeaderCell>Time</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell align="right">Attempts</TableHeaderCell>
          <TableHeaderCell>Last response</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {deliveries.map((delivery) => (
          <TableRow key={delivery._id}>
            <TableCell className="align-top">
              <EventCell delivery={delivery} />
            </TableCell>
            <TableCell className="align-top">
              <When value={delivery.createdAt} timeZone={timeZone} />
            </TableCell>
            <TableCell className="align-top">
              <DeliveryStatusBadge status={delivery.status} />
            </TableCell>
            <TableCell align="right" className="align-top">
              {delivery.attempts}
            </TableCell>
            {/* Takes the room the others leave; its text wraps, since answers can be long. */}
            <TableCell className="w-full max-w-0 min-w-48 align-top">
              <ResponseCell delivery={delivery} timeZone={timeZone} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function DeliveryCards({
  deliveries,
  label,
  timeZone,
}: {
  deliveries: AlertDelivery[];
  label: string;
  timeZone: string | undefined;
}) {
  return (
    <ul
      role="list"
      aria-label={label}
      className="max-h-[28rem] divide-y divide-gray-100 overflow-y-auto rounded-lg border border-gray-200 bg-white text-sm"
    >
      {deliveries.map((delivery) => (
        <li key={delivery._id} className="space-y-1 px-3 py-2.5">
          <div className="flex items-start justify-between gap-x-3">
            <div className="min-w-0">
              <EventCell delivery={delivery} />
            </div>
            <DeliveryStatusBadge status={delivery.status} />
          </div>
          <p className="text-xs text-gray-500">
            <When value={delivery.createdAt} timeZone={timeZone} /> · {attemptsOf(delivery)}
          </p>
          <div>
            <ResponseCell delivery={delivery} timeZone={timeZone} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A channel's last deliveries (at most DELIVERY_LOG_SIZE, newest first): a table from `sm`
 * up, a card per delivery on a phone, where five columns do not fit.
 */
export function DeliveryLog({
  channelId,
  channelName,
  timeZone,
}: {
  channelId: string;
  channelName: string;
  timeZone: string | undefined;
}) {
  const wide = useMediaQuery(SM_UP, true);
  const deliveries = useDeliveries(channelId);
  const label = `Delivery log of ${channelName}`;
  const list = deliveries.data?.slice(0, DELIVERY_LOG_SIZE);

  if (list && list.length === 0) {
    return <p className="text-sm text-gray-500">Nothing was sent to {channelName} yet.</p>;
  }
  if (list) {
    return (
      <div className="space-y-2">
        {wide ? (
          <DeliveryTable deliveries={list} label={label} timeZone={timeZone} />
        ) : (
          <DeliveryCards deliveries={list} label={label} timeZone={timeZone} />
        )}
        {list.length >= DELIVERY_LOG_SIZE && (
          <p className="text-xs text-gray-500">The last {DELIVERY_LOG_SIZE} messages.</p>
        )}
      </div>
    );
  }
  if (deliveries.isError) {
    return (
      <LoadError
        title="The delivery log could not be loaded"
        error={deliveries.error}
        onRetry={() => void deliveries.refetch()}
      />
    );
  }
  return (
    <div role="status" aria-label={`Loading the delivery log of ${channelName}`}>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-2/3" />
    </div>
  );
}
