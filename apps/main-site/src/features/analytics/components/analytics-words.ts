import {
  DIRECT_REFERRER,
  OTHER_VALUE,
  UNKNOWN_COUNTRY,
  countryName,
  formatCount,
  type AnalyticsDays,
} from '@domainfolio/contracts';

/** The period chips' words. */
export const PERIOD_LABELS: Readonly<Record<AnalyticsDays, string>> = {
  7: '7 days',
  30: '30 days',
  90: '90 days',
  365: '12 months',
};

/** The period in a sentence: 'last 30 days'. */
export const periodPhrase = (days: AnalyticsDays): string =>
  days === 365 ? 'last 12 months' : `last ${days} days`;

/** '1 view', '1,234 views'. */
export const counted = (count: number, one: string, many = `${one}s`): string =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** Leads per 100 visitors as a percentage: 2.5 → '2.50%'. */
export const formatConversion = (conversion: number): string => `${conversion.toFixed(2)}%`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(value: string): { year: number; month: number; day: number } {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return { year, month, day };
}

/** A day of the series ('yyyy-MM-dd', a UTC day) on an axis: 'Nov 27'. */
export function shortDay(day: string): string {
  const { month, day: date } = parts(day);
  return `${MONTHS[month - 1]} ${date}`;
}

/** A day in a table or a sentence: 'Nov 27, 2026'. */
export function longDay(day: string): string {
  const { year } = parts(day);
  return `${shortDay(day)}, ${year}`;
}

/** A month ('yyyy-MM') on an axis: 'Nov', or 'Jan 27' where a year starts. */
export function shortMonth(month: string, first = false): string {
  const { year, month: number } = parts(month);
  const name = MONTHS[number - 1] ?? month;
  return number === 1 || first ? `${name} ’${String(year).slice(-2)}` : name;
}

/** A month in a table or a sentence: 'Nov 2026'. */
export function longMonth(month: string): string {
  const { year, month: number } = parts(month);
  return `${MONTHS[number - 1] ?? month} ${year}`;
}

/** A referring site as the list shows it. */
export function referrerLabel(value: string): string {
  if (value === DIRECT_REFERRER) return 'Direct / none';
  if (value === OTHER_VALUE) return 'Other sites';
  return value;
}

/** A country's English name from its ISO code ('DE' → 'Germany'), the code where none is known. */
export function countryLabel(value: string): string {
  if (value === UNKNOWN_COUNTRY) return 'Unknown';
  if (value === OTHER_VALUE) return 'Other countries';
  return countryName(value);
}

const DEVICE_LABELS: Readonly<Record<string, string>> = {
  desktop: 'Desktop',
  mobile: 'Phone',
  tablet: 'Tablet',
};

/** A device type as the list shows it. */
export function deviceLabel(value: string): string {
  if (value === OTHER_VALUE) return 'Other';
  return DEVICE_LABELS[value] ?? value;
}
