import { Secret, TOTP } from 'otpauth';
import {
  matchStep,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  stepAt,
  totpCode,
  totpUrl,
} from './totp';

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890". */
const RFC_SECRET = Secret.fromUTF8('12345678901234567890').base32;

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s makes the test vector %s (its last six digits)', (seconds, eightDigits) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(eightDigits.slice(2));
    // The library itself, at the RFC's eight digits: the same computation.
    const eight = new TOTP({ secret: Secret.fromBase32(RFC_SECRET), digits: 8, period: 30 });
    expect(eight.generate({ timestamp: seconds * 1000 })).toBe(eightDigits);
  });

  it('accepts a code one step early or late, and names its step', () => {
    const now = 1_800_000_000_000;
    const secret = newTotpSecret();
    expect(matchStep(secret, totpCode(secret, now), now)).toBe(stepAt(now));
    expect(matchStep(secret, totpCode(secret, now - 30_000), now)).toBe(stepAt(now) - 1);
    expect(matchStep(secret, totpCode(secret, now + 30_000), now)).toBe(stepAt(now) + 1);
    expect(
      matchStep(
        secret,
        ` ${totpCode(secret, now).slice(0, 3)} ${totpCode(secret, now).slice(3)} `,
        now,
      ),
    ).toBe(stepAt(now));
  });

  it('refuses codes two steps away, other secrets’ codes, and anything but six digits', () => {
    const now = 1_800_000_000_000;
    const secret = newTotpSecret();
    expect(matchStep(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(matchStep(secret, totpCode(secret, now + 60_000), now)).toBeNull();
    expect(matchStep(secret, totpCode(newTotpSecret(), now), now)).toBeNull();
    for (const code of ['', '12345', '1234567', 'abcdef', '12345a'])
      expect(matchStep(secret, code, now)).toBeNull();
  });

  it('makes 160-bit secrets and the otpauth URL authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(totpUrl(secret, 'owner@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Domainfolio:owner@example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret,
      issuer: 'Domainfolio',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('recovery codes', () => {
  it('makes ten different codes of unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-km-np-z2-9]{5}-[a-km-np-z2-9]{5}$/);
  });

  it('reads a code however it is typed', () => {
    expect(normalizeRecoveryCode('K3M9P-X7QRT')).toBe('k3m9p-x7qrt');
    expect(normalizeRecoveryCode(' k3m9p x7qrt ')).toBe('k3m9p-x7qrt');
    expect(normalizeRecoveryCode('k3m9px7qrt')).toBe('k3m9p-x7qrt');
    expect(normalizeRecoveryCode('123456')).toBeNull();
    expect(normalizeRecoveryCode('k3m9p-x7qr')).toBeNull();
  });
});
