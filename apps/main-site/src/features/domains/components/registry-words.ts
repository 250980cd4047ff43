import {
  PRODUCT_NAME,
  REGISTRAR_NAMES,
  formatDate,
  type FieldSource,
  type RegistrarCode,
} from '@domainfolio/contracts';

/** An EPP status as words: 'clientTransferProhibited' → 'Client transfer prohibited'. */
export function statusLabel(status: string): string {
  if (status.toLowerCase() === 'ok') return 'OK';
  // RDAP servers send either the EPP name or RFC 8056's spaced words; both read the same here.
  const words = status
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[\s_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A registrar code as its name ('porkbun' → 'Porkbun'); an unknown code shows as given. */
export function registrarName(code: string | null): string | null {
  if (code === null) return null;
  return REGISTRAR_NAMES[code as RegistrarCode] ?? code;
}

/**
 * The calendar day of a registry instant, as the app shows dates. The API compares registry
 * dates by their UTC day, so they are shown that way too: a zone shift would make "Yours" and
 * "Registry" look different when they are the same day.
 */
export function registryDay(instant: string | null): string {
  return formatDate(instant ? instant.slice(0, 10) : null);
}

/** Where a field's value came from, in the words under it. */
export const SOURCE_WORDS: Readonly<Record<FieldSource, string>> = {
  owner: 'entered by you',
  default: `filled in by ${PRODUCT_NAME} until the registry answers`,
  registry: 'from the registry',
  registrar: 'from your registrar account',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** A distance in the largest unit that reads well, rounded first so 59.6 minutes is "1 hour". */
function largestUnit(distance: number): [number, Intl.RelativeTimeFormatUnit] {
  const minutes = Math.round(distance / MINUTE);
  if (minutes < 60) return [minutes, 'minute'];
  const hours = Math.round(distance / HOUR);
  if (hours < 24) return [hours, 'hour'];
  const days = Math.round(distance / DAY);
  if (days < 7) return [days, 'day'];
  if (days < 30) return [Math.round(days / 7), 'week'];
  if (days < 365) return [Math.min(Math.round(days / 30), 11), 'month'];
  return [Math.round(days / 365), 'year'];
}

/** 'just now', '3 hours ago', 'in 2 days': how far an instant is from `now`. */
export function relativeTime(instant: string, now: number = Date.now()): string {
  const difference = new Date(instant).getTime() - now;
  if (Number.isNaN(difference)) return '';
  const [count, unit] = largestUnit(Math.abs(difference));
  if (count === 0) return difference > 0 ? 'in a moment' : 'just now';
  return RELATIVE.format(difference < 0 ? -count : count, unit);
}
