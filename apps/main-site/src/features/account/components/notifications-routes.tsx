import {
  ALERT_EVENTS,
  ALERT_EVENT_DESCRIPTIONS,
  ALERT_EVENT_LABELS,
  CHANNEL_TYPE_LABELS,
  type AlertChannel,
  type AlertEvent,
} from '@domainfolio/contracts';
import {
  Checkbox,
  CheckboxField,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@domainfolio/ui';
import { SM_UP, useMediaQuery } from '../../../hooks/use-media-query';

export type Routes = Record<AlertEvent, string[]>;

export interface RoutesTableProps {
  channels: readonly AlertChannel[];
  routes: Routes;
  onToggle: (event: AlertEvent, channelId: string, on: boolean) => void;
}

const checkboxLabel = (event: AlertEvent, channel: AlertChannel) =>
  `Send ${ALERT_EVENT_LABELS[event]} to ${channel.name}`;

function RoutesGrid({ channels, routes, onToggle }: RoutesTableProps) {
  return (
    <Table aria-label="Which events go where">
      <TableHead>
        <TableRow className="hover:bg-transparent">
          <TableHeaderCell className="align-bottom">Event</TableHeaderCell>
          {channels.map((channel) => (
            <TableHeaderCell
              key={channel._id}
              align="center"
              className="max-w-28 min-w-20 align-bottom"
            >
              {/* Channel names are the owner's words: shown as written, not in capitals, and
                  wrapped when long (the header cell itself does not wrap). */}
              <span className="block font-semibold tracking-normal break-words whitespace-normal text-gray-900 normal-case">
                {channel.name}
              </span>
              <span className="block font-normal tracking-normal text-gray-500 normal-case">
                {CHANNEL_TYPE_LABELS[channel.type]}
              </span>
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {ALERT_EVENTS.map((event) => (
          <TableRow key={event}>
            {/* Takes the room the channels leave, and wraps (the cell itself does not), so the
                table fits the card. */}
            <TableCell className="w-full max-w-0 min-w-44 align-top">
              <span className="block font-medium whitespace-normal text-gray-900">
                {ALERT_EVENT_LABELS[event]}
              </span>
              <span className="block whitespace-normal text-gray-500">
                {ALERT_EVENT_DESCRIPTIONS[event]}
              </span>
            </TableCell>
            {channels.map((channel) => (
              <TableCell key={channel._id} align="center" className="align-middle">
                <Checkbox
                  ariaLabel={checkboxLabel(event, channel)}
                  checked={routes[event].includes(channel._id)}
                  onChange={(on) => onToggle(event, channel._id, on)}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RouteCards({ channels, routes, onToggle }: RoutesTableProps) {
  return (
    <ul role="list" aria-label="Which events go where" className="space-y-3">
      {ALERT_EVENTS.map((event) => (
        <li key={event} className="rounded-lg border border-gray-200 p-4">
          <fieldset>
            <legend className="text-sm font-medium text-gray-900">
              {ALERT_EVENT_LABELS[event]}
            </legend>
            <p className="text-sm text-gray-500">{ALERT_EVENT_DESCRIPTIONS[event]}</p>
            <div className="mt-3 space-y-2">
              {channels.map((channel) => (
                <CheckboxField
                  key={channel._id}
                  label={
                    <>
                      {channel.name}{' '}
                      <span className="font-normal text-gray-500">
                        ({CHANNEL_TYPE_LABELS[channel.type]})
                      </span>
                    </>
                  }
                  checked={routes[event].includes(channel._id)}
                  onChange={(change) => onToggle(event, channel._id, change.target.checked)}
                />
              ))}
            </div>
          </fieldset>
        </li>
      ))}
    </ul>
  );
}

/**
 * Which channels carry each event: a table of events by channels from `sm` up, and on a
 * phone, where a column per channel does not fit, a card per event listing the channels.
 */
export function RoutesTable(props: RoutesTableProps) {
  const wide = useMediaQuery(SM_UP, true);
  return wide ? <RoutesGrid {...props} /> : <RouteCards {...props} />;
}
