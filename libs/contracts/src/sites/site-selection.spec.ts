import { describe, expect, it } from 'vitest';
import { PRODUCT_USERNAMES, RESERVED_USERNAMES, isReservedUsername } from '../users/username';
import { normalizeHost, selectSite } from './site-selection';

describe.each(['localhost', 'domainfolio.com'])('selectSite with APP_HOST %s', (app) => {
  it('shows the main site on APP_HOST, www. and app.', () => {
    expect(selectSite(app, app)).toEqual({ site: 'main' });
    expect(selectSite(`www.${app}`, app)).toEqual({ site: 'main' });
    expect(selectSite(`app.${app}`, app)).toEqual({ site: 'main' });
  });

  it('shows the marketplace on shop.', () => {
    expect(selectSite(`shop.${app}`, app)).toEqual({ site: 'shop' });
  });

  it('shows not-found on wholesale. and every other reserved label', () => {
    expect(selectSite(`wholesale.${app}`, app)).toEqual({ site: 'notFound' });
    for (const label of RESERVED_USERNAMES.filter(
      (name) => !['www', 'app', 'shop', ...PRODUCT_USERNAMES].includes(name),
    )) {
      expect(selectSite(`${label}.${app}`, app), label).toEqual({ site: 'notFound' });
    }
  });

  it("shows the product's own demo account although nobody can sign up as demo", () => {
    expect(isReservedUsername('demo')).toBe(true);
    expect(selectSite(`demo.${app}`, app)).toEqual({ site: 'owner', username: 'demo' });
  });

  it("shows an owner's site on a valid username label", () => {
    expect(selectSite(`alice.${app}`, app)).toEqual({ site: 'owner', username: 'alice' });
    expect(selectSite(`domain-investor-42.${app}`, app)).toEqual({
      site: 'owner',
      username: 'domain-investor-42',
    });
  });

  it('shows not-found on labels that cannot be usernames', () => {
    for (const label of ['ab', '-alice', 'alice-', 'a_b', 'x'.repeat(31)]) {
      expect(selectSite(`${label}.${app}`, app), label).toEqual({ site: 'notFound' });
    }
  });

  it('shows not-found on deeper subdomains, even of reserved or owner labels', () => {
    expect(selectSite(`a.b.${app}`, app)).toEqual({ site: 'notFound' });
    expect(selectSite(`www.alice.${app}`, app)).toEqual({ site: 'notFound' });
    expect(selectSite(`alice.shop.${app}`, app)).toEqual({ site: 'notFound' });
    expect(selectSite(`x.www.${app}`, app)).toEqual({ site: 'notFound' });
  });

  it('ignores ports, case and a trailing dot on both sides', () => {
    expect(selectSite(`${app}:3000`, app)).toEqual({ site: 'main' });
    expect(selectSite(`${app.toUpperCase()}.`, `${app}:3000`)).toEqual({ site: 'main' });
    expect(selectSite(`Shop.${app}.:8080`, app.toUpperCase())).toEqual({ site: 'shop' });
    expect(selectSite(`ALICE.${app}:3000`, `${app}.`)).toEqual({
      site: 'owner',
      username: 'alice',
    });
    expect(selectSite(`  www.${app}  `, app)).toEqual({ site: 'main' });
  });

  it('treats any other host as a custom host, normalized', () => {
    expect(selectSite('portfolio.example.com', app)).toEqual({
      site: 'custom',
      host: 'portfolio.example.com',
    });
    expect(selectSite('Example.COM.:443', app)).toEqual({ site: 'custom', host: 'example.com' });
    expect(selectSite('www.example.com', app)).toEqual({ site: 'custom', host: 'www.example.com' });
    expect(selectSite('xn--bcher-kva.de', app)).toEqual({
      site: 'custom',
      host: 'xn--bcher-kva.de',
    });
  });

  it('does not take a host that merely ends with APP_HOST as a subdomain', () => {
    expect(selectSite(`evil${app}`, app)).toEqual({ site: 'custom', host: `evil${app}` });
    expect(selectSite(`shop.evil${app}`, app)).toEqual({ site: 'custom', host: `shop.evil${app}` });
  });

  it('treats IP hosts as custom hosts', () => {
    expect(selectSite('127.0.0.1:3000', app)).toEqual({ site: 'custom', host: '127.0.0.1' });
    expect(selectSite('[::1]:3000', app)).toEqual({ site: 'custom', host: '[::1]' });
    expect(selectSite('[::1]', app)).toEqual({ site: 'custom', host: '[::1]' });
    expect(selectSite('[2001:DB8::1]', app)).toEqual({ site: 'custom', host: '[2001:db8::1]' });
  });

  it('shows not-found on hosts that are not host names', () => {
    for (const host of [
      '',
      '   ',
      'exa mple.com',
      'a..b.com',
      'under_score.com',
      'bücher.de',
      '.',
    ]) {
      expect(selectSite(host, app), JSON.stringify(host)).toEqual({ site: 'notFound' });
    }
  });
});

describe('selectSite between similar product hosts', () => {
  it('does not confuse localhost with a custom host called localhost elsewhere', () => {
    expect(selectSite('localhost:3000', 'domainfolio.com')).toEqual({
      site: 'custom',
      host: 'localhost',
    });
    expect(selectSite('shop.localhost', 'domainfolio.com')).toEqual({
      site: 'custom',
      host: 'shop.localhost',
    });
  });

  it('works with an APP_HOST that is itself a subdomain', () => {
    expect(selectSite('staging.domainfolio.com', 'staging.domainfolio.com')).toEqual({
      site: 'main',
    });
    expect(selectSite('shop.staging.domainfolio.com', 'staging.domainfolio.com')).toEqual({
      site: 'shop',
    });
    expect(selectSite('domainfolio.com', 'staging.domainfolio.com')).toEqual({
      site: 'custom',
      host: 'domainfolio.com',
    });
  });
});

describe('normalizeHost', () => {
  it.each([
    ['LocalHost:3000', 'localhost'],
    ['example.com.', 'example.com'],
    ['example.com.:8080', 'example.com'],
    ['  Shop.Example.com ', 'shop.example.com'],
    ['[::1]:3000', '[::1]'],
    ['[::1]', '[::1]'],
    ['127.0.0.1:80', '127.0.0.1'],
  ])('normalizes %j to %j', (host, expected) => {
    expect(normalizeHost(host)).toBe(expected);
  });
});
