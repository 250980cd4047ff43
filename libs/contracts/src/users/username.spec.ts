import { describe, expect, it } from 'vitest';
import {
  isReservedUsername,
  isValidUsername,
  normalizeUsername,
  RESERVED_USERNAMES,
  USERNAME_PATTERN,
} from './username';

describe('isValidUsername', () => {
  it.each(['abc', 'alice', 'a-b', 'a1b2', '123', 'x'.repeat(30), 'domain-investor', 'a--b'])(
    'accepts %j',
    (username) => {
      expect(isValidUsername(username)).toBe(true);
    },
  );

  it.each([
    ['too short', 'ab'],
    ['too long', 'x'.repeat(31)],
    ['uppercase', 'Alice'],
    ['leading hyphen', '-alice'],
    ['trailing hyphen', 'alice-'],
    ['only hyphens', '---'],
    ['underscore', 'al_ice'],
    ['dot', 'al.ice'],
    ['space', 'al ice'],
    ['surrounding space', ' alice '],
    ['non-ASCII', 'zoë'],
    ['empty', ''],
    ['trailing newline', 'alice\n'],
  ])('refuses %s (%j)', (_why, username) => {
    expect(isValidUsername(username)).toBe(false);
  });

  it('exposes one pattern that agrees with the check', () => {
    expect(USERNAME_PATTERN.test('abc')).toBe(true);
    expect(USERNAME_PATTERN.test('-abc')).toBe(false);
  });
});

describe('reserved usernames', () => {
  it('holds exactly the reserved list plus the product name', () => {
    expect([...RESERVED_USERNAMES].sort()).toEqual(
      [
        'www',
        'app',
        'api',
        'admin',
        'localhost',
        'local',
        'marketplace',
        'shop',
        'wholesale',
        'buy',
        'example',
        'domains',
        'domain',
        'docs',
        'mail',
        'support',
        'help',
        'status',
        'blog',
        'staging',
        'dev',
        'test',
        'demo',
        'domainfolio',
      ].sort(),
    );
  });

  it('are all otherwise valid usernames, so only the reserved check refuses them', () => {
    for (const name of RESERVED_USERNAMES) {
      expect(isValidUsername(name), name).toBe(true);
    }
  });

  it('matches regardless of case and surrounding spaces', () => {
    expect(isReservedUsername('shop')).toBe(true);
    expect(isReservedUsername('Domainfolio')).toBe(true);
    expect(isReservedUsername(' WWW ')).toBe(true);
  });

  it('does not refuse names that merely contain a reserved word', () => {
    expect(isReservedUsername('shopper')).toBe(false);
    expect(isReservedUsername('my-domains')).toBe(false);
    expect(isReservedUsername('alice')).toBe(false);
  });

  it('normalizes typed input', () => {
    expect(normalizeUsername('  Alice-1 ')).toBe('alice-1');
  });
});
