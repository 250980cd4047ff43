import { addDays, daysBetween, dueReminder, localMidnight } from './expiry-windows';

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

  it('keeps local midnight across daylight-saving changes', () => {
    // New York springs forward on 2026-03-08: that midnight is still EST (05:00 UTC) and the
    // next is EDT (04:00 UTC).
    expect(localMidnight('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(localMidnight('2026-03-09', 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    // A domain expiring 2026-03-10 with a 1-day reminder: its window opens at 04:00 UTC on the 9th.
    expect(
      dueReminder('2026-03-10', [1], at('2026-03-09T03:59:00Z'), 'America/New_York'),
    ).toBeNull();
    expect(dueReminder('2026-03-10', [1], at('2026-03-09T04:00:00Z'), 'America/New_York')).toEqual({
      days: 1,
      daysLeft: 1,
    });
    // Berlin falls back on 2026-10-25: midnight of the 26th is CET (23:00 UTC on the 25th).
    expect(localMidnight('2026-10-26', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
    // Santiago skips its midnight on 2026-09-06: the day begins at 01:00 local (04:00 UTC).
    expect(localMidnight('2026-09-06', 'America/Santiago').toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
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
