import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { DEFAULT_TIME_ZONE, assertValidTimeZone } from '../periods/time-zone';

/** What an empty cell shows. */
export const DASH = '-';

/** Decimals shown for lead conversion (leads / views). */
export const LEAD_CONVERSION_DECIMALS = 5;

const GROUPED = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 0 });

/**
 * Rounds half away from zero on the decimal digits as written (1.005 -> 1.01), the way numeral.js
 * rounds, instead of on the binary value (where 1.005 is 1.00499...).
 */
function roundHalfAwayFromZero(value: number, decimals: number): number {
  const magnitude = Math.abs(value);
  const shifted = /e/i.test(String(magnitude))
    ? Math.round(magnitude * 10 ** decimals)
    : Math.round(Number(`${magnitude}e${decimals}`));
  return Math.sign(value) * (shifted / 10 ** decimals);
}

function fixed(value: number, decimals: number): string {
  const rounded = roundHalfAwayFromZero(value, decimals);
  // `|| 0` turns -0 into 0, so a value that rounds to nothing never shows a minus sign.
  return (rounded || 0).toFixed(decimals);
}

function dollars(value: number, decimals: number): string {
  const [whole = '0', fraction] = fixed(value, decimals).split('.');
  const negative = whole.startsWith('-');
  const grouped = GROUPED.format(Number(negative ? whole.slice(1) : whole));
  return `${negative ? '-' : ''}$${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** `$0,0.00`: 1234.5 -> '$1,234.50', -5 -> '-$5.00'. */
export function formatCurrency(value: number): string {
  return dollars(value, 2);
}

/** `$0,0`: 1234.5 -> '$1,235'. */
export function formatCurrencyWhole(value: number): string {
  return dollars(value, 0);
}

/** numeral.js abbreviations, each 1,000 times the one before. */
const SHORT_SUFFIXES = ['k', 'm', 'b', 't'] as const;

/**
 * `$0a` as numeral.js writes it: whole units with k, m, b or t, rounded half away from zero
 * (999 -> '$999', 1234 -> '$1k', 1500 -> '$2k', 2_500_000 -> '$3m'). Unlike numeral.js, a value
 * that rounds up to 1,000 of a unit takes the next unit (999.5 -> '$1k', 999_600 -> '$1m').
 */
export function formatCurrencyShort(value: number): string {
  const magnitude = Math.abs(value);
  let shown = roundHalfAwayFromZero(magnitude, 0);
  let suffix = '';
  for (const [index, next] of SHORT_SUFFIXES.entries()) {
    if (shown < 1000) {
      break;
    }
    shown = roundHalfAwayFromZero(magnitude / 1000 ** (index + 1), 0);
    suffix = next;
  }
  const sign = value < 0 && shown > 0 ? '-' : '';
  return `${sign}$${shown}${suffix}`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `MM/dd/yy` in `timeZone` (UTC by default). A date-only ISO string ('2024-05-01') is the
 * calendar date it names, whatever the zone. Missing or unparseable input gives a dash.
 */
export function formatDate(
  value: string | Date | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  assertValidTimeZone(timeZone);
  if (value === null || value === undefined || value === '') {
    return DASH;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) {
    return DASH;
  }
  // new Date('2024-05-01') is UTC midnight, so the calendar date it names is read in UTC.
  const zone = typeof value === 'string' && DATE_ONLY.test(value) ? 'UTC' : timeZone;
  return format(date, 'MM/dd/yy', { in: tz(zone) });
}

/**
 * Lead conversion: leads / views to five decimals ('0.00300' for 3 leads in 1,000 views).
 * With no views it is '0.00000' (0 when there are no views).
 */
export function formatLeadConversion(leads: number, views: number): string {
  if (!(views > 0) || !Number.isFinite(leads)) {
    return fixed(0, LEAD_CONVERSION_DECIMALS);
  }
  return fixed(leads / views, LEAD_CONVERSION_DECIMALS);
}

/** A count with thousands separators, '+' when capped: 10000 capped -> '10,000+'. */
export function formatCount(count: number, isCapped = false): string {
  return `${GROUPED.format(count)}${isCapped ? '+' : ''}`;
}

/** Formats a value, or gives a dash when it is null, undefined, an empty string or NaN. */
export function formatOrDash<T>(
  value: T | null | undefined,
  formatter: (value: T) => string,
): string {
  if (
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value))
  ) {
    return DASH;
  }
  return formatter(value);
}
