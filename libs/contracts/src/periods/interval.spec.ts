import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_INTERVALS,
  DEFAULT_INTERVAL,
  INTERVAL_ADJECTIVES,
  INTERVAL_LABELS,
  INTERVALS,
  isCalendarInterval,
  isInterval,
} from './interval';

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
