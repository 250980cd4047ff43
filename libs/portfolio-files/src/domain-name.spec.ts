import { describe, expect, it } from 'vitest';
import { checkDomainName, domainNameProblem, toAsciiHost } from './domain-name';

describe('checkDomainName', () => {
  it('stores lowercase ASCII and the public suffix', () => {
    expect(checkDomainName('  Example.COM ')).toEqual({
      ok: true,
      name: 'example.com',
      tld: 'com',
    });
    expect(checkDomainName('café.com')).toEqual({ ok: true, name: 'xn--caf-dma.com', tld: 'com' });
    expect(checkDomainName('example.co.uk')).toMatchObject({ name: 'example.co.uk', tld: 'co.uk' });
    expect(checkDomainName('https://Brand.io/page?x=1')).toMatchObject({ name: 'brand.io' });
  });

  it('names the domain of a subdomain', () => {
    const check = checkDomainName('www.example.com');
    expect(check).toEqual({
      ok: false,
      reason: 'SUBDOMAIN',
      typed: 'www.example.com',
      domain: 'example.com',
    });
    if (!check.ok)
      expect(domainNameProblem(check)).toBe(
        'www.example.com is a subdomain. Add the domain itself, such as example.com.',
      );
  });

  it.each([
    '',
    'example',
    'exa mple.com',
    '-bad-.com',
    'a..com',
    `${'x'.repeat(64)}.com`,
    'example.com:80',
    'user@example.com',
  ])('refuses %j', (value) => {
    expect(checkDomainName(value).ok).toBe(false);
  });
});

describe('toAsciiHost', () => {
  it('gives the punycode of an internationalized name, and nothing for a non-host', () => {
    expect(toAsciiHost('Zürich-Bikes.ch')).toBe('xn--zrich-bikes-thb.ch');
    expect(toAsciiHost('not a host')).toBe('');
  });
});
