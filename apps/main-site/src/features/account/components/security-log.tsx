import { DASH, SECURITY_LOG_LIMIT, countryName, type SecurityEvent } from '@domainfolio/contracts';
import {
  Skeleton,
  classNames,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@domainfolio/ui';
import { LoadError } from '../../../components/load-error';
import { SM_UP, useMediaQuery } from '../../../hooks/use-media-query';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSecurityLog } from '../api/security';
import { securityEventDetail, securityEventLabel } from './security-log-words';
import { SettingsSection } from './settings-section';

const LABEL = 'Security log';

function When({ value, timeZone }: { value: string; timeZone: string }) {
  return <time dateTime={value}>{formatDateTime(value, timeZone)}</time>;
}

function place(event: SecurityEvent): string {
  return event.country ? countryName(event.country) : DASH;
}

function LogTable({ events, timeZone }: { events: SecurityEvent[]; timeZone: string }) {
  return (
    // The table itself (not the Table component, whose own scrolling box would be a second one
    // the keyboard cannot reach): the focusable box around it scrolls both ways.
    <table aria-label={LABEL} className="min-w-full border-separate border-spacing-0 text-sm">
      <TableHead>
        <TableRow>
          <TableHeaderCell>Time</TableHeaderCell>
          <TableHeaderCell>Event</TableHeaderCell>
          <TableHeaderCell>Device</TableHeaderCell>
          <TableHeaderCell>Country</TableHeaderCell>
          <TableHeaderCell>Detail</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {events.map((event) => (
          <TableRow key={event._id}>
            <TableCell className="align-top">
              <When value={event.date} timeZone={timeZone} />
            </TableCell>
            <TableCell className="align-top font-medium text-gray-900">
              {securityEventLabel(event)}
            </TableCell>
            <TableCell className="align-top">{event.device ?? DASH}</TableCell>
            <TableCell className="align-top">{place(event)}</TableCell>
            {/* Takes the room the others leave; a passkey's name can be long. */}
            <TableCell className="w-full max-w-0 min-w-40 align-top break-words whitespace-normal">
              {securityEventDetail(event) ?? DASH}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </table>
  );
}

function LogCards({ events, timeZone }: { events: SecurityEvent[]; timeZone: string }) {
  return (
    <ul
      role="list"
      aria-label={LABEL}
      className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white text-sm"
    >
      {events.map((event) => {
        const detail = securityEventDetail(event);
        return (
          <li key={event._id} className="space-y-1 px-3 py-2.5">
            <p className="font-medium text-gray-900">{securityEventLabel(event)}</p>
            {detail && <p className="break-words text-gray-700">{detail}</p>}
            <p className="text-xs text-gray-500">
              <When value={event.date} timeZone={timeZone} />
            </p>
            <p className="text-xs break-words text-gray-500">
              {event.device ?? DASH} · {place(event)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The security log: sign-ins (and refused ones), changes to how the account signs in, API
 * keys, exports and the like, newest first, each with the device and country it came from. A
 * table from `sm` up, a card per event on a phone, where five columns do not fit.
 */
export function SecurityLogSection({ timeZone }: { timeZone: string }) {
  const wide = useMediaQuery(SM_UP, true);
  const log = useSecurityLog();

  let content;
  if (log.data && log.data.length === 0) {
    content = <p className="text-sm text-gray-600">Nothing has happened yet.</p>;
  } else if (log.data) {
    content = (
      <div className="space-y-2">
        {/* A long log scrolls in its own box, which the keyboard can reach to scroll it too. */}
        <div
          role="region"
          aria-label={`${LABEL} (scrolls)`}
          tabIndex={0}
          className={classNames(
            'max-h-[28rem] overflow-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
            wide && 'border border-gray-200 bg-white shadow-sm',
          )}
        >
          {wide ? (
            <LogTable events={log.data} timeZone={timeZone} />
          ) : (
            <LogCards events={log.data} timeZone={timeZone} />
          )}
        </div>
        {log.data.length >= SECURITY_LOG_LIMIT && (
          <p className="text-xs text-gray-500">The last {SECURITY_LOG_LIMIT} events.</p>
        )}
      </div>
    );
  } else if (log.isError) {
    content = (
      <LoadError
        title="The security log could not be loaded"
        error={log.error}
        onRetry={() => void log.refetch()}
      />
    );
  } else {
    content = (
      <div role="status" aria-label="Loading the security log" className="space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }

  return (
    <SettingsSection
      title={LABEL}
      description="Sign-ins and changes to your account's security, newest first, with the device and country they came from. See something you did not do? Change your password and sign out the other devices."
    >
      {content}
    </SettingsSection>
  );
}
