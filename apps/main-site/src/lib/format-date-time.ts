import { DASH, DEFAULT_TIME_ZONE } from '@domainfolio/contracts';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * A moment as the owner reads it, in their time zone: 'May 1, 2025, 2:00 PM'. A negotiation
 * moves within hours, so the time matters here where the tables' dates (MM/dd/yy) do not.
 */
export function formatDateTime(
  value: string | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (!value) return DASH;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return DASH;
  return formatIn(timeZone).format(date);
}
