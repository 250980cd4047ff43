import { randomUUID } from 'node:crypto';
import { leadIdOfToken, offerToken } from './offer-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('offer tokens', () => {
  it('name the lead they were made for, with no dot in them', () => {
    const id = randomUUID();
    const token = offerToken(SECRET, id);
    expect(token).toMatch(/^[0-9a-f]{32}[A-Za-z0-9_-]{43}$/);
    expect(leadIdOfToken(SECRET, token)).toBe(id);
  });

  it('cannot be made for another lead, altered or made with another secret', () => {
    const id = randomUUID();
    const token = offerToken(SECRET, id);
    const other = randomUUID().replaceAll('-', '');
    expect(leadIdOfToken(SECRET, `${other}${token.slice(32)}`)).toBeNull();
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(leadIdOfToken(SECRET, flipped)).toBeNull();
    expect(leadIdOfToken(`${SECRET}!`, token)).toBeNull();
    for (const bad of ['', 'x', token.slice(1), `${token}a`, token.toUpperCase()])
      expect(leadIdOfToken(SECRET, bad)).toBeNull();
  });
});
