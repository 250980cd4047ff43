import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_INTERVALS,
  DEFAULT_INTERVAL,
  INTERVAL_ADJECTIVES,
  INTERVAL_LABELS,
  INTERVAL_KEYS,
  INTERVALS,
  isCalendarInterval,
  isInterval,
  parseInterval,
} from './interval';
import { PLAN_INTERVAL_KEYS, parsePlanInterval } from '../plans/plans';

describe('intervals', () => {
  it('has the eight interval keys', () => {
    expect(INTERVALS).toEqual([
      'ALL',
      'DAY',
      'WEEK',
      'MONTH',
      'QUARTER',
      'YEAR',
      'LIFETIME',
      'UNLIMITED',
    ]);
  });

  it('offers five dashboard tabs with Month the default', () => {
    expect(DASHBOARD_INTERVALS.map((interval) => INTERVAL_LABELS[interval])).toEqual([
      'Day',
      'Week',
      'Month',
      'Quarter',
      'Year',
    ]);
    expect(DEFAULT_INTERVAL).toBe('MONTH');
  });

  it('has adjective forms', () => {
    expect(DASHBOARD_INTERVALS.map((interval) => INTERVAL_ADJECTIVES[interval])).toEqual([
      'Daily',
      'Weekly',
      'Monthly',
      'Quarterly',
      'Yearly',
    ]);
  });

  it('recognizes keys exactly', () => {
    expect(isInterval('LIFETIME')).toBe(true);
    expect(isInterval('month')).toBe(false);
    expect(isCalendarInterval('WEEK')).toBe(true);
    expect(isCalendarInterval('LIFETIME')).toBe(false);
  });
});

describe('interval keys', () => {
  it('takes every key and adjective form the API promises', () => {
    expect(INTERVAL_KEYS).toEqual([
      ...INTERVALS,
      'DAILY',
      'WEEKLY',
      'MONTHLY',
      'QUARTERLY',
      'YEARLY',
    ]);
    expect(parseInterval('MONTHLY')).toBe('MONTH');
    expect(parseInterval('YEARLY')).toBe('YEAR');
    expect(parseInterval('UNLIMITED')).toBe('UNLIMITED');
    expect(parseInterval(' quarterly ')).toBe('QUARTER');
  });

  it('knows no other key', () => {
    for (const value of ['DECADE', '', 'constructor', '__proto__', 'toString', 7, null, ['DAY']])
      expect(parseInterval(value)).toBeNull();
  });

  it('gives the billing intervals their adjectives and nothing else', () => {
    expect(PLAN_INTERVAL_KEYS).toEqual(['MONTH', 'YEAR', 'MONTHLY', 'YEARLY']);
    expect(parsePlanInterval('yearly')).toBe('YEAR');
    expect(parsePlanInterval('MONTHLY')).toBe('MONTH');
    expect(parsePlanInterval('QUARTERLY')).toBeNull();
    expect(parsePlanInterval('LIFETIME')).toBeNull();
  });
});
