import { describe, expect, it } from 'vitest';
import { domainTld, isValidDomainName, isValidHostname } from './domain-name';

describe('isValidHostname', () => {
  it.each(['localhost', 'example.com', 'a.b.c', 'xn--bcher-kva.de', '1.2.3.4', 'a-b.com'])(
    'accepts %j',
    (host) => {
      expect(isValidHostname(host)).toBe(true);
    },
  );

  it.each([
    '',
    '.',
    'a..b',
    '.a',
    'a.',
    '-a.com',
    'a-.com',
    'a_b.com',
    'A.com',
    'bücher.de',
    'a b.com',
  ])('refuses %j', (host) => {
    expect(isValidHostname(host)).toBe(false);
  });

  it('limits labels to 63 characters and names to 253', () => {
    expect(isValidHostname(`${'a'.repeat(63)}.com`)).toBe(true);
    expect(isValidHostname(`${'a'.repeat(64)}.com`)).toBe(false);
    const label = 'a'.repeat(61);
    const long = [label, label, label, label].join('.'); // 247 characters
    expect(isValidHostname(`${long}.abcde`)).toBe(true); // 253
    expect(isValidHostname(`${long}.abcdef`)).toBe(false); // 254
  });
});

describe('isValidDomainName', () => {
  it.each(['example.com', 'xn--bcher-kva.de', 'www.example.co.uk', '123.io', 'a.xn--p1ai'])(
    'accepts %j',
    (name) => {
      expect(isValidDomainName(name)).toBe(true);
    },
  );

  it.each([
    'localhost',
    'example',
    'example.c',
    'example.123',
    '1.2.3.4',
    'example.com.',
    'Example.com',
  ])('refuses %j', (name) => {
    expect(isValidDomainName(name)).toBe(false);
  });
});

describe('domainTld', () => {
  it('gives the last label', () => {
    expect(domainTld('example.com')).toBe('com');
    expect(domainTld('example.co.uk')).toBe('uk');
    expect(domainTld('localhost')).toBe('localhost');
  });
});
