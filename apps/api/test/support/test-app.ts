import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/bootstrap';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import type { Database, DatabaseHandle } from '../../src/database/database';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  /** The Express server, for supertest. */
  http: Parameters<typeof import('supertest')>[0];
  db: Database;
  config: AppConfig;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The settings every test application starts from, with `env` on top. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_HOST: 'localhost',
    PORT: '3000',
    SERVE_SITES: 'false',
    // Alert routing and the reminder job run only in the tests about them (which turn them on
    // or call them), so a sale or lead elsewhere sends no alert email behind a test's back.
    ALERTS_WORKER: 'off',
    // Registry look-ups likewise: the tests about them turn the worker on against a local RDAP
    // fake; elsewhere a new domain must not reach for the internet's RDAP servers.
    RDAP_WORKER: 'off',
    RDAP_BOOTSTRAP_URL: 'http://127.0.0.1:9/bootstrap/dns.json',
    REGISTRAR_SYNC_WORKER: 'off',
    // Registrar accounts likewise: the registrar tests start the registrars' fakes and name
    // them; elsewhere (the fuzzing's made-up credentials) a connection's check must not reach
    // the real registrars. Port 9 is closed: such a check ends at once, "could not be reached".
    PORKBUN_API_URL: 'http://127.0.0.1:9/porkbun',
    GODADDY_API_URL: 'http://127.0.0.1:9/godaddy',
    NAMECHEAP_API_URL: 'http://127.0.0.1:9/namecheap',
    DYNADOT_API_URL: 'http://127.0.0.1:9/dynadot',
    CLOUDFLARE_API_URL: 'http://127.0.0.1:9/cloudflare',
    ...env,
  });
}

/** The whole API (same pipes, filters and middleware as production) on a fresh database. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(env);
  const database = await createTestDatabase();
  const app = await createApp(config, database);
  await app.init();
  return {
    app,
    http: app.getHttpServer(),
    db: database.db,
    config,
    database,
    close: () => app.close(),
  };
}
