import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives safe local defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      APP_HOST: 'localhost',
      APP_URL: 'http://localhost:3000',
      PGLITE_DATA_DIR: '.data/pglite',
      TRUST_PROXY: 'loopback',
      SERVE_SITES: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('derives APP_URL from APP_HOST and PORT, and trims a trailing slash from a given one', () => {
    expect(loadConfig({ APP_HOST: 'example.test', PORT: '8080' }).APP_URL).toBe(
      'http://example.test:8080',
    );
    expect(loadConfig({ APP_URL: 'https://domainfolio.com/' }).APP_URL).toBe(
      'https://domainfolio.com',
    );
  });

  it('reads ADMIN_EMAILS as a lowercase list, empty by default, and refuses what is not an email', () => {
    expect(loadConfig({}).ADMIN_EMAILS).toEqual([]);
    expect(
      loadConfig({ ADMIN_EMAILS: ' Ops@Example.com, ,boss@example.com ' }).ADMIN_EMAILS,
    ).toEqual(['ops@example.com', 'boss@example.com']);
    expect(() => loadConfig({ ADMIN_EMAILS: 'ops@example.com, not-an-email' })).toThrow(
      /ADMIN_EMAILS/,
    );
  });

  it('reads DATABASE_READ_URLS as a list of PostgreSQL URLs that needs DATABASE_URL', () => {
    const primary = 'postgres://app@db-primary:5432/app';
    expect(loadConfig({ DATABASE_URL: primary }).DATABASE_READ_URLS).toEqual([]);
    expect(
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_READ_URLS: ' postgres://app@db-r1:5432/app, ,postgresql://app@db-r2/app ',
      }).DATABASE_READ_URLS,
    ).toEqual(['postgres://app@db-r1:5432/app', 'postgresql://app@db-r2/app']);
    expect(() =>
      loadConfig({ DATABASE_URL: primary, DATABASE_READ_URLS: 'mysql://db-r1/app' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_READ_URLS: 'postgres://app@db-r1:5432/app' })).toThrow(
      /DATABASE_READ_URLS: needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_DIRECT_URL: primary })).toThrow(
      /DATABASE_DIRECT_URL: needs DATABASE_URL/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'eighty', /PORT/],
    ['PORT', '70000', /PORT/],
    ['DATABASE_URL', 'mysql://localhost/x', /DATABASE_URL/],
    ['APP_HOST', 'https://Example.com', /APP_HOST: must be a lowercase host name/],
    ['SERVE_SITES', 'maybe', /SERVE_SITES/],
    ['SUPPORT_EMAIL', 'support-at-example.com', /SUPPORT_EMAIL/],
  ])('refuses %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
    expect(() => loadConfig({ [name]: value })).toThrow(`(got "${value}")`);
  });
});
