import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RdapBootstrap } from './bootstrap';

const SHIPPED = join(__dirname, '..', 'bootstrap', 'dns.json');

/** A bootstrap file (RFC 9224) with these services. */
function file(services: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    description: 'RDAP bootstrap file for Domain Name System registrations',
    publication: '2026-01-02T03:04:05Z',
    services,
    version: '1.0',
    ...extra,
  });
}

describe('RdapBootstrap with the shipped copy of IANA’s file', () => {
  const text = readFileSync(SHIPPED, 'utf8');
  const bootstrap = RdapBootstrap.parse(text);

  it('reads more than 1,000 TLDs and the publication time', () => {
    expect(bootstrap.size).toBeGreaterThan(1000);
    expect(bootstrap.publication).toBe((JSON.parse(text) as { publication: string }).publication);
  });

  it('names the registries’ servers, with a trailing slash', () => {
    expect(bootstrap.serverFor('google.com')).toBe('https://rdap.verisign.com/com/v1/');
    expect(bootstrap.serverFor('WWW.Google.COM')).toBe('https://rdap.verisign.com/com/v1/');
    expect(bootstrap.serverFor('bbc.co.uk')).toBe('https://rdap.nominet.uk/uk/');
    expect(bootstrap.serverFor('abc.xyz')).toBe('https://rdap.centralnic.com/xyz/');
    expect(bootstrap.serverFor('example.ai')).toBe('https://rdap.identitydigital.services/rdap/');
  });

  it('has no server for TLDs that publish no RDAP data (DENIC, .io) or do not exist', () => {
    expect(bootstrap.serverFor('beispiel.de')).toBeNull();
    expect(bootstrap.serverFor('example.io')).toBeNull();
    expect(bootstrap.serverFor('example.invalid-tld')).toBeNull();
    expect(bootstrap.serverFor('com')).toBeNull();
    expect(bootstrap.serverFor('')).toBeNull();
  });
});

describe('RdapBootstrap.parse', () => {
  it('chooses the longest listed suffix', () => {
    const withCoUk = RdapBootstrap.parse(
      file([
        [['uk'], ['https://uk.example/rdap/']],
        [['co.uk'], ['https://co-uk.example/rdap/']],
      ]),
    );
    expect(withCoUk.serverFor('example.co.uk')).toBe('https://co-uk.example/rdap/');
    expect(withCoUk.serverFor('www.example.co.uk')).toBe('https://co-uk.example/rdap/');
    expect(withCoUk.serverFor('example.org.uk')).toBe('https://uk.example/rdap/');
    expect(withCoUk.serverFor('example.uk')).toBe('https://uk.example/rdap/');

    const ukOnly = RdapBootstrap.parse(file([[['uk'], ['https://uk.example/rdap/']]]));
    expect(ukOnly.serverFor('example.co.uk')).toBe('https://uk.example/rdap/');
    // The name itself is not a suffix of its own registration.
    expect(
      RdapBootstrap.parse(file([[['co.uk'], ['https://x.example/']]])).serverFor('co.uk'),
    ).toBeNull();
  });

  it('prefers https to http, whatever the order, and adds the trailing slash', () => {
    const bootstrap = RdapBootstrap.parse(
      file([
        [['aa'], ['http://aa.example/rdap', 'https://aa.example/rdap']],
        [['bb'], ['http://bb.example/rdap/']],
        [['cc'], ['ftp://cc.example/', 'not a url', 42, 'https://cc.example/']],
        [['dd'], ['https://dd.example/one/', 'https://dd.example/two/']],
      ]),
    );
    expect(bootstrap.serverFor('x.aa')).toBe('https://aa.example/rdap/');
    expect(bootstrap.serverFor('x.bb')).toBe('http://bb.example/rdap/');
    expect(bootstrap.serverFor('x.cc')).toBe('https://cc.example/');
    expect(bootstrap.serverFor('x.dd')).toBe('https://dd.example/one/');
  });

  it('normalizes TLDs (case, dots, spaces) and ignores the ones that are not labels', () => {
    const bootstrap = RdapBootstrap.parse(
      file([
        [
          [' COM ', '.Net.', 'xn--p1ai', 'bad tld', 'ex/ample', 7, null, '', 'ok'],
          ['https://one.example/'],
        ],
      ]),
    );
    expect(bootstrap.size).toBe(4);
    expect(bootstrap.serverFor('a.com')).toBe('https://one.example/');
    expect(bootstrap.serverFor('a.net')).toBe('https://one.example/');
    expect(bootstrap.serverFor('a.xn--p1ai')).toBe('https://one.example/');
    expect(bootstrap.serverFor('a.ok')).toBe('https://one.example/');
    expect(bootstrap.serverFor('a.bad tld')).toBeNull();
  });

  it('skips odd entries and keeps the good ones', () => {
    const bootstrap = RdapBootstrap.parse(
      file([
        null,
        'com',
        [],
        [['aa']],
        ['aa', ['https://aa.example/']],
        [['bb'], 'https://bb.example/'],
        [['cc'], []],
        [['dd'], ['ftp://dd.example/', 'javascript:alert(1)', {}]],
        { 0: ['ee'], 1: ['https://ee.example/'] },
        [['ok'], ['https://ok.example/'], 'extra member'],
      ]),
    );
    expect(bootstrap.size).toBe(1);
    expect(bootstrap.serverFor('x.ok')).toBe('https://ok.example/');
    for (const tld of ['aa', 'bb', 'cc', 'dd', 'ee'])
      expect(bootstrap.serverFor(`x.${tld}`)).toBeNull();
  });

  it('keeps a publication only when it is text', () => {
    const services = [[['ok'], ['https://ok.example/']]];
    expect(RdapBootstrap.parse(file(services)).publication).toBe('2026-01-02T03:04:05Z');
    expect(RdapBootstrap.parse(file(services, { publication: 12 })).publication).toBeNull();
    expect(RdapBootstrap.parse(file(services, { publication: undefined })).publication).toBeNull();
  });

  it.each([
    ['', 'the bootstrap file is not JSON'],
    ['<html>IANA is down</html>', 'the bootstrap file is not JSON'],
    ['{"services": [', 'the bootstrap file is not JSON'],
    ['null', 'the bootstrap file has no "services" list'],
    ['[]', 'the bootstrap file has no "services" list'],
    ['"services"', 'the bootstrap file has no "services" list'],
    ['{}', 'the bootstrap file has no "services" list'],
    ['{"services": {"com": "https://x.example/"}}', 'the bootstrap file has no "services" list'],
    [file([]), 'the bootstrap file names no RDAP server'],
    [file([[['com'], []]]), 'the bootstrap file names no RDAP server'],
    [file([[['com'], ['ftp://x.example/']]]), 'the bootstrap file names no RDAP server'],
    [file([[[], ['https://x.example/']]]), 'the bootstrap file names no RDAP server'],
    [file([[['bad tld'], ['https://x.example/']]]), 'the bootstrap file names no RDAP server'],
  ])('refuses %j: %s', (text, reason) => {
    expect(() => RdapBootstrap.parse(text)).toThrow(new Error(reason));
  });
});
