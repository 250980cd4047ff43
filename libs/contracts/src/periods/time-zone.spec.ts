import { describe, expect, it } from 'vitest';
import { assertValidTimeZone, canonicalTimeZone, isValidTimeZone, localDate } from './time-zone';

describe('isValidTimeZone', () => {
  it.each(['UTC', 'Europe/Berlin', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'accepts %s',
    (zone) => {
      expect(isValidTimeZone(zone)).toBe(true);
    },
  );

  it.each(['', '  ', 'Mars/Olympus_Mons', 'Europe/Berlinn', 'not a zone'])('refuses %j', (zone) => {
    expect(isValidTimeZone(zone)).toBe(false);
  });

  it('throws a RangeError naming an unknown zone', () => {
    expect(() => assertValidTimeZone('Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => assertValidTimeZone('Mars/Olympus_Mons')).toThrow(/Mars\/Olympus_Mons/);
    expect(() => assertValidTimeZone('UTC')).not.toThrow();
  });
});

describe('localDate', () => {
  it('gives the calendar date an instant falls on in the zone', () => {
    const instant = new Date('2026-11-22T03:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-11-22');
    expect(localDate(instant, 'America/New_York')).toBe('2026-11-21');
    expect(localDate(instant, 'Pacific/Auckland')).toBe('2026-11-22');
  });
});

describe('canonicalTimeZone', () => {
  it('spells an IANA zone as the runtime does', () => {
    expect(canonicalTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone(' europe/berlin ')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('Pacific/Auckland')).toBe('Pacific/Auckland');
    // Three-part names are zones too (the runtime may name an older alias of it).
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toMatch(/Buenos_Aires$/);
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });

  it.each(['Mars/Olympus_Mons', '', ' ', '+05:00', '-08:00', 'Europe/Berlin; DROP', '../UTC'])(
    'refuses %j',
    (input) => {
      expect(canonicalTimeZone(input)).toBeNull();
    },
  );
});
