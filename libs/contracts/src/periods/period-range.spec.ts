import { describe, expect, it } from 'vitest';
import { Interval } from './interval';
import { periodRange } from './period-range';

const HOUR = 3_600_000;

function range(interval: Interval, now: string, zone: string): [string, string] {
  const { start, end } = periodRange(interval, new Date(now), zone);
  if (!start || !end) {
    throw new Error('expected a bounded range');
  }
  return [start.toISOString(), end.toISOString()];
}

function hours(interval: Interval, now: string, zone: string): number {
  const [start, end] = range(interval, now, zone);
  return (Date.parse(end) - Date.parse(start)) / HOUR;
}

/** Local wall-clock time of an instant in a zone, 'yyyy-MM-dd HH:mm' (independent of date-fns). */
function wallClock(date: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

describe('periodRange in UTC', () => {
  const now = '2024-05-15T10:20:30Z'; // a Wednesday

  it('gives the calendar day, end exclusive', () => {
    expect(range(Interval.DAY, now, 'UTC')).toEqual([
      '2024-05-15T00:00:00.000Z',
      '2024-05-16T00:00:00.000Z',
    ]);
  });

  it('starts weeks on Monday', () => {
    expect(range(Interval.WEEK, now, 'UTC')).toEqual([
      '2024-05-13T00:00:00.000Z',
      '2024-05-20T00:00:00.000Z',
    ]);
  });

  it('keeps Sunday in the week that began the Monday before', () => {
    expect(range(Interval.WEEK, '2024-05-19T23:59:59Z', 'UTC')[0]).toBe('2024-05-13T00:00:00.000Z');
  });

  it('starts a new week at Monday midnight exactly', () => {
    expect(range(Interval.WEEK, '2024-05-20T00:00:00Z', 'UTC')[0]).toBe('2024-05-20T00:00:00.000Z');
    expect(range(Interval.WEEK, '2024-05-19T23:59:59.999Z', 'UTC')[1]).toBe(
      '2024-05-20T00:00:00.000Z',
    );
  });

  it('gives the month, quarter and year', () => {
    expect(range(Interval.MONTH, now, 'UTC')).toEqual([
      '2024-05-01T00:00:00.000Z',
      '2024-06-01T00:00:00.000Z',
    ]);
    expect(range(Interval.QUARTER, now, 'UTC')).toEqual([
      '2024-04-01T00:00:00.000Z',
      '2024-07-01T00:00:00.000Z',
    ]);
    expect(range(Interval.YEAR, now, 'UTC')).toEqual([
      '2024-01-01T00:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
    ]);
  });

  it('handles a leap-year February and a week across a year end', () => {
    expect(range(Interval.MONTH, '2024-02-29T12:00:00Z', 'UTC')).toEqual([
      '2024-02-01T00:00:00.000Z',
      '2024-03-01T00:00:00.000Z',
    ]);
    expect(range(Interval.WEEK, '2025-01-01T12:00:00Z', 'UTC')).toEqual([
      '2024-12-30T00:00:00.000Z',
      '2025-01-06T00:00:00.000Z',
    ]);
  });

  it('returns plain Dates', () => {
    const { start, end } = periodRange(Interval.DAY, new Date(now), 'UTC');
    expect(start?.constructor).toBe(Date);
    expect(end?.constructor).toBe(Date);
  });
});

describe('periodRange across daylight-saving changes', () => {
  it('gives Berlin 31 March 2024 (clocks forward) 23 hours', () => {
    expect(range(Interval.DAY, '2024-03-31T12:00:00Z', 'Europe/Berlin')).toEqual([
      '2024-03-30T23:00:00.000Z',
      '2024-03-31T22:00:00.000Z',
    ]);
  });

  it('gives the Berlin week and month around it their local midnights', () => {
    expect(range(Interval.WEEK, '2024-03-27T12:00:00Z', 'Europe/Berlin')).toEqual([
      '2024-03-24T23:00:00.000Z',
      '2024-03-31T22:00:00.000Z',
    ]);
    expect(hours(Interval.WEEK, '2024-03-27T12:00:00Z', 'Europe/Berlin')).toBe(167);
    expect(range(Interval.MONTH, '2024-03-15T12:00:00Z', 'Europe/Berlin')).toEqual([
      '2024-02-29T23:00:00.000Z',
      '2024-03-31T22:00:00.000Z',
    ]);
  });

  it('gives New York 3 November 2024 (clocks back) 25 hours', () => {
    expect(range(Interval.DAY, '2024-11-03T12:00:00Z', 'America/New_York')).toEqual([
      '2024-11-03T04:00:00.000Z',
      '2024-11-04T05:00:00.000Z',
    ]);
  });

  it('puts both 1:30 a.m.s of that night in the same New York day', () => {
    const first = range(Interval.DAY, '2024-11-03T05:30:00Z', 'America/New_York'); // 01:30 EDT
    const second = range(Interval.DAY, '2024-11-03T06:30:00Z', 'America/New_York'); // 01:30 EST
    expect(first).toEqual(second);
    expect(first[0]).toBe('2024-11-03T04:00:00.000Z');
  });

  it('keeps 11:59 p.m. New York time in the local day, not the UTC one', () => {
    expect(range(Interval.DAY, '2024-11-03T03:59:00Z', 'America/New_York')).toEqual([
      '2024-11-02T04:00:00.000Z',
      '2024-11-03T04:00:00.000Z',
    ]);
  });

  it('starts a day whose midnight was skipped at its first instant (São Paulo, 2018)', () => {
    expect(range(Interval.DAY, '2018-11-04T12:00:00Z', 'America/Sao_Paulo')).toEqual([
      '2018-11-04T03:00:00.000Z',
      '2018-11-05T03:00:00.000Z',
    ]);
  });

  it.each([
    ['Europe/Berlin', '2024-01-01T00:00:00Z'],
    ['America/New_York', '2024-01-01T00:00:00Z'],
    ['Australia/Lord_Howe', '2024-01-01T00:00:00Z'],
  ])('starts every day of 2024 at local midnight in %s', (zone, from) => {
    for (let t = Date.parse(from); t < Date.parse('2025-01-01T00:00:00Z'); t += 5 * HOUR) {
      const now = new Date(t);
      const { start, end } = periodRange(Interval.DAY, now, zone);
      if (!start || !end) {
        throw new Error('expected a bounded range');
      }
      expect(wallClock(start, zone).endsWith(' 00:00')).toBe(true);
      expect(wallClock(end, zone).endsWith(' 00:00')).toBe(true);
      expect(start.getTime()).toBeLessThanOrEqual(t);
      expect(end.getTime()).toBeGreaterThan(t);
      expect(wallClock(start, zone).slice(0, 10)).toBe(wallClock(now, zone).slice(0, 10));
      expect([23, 23.5, 24, 24.5, 25]).toContain((end.getTime() - start.getTime()) / HOUR);
    }
  });
});

describe('periodRange far from UTC', () => {
  const instant = '2024-12-31T10:30:00Z';

  it('is already New Year in Kiritimati (UTC+14)', () => {
    expect(range(Interval.DAY, instant, 'Pacific/Kiritimati')).toEqual([
      '2024-12-31T10:00:00.000Z',
      '2025-01-01T10:00:00.000Z',
    ]);
    expect(range(Interval.YEAR, instant, 'Pacific/Kiritimati')).toEqual([
      '2024-12-31T10:00:00.000Z',
      '2025-12-31T10:00:00.000Z',
    ]);
    expect(range(Interval.QUARTER, instant, 'Pacific/Kiritimati')[0]).toBe(
      '2024-12-31T10:00:00.000Z',
    );
  });

  it('is still 30 December in Pago Pago (UTC-11)', () => {
    expect(range(Interval.DAY, instant, 'Pacific/Pago_Pago')).toEqual([
      '2024-12-30T11:00:00.000Z',
      '2024-12-31T11:00:00.000Z',
    ]);
    expect(range(Interval.YEAR, instant, 'Pacific/Pago_Pago')).toEqual([
      '2024-01-01T11:00:00.000Z',
      '2025-01-01T11:00:00.000Z',
    ]);
    expect(range(Interval.WEEK, instant, 'Pacific/Pago_Pago')[0]).toBe('2024-12-30T11:00:00.000Z');
  });
});

describe('periodRange for all time and bad input', () => {
  it.each([Interval.ALL, Interval.LIFETIME, Interval.UNLIMITED])(
    'gives %s no bounds',
    (interval) => {
      expect(periodRange(interval, new Date(), 'Europe/Berlin')).toEqual({
        start: null,
        end: null,
      });
    },
  );

  it('throws a RangeError for an unknown time zone, whatever the interval', () => {
    expect(() => periodRange(Interval.DAY, new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => periodRange(Interval.LIFETIME, new Date(), 'Nowhere')).toThrow(RangeError);
  });

  it('throws a RangeError for an unknown interval or an invalid date', () => {
    expect(() => periodRange('DECADE' as Interval, new Date(), 'UTC')).toThrow(RangeError);
    expect(() => periodRange(Interval.DAY, new Date('nope'), 'UTC')).toThrow(RangeError);
  });
});
