import { addDays, daysBetween, dueOn, dueReminder } from './expiry-windows';

const DAYS = [60, 30, 14, 7, 1];
const at = (iso: string) => new Date(iso);

describe('expiry reminder windows', () => {
  it('opens each window at the owner’s local midnight, whatever their time zone', () => {
    // 7 days before 2026-06-20 is 2026-06-13: midnight in Tokyo is 15:00 UTC the day before.
    expect(dueReminder('2026-06-20', DAYS, at('2026-06-12T14:59:59Z'), 'Asia/Tokyo')).toEqual({
      days: 14,
      daysLeft: 8,
    });
    expect(dueReminder('2026-06-20', DAYS, at('2026-06-12T15:00:00Z'), 'Asia/Tokyo')).toEqual({
      days: 7,
      daysLeft: 7,
    });
    // The same instant is still the 12th in Los Angeles: the 14-day window.
    expect(
      dueReminder('2026-06-20', DAYS, at('2026-06-12T15:00:00Z'), 'America/Los_Angeles'),
    ).toEqual({ days: 14, daysLeft: 8 });
    // Midnight of the 13th there is 07:00 UTC (daylight time, UTC-7).
    expect(
      dueReminder('2026-06-20', DAYS, at('2026-06-13T07:00:00Z'), 'America/Los_Angeles')?.days,
    ).toBe(7);
  });

  it('opens windows at local midnight across daylight-saving changes', () => {
    // New York springs forward on 2026-03-08: midnight of the 8th is still EST (05:00 UTC),
    // midnight of the 9th is EDT (04:00 UTC). A 1-day reminder for the 10th opens at the latter.
    expect(
      dueReminder('2026-03-09', [1], at('2026-03-08T04:59:59Z'), 'America/New_York'),
    ).toBeNull();
    expect(
      dueReminder('2026-03-09', [1], at('2026-03-08T05:00:00Z'), 'America/New_York')?.days,
    ).toBe(1);
    expect(
      dueReminder('2026-03-10', [1], at('2026-03-09T03:59:00Z'), 'America/New_York'),
    ).toBeNull();
    expect(dueReminder('2026-03-10', [1], at('2026-03-09T04:00:00Z'), 'America/New_York')).toEqual({
      days: 1,
      daysLeft: 1,
    });
    // Berlin falls back on 2026-10-25: midnight of the 26th is CET again (23:00 UTC on the 25th).
    expect(dueReminder('2026-10-27', [1], at('2026-10-25T22:59:59Z'), 'Europe/Berlin')).toBeNull();
    expect(dueReminder('2026-10-27', [1], at('2026-10-25T23:00:00Z'), 'Europe/Berlin')?.days).toBe(
      1,
    );
    // Santiago skips its midnight on 2026-09-06: that day begins at 01:00 local (04:00 UTC).
    expect(
      dueReminder('2026-09-07', [1], at('2026-09-06T03:59:59Z'), 'America/Santiago'),
    ).toBeNull();
    expect(
      dueReminder('2026-09-07', [1], at('2026-09-06T04:00:00Z'), 'America/Santiago')?.days,
    ).toBe(1);
    // A half-hour zone: midnight in Kolkata is 18:30 UTC the day before.
    expect(dueReminder('2026-06-20', [7], at('2026-06-12T18:29:59Z'), 'Asia/Kolkata')).toBeNull();
    expect(dueReminder('2026-06-20', [7], at('2026-06-12T18:30:00Z'), 'Asia/Kolkata')?.days).toBe(
      7,
    );
  });

  it('is date arithmetic once the owner’s today is known', () => {
    expect(dueOn('2026-06-20', DAYS, '2026-06-13')).toEqual({ days: 7, daysLeft: 7 });
    expect(dueOn('2026-06-20', DAYS, '2026-06-12')).toEqual({ days: 14, daysLeft: 8 });
    expect(dueOn('2026-06-20', DAYS, '2026-06-20')).toEqual({ days: 1, daysLeft: 0 });
    expect(dueOn('2026-06-20', DAYS, '2026-06-21')).toBeNull();
    expect(dueOn('2026-06-20', DAYS, '2026-04-20')).toBeNull();
  });

  it('sends only the window most recently opened, so a late-added domain gets one reminder', () => {
    // Added 10 days before expiry: the 60, 30 and 14-day windows are all open, 14 is the latest.
    expect(dueReminder('2026-07-10', DAYS, at('2026-06-30T12:00:00Z'), 'UTC')).toEqual({
      days: 14,
      daysLeft: 10,
    });
  });

  it('has nothing due before the first window or after the expiration day', () => {
    expect(dueReminder('2026-12-31', DAYS, at('2026-10-01T00:00:00Z'), 'UTC')).toBeNull();
    expect(dueReminder('2026-06-20', DAYS, at('2026-06-20T23:59:59Z'), 'UTC')).toEqual({
      days: 1,
      daysLeft: 0,
    });
    expect(dueReminder('2026-06-20', DAYS, at('2026-06-21T00:00:00Z'), 'UTC')).toBeNull();
  });

  it('has nothing due when the owner chose no days', () => {
    expect(dueReminder('2026-06-20', [], at('2026-06-19T12:00:00Z'), 'UTC')).toBeNull();
  });

  it('counts calendar days, leap days included', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
