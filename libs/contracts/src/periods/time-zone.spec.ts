import { describe, expect, it } from 'vitest';
import { assertValidTimeZone, isValidTimeZone } from './time-zone';

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
