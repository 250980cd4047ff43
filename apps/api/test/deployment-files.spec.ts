import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../src/config/app-config';

/**
 * The deployment files agree with each other: what docker-compose.yml sets is what the API and
 * the nginx template read, under the names .env.example documents. A renamed setting, a port
 * changed in one place only or a template variable nobody sets would otherwise show only on a
 * user's server.
 */
const ROOT = join(__dirname, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service> };
const { api, nginx, postgres } = compose.services as Record<string, Service>;
const template = read('proxy/templates/default.conf.template');
/** The names .env.example documents, set or commented out (`# NAME=value`). */
const documented = new Set(
  [...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!),
);
/** A compose value's default: `${NAME:-default}` gives `default`, a plain value itself. */
const defaultOf = (value: string | number | undefined) =>
  String(value ?? '').replace(/^\$\{[A-Z0-9_]+:-([^}]*)\}$/, '$1');

describe('docker-compose.yml, .env.example and the nginx template', () => {
  it('runs PostgreSQL, the API and nginx, with only nginx published so the API can scale', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'nginx', 'postgres']);
    expect(postgres?.image).toMatch(/^postgres:/);
    expect(nginx?.image).toMatch(/^nginx:/);
    expect(api?.build).toBeDefined();
    // A fixed host port on the API would stop `docker compose up --scale api=3`.
    expect(api?.ports).toBeUndefined();
    expect(nginx?.ports).toEqual([`80:${nginx?.environment?.LISTEN_PORT}`]);
    expect(nginx?.depends_on?.api?.condition).toBe('service_healthy');
  });

  it('sets only the API settings that .env.example documents, with values the API accepts', () => {
    const environment = api?.environment ?? {};
    const undocumented = Object.keys(environment).filter((name) => !documented.has(name));
    expect(undocumented).toEqual([]);
    // The defaults compose falls back to form a valid configuration (APP_SECRET must be set).
    const defaults = Object.fromEntries(
      Object.entries(environment).map(([name, value]) => [name, defaultOf(value)]),
    );
    expect(() =>
      loadConfig({ ...defaults, APP_SECRET: 'x'.repeat(64), DATABASE_URL: 'postgres://db/x' }),
    ).not.toThrow();
  });

  it('documents in .env.example a configuration the API accepts as it is', () => {
    const given = Object.fromEntries(
      [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]),
    );
    expect(Object.keys(given).length).toBeGreaterThan(10);
    expect(() => loadConfig(given)).not.toThrow();
  });

  it('gives nginx every variable its template reads, pointing at the API’s port', () => {
    const variables = new Set([...template.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]));
    expect([...variables].sort()).toEqual(Object.keys(nginx?.environment ?? {}).sort());
    expect(nginx?.environment?.API_UPSTREAM).toBe(`api:${api?.environment?.PORT}`);
    expect(api?.healthcheck?.test.join(' ')).toContain(
      `127.0.0.1:${api?.environment?.PORT}/api/health`,
    );
    // nginx bypasses its page cache for the cookie the API signs visitors in with.
    expect(nginx?.environment?.SESSION_COOKIE_NAME).toBe(api?.environment?.SESSION_COOKIE_NAME);
    expect(defaultOf(api?.environment?.SESSION_COOKIE_NAME)).toBe(
      loadConfig({}).SESSION_COOKIE_NAME,
    );
    expect(template).toMatch(/server \$\{API_UPSTREAM\};/);
  });
});
