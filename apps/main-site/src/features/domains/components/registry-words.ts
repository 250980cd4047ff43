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
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];
const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** 'just now', '3 hours ago', 'in 2 days': how far an instant is from `now`. */
export function relativeTime(instant: string, now: number = Date.now()): string {
  const difference = new Date(instant).getTime() - now;
  const distance = Math.abs(difference);
  if (Number.isNaN(distance)) return '';
  for (const [unit, size] of UNITS) {
    if (distance >= size) return RELATIVE.format(Math.round(difference / size), unit);
  }
  return difference > 0 ? 'in a moment' : 'just now';
}
