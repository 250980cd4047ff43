import { describe, expect, it } from 'vitest';
import {
  DASH,
  formatCount,
  formatCurrency,
  formatCurrencyShort,
  formatCurrencyWhole,
  formatDate,
  formatLeadConversion,
  formatOrDash,
} from './format';

describe('formatCurrency ($0,0.00)', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [0.5, '$0.50'],
    [9, '$9.00'],
    [1234567.891, '$1,234,567.89'],
    [-5, '-$5.00'],
    [-1234.5, '-$1,234.50'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });

  it('rounds half away from zero on the written digits', () => {
    expect(formatCurrency(1.005)).toBe('$1.01');
    expect(formatCurrency(2.675)).toBe('$2.68');
    expect(formatCurrency(-1.005)).toBe('-$1.01');
    expect(formatCurrency(999.995)).toBe('$1,000.00');
  });

  it('never shows a minus sign on zero', () => {
    expect(formatCurrency(-0)).toBe('$0.00');
    expect(formatCurrency(-0.001)).toBe('$0.00');
  });
});

describe('formatCurrencyWhole ($0,0)', () => {
  it.each([
    [1234.5, '$1,235'],
    [1234.49, '$1,234'],
    [0, '$0'],
    [999.5, '$1,000'],
    [1_000_000, '$1,000,000'],
    [-2.5, '-$3'],
    [-0.4, '$0'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatCurrencyWhole(value)).toBe(expected);
  });
});

describe('formatCurrencyShort ($0a)', () => {
  it.each([
    [0, '$0'],
    [7, '$7'],
    [499.4, '$499'],
    [500, '$500'],
    [999, '$999'],
    [999.5, '$1k'],
    [1000, '$1k'],
    [1234, '$1k'],
    [1499, '$1k'],
    [1500, '$2k'],
    [10_000, '$10k'],
    [999_499, '$999k'],
    [999_600, '$1m'],
    [2_500_000, '$3m'],
    [1_200_000_000, '$1b'],
    [3_000_000_000_000, '$3t'],
    [-1500, '-$2k'],
    [-0.4, '$0'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatCurrencyShort(value)).toBe(expected);
  });
});

describe('formatDate (MM/dd/yy)', () => {
  it('formats an ISO timestamp in UTC by default', () => {
    expect(formatDate('2024-05-01T23:30:00Z')).toBe('05/01/24');
    expect(formatDate(new Date('2024-12-31T00:00:00Z'))).toBe('12/31/24');
  });

  it('formats in the given time zone', () => {
    expect(formatDate('2024-05-01T23:30:00Z', 'Pacific/Kiritimati')).toBe('05/02/24');
    expect(formatDate('2024-05-01T05:00:00Z', 'America/New_York')).toBe('05/01/24');
    expect(formatDate('2024-05-01T03:00:00Z', 'America/New_York')).toBe('04/30/24');
  });

  it('keeps a date-only string on the date it names in every zone', () => {
    expect(formatDate('2024-05-01')).toBe('05/01/24');
    expect(formatDate('2024-05-01', 'Pacific/Pago_Pago')).toBe('05/01/24');
    expect(formatDate('2024-05-01', 'Pacific/Kiritimati')).toBe('05/01/24');
  });

  it('shows a dash for missing or unparseable dates', () => {
    expect(formatDate(null)).toBe(DASH);
    expect(formatDate(undefined)).toBe(DASH);
    expect(formatDate('')).toBe(DASH);
    expect(formatDate('not a date')).toBe(DASH);
    expect(formatDate('2024-13-01')).toBe(DASH);
  });

  it('throws a RangeError for an unknown time zone', () => {
    expect(() => formatDate('2024-05-01', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('formatLeadConversion', () => {
  it('divides leads by views to five decimals', () => {
    expect(formatLeadConversion(3, 1000)).toBe('0.00300');
    expect(formatLeadConversion(1, 3)).toBe('0.33333');
    expect(formatLeadConversion(2, 3)).toBe('0.66667');
    expect(formatLeadConversion(5, 5)).toBe('1.00000');
    expect(formatLeadConversion(0, 10)).toBe('0.00000');
  });

  it('is 0.00000 when there are no views', () => {
    expect(formatLeadConversion(0, 0)).toBe('0.00000');
    expect(formatLeadConversion(4, 0)).toBe('0.00000');
  });

  it('shows more leads than views as they are, not capped', () => {
    expect(formatLeadConversion(3, 2)).toBe('1.50000');
  });
});

describe('formatCount', () => {
  it('groups thousands and marks capped totals', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(10000, true)).toBe('10,000+');
    expect(formatCount(10000, false)).toBe('10,000');
  });
});

describe('formatOrDash', () => {
  it('shows a dash for null, undefined, empty strings and NaN', () => {
    expect(formatOrDash(null, formatCurrency)).toBe('-');
    expect(formatOrDash(undefined, formatCurrency)).toBe('-');
    expect(formatOrDash(Number.NaN, formatCurrency)).toBe('-');
    expect(formatOrDash('', (value: string) => value.toUpperCase())).toBe('-');
  });

  it('formats present values, zero included', () => {
    expect(formatOrDash(0, formatCurrency)).toBe('$0.00');
    expect(formatOrDash(12.5, formatCurrency)).toBe('$12.50');
    expect(formatOrDash('godaddy', (value: string) => value.toUpperCase())).toBe('GODADDY');
  });
});
