import 'reflect-metadata';
import type { Server } from 'node:http';
import pino from 'pino';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import { openDatabase } from './database/database';
import { holdEmbeddedDatabase } from './database/embedded-lock';
import { seedWhenEmpty } from './database/seed/seed-runner';
import { createApp } from './bootstrap';

const KEEP_ALIVE_MS = 65_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = pino({
    level: config.LOG_LEVEL,
    ...(config.LOG_PRETTY ? { transport: { target: 'pino-pretty' } } : {}),
  });

  if (config.NODE_ENV === 'production' && !config.SMTP_HOST) {
    log.warn(
      'SMTP_HOST is not set: emails, with their sign-in and reset links, are printed to this log.',
    );
  }

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    replicas: {
      urls: config.DATABASE_READ_URLS,
      maxLagMs: config.DATABASE_READ_MAX_LAG_MS,
      waitMs: config.DATABASE_READ_WAIT_MS,
    },
    poolSize: config.DATABASE_POOL_SIZE,
    pgliteDataDir: config.PGLITE_DATA_DIR,
  });
  log.info(`Database: ${database.driver} (${database.location})`);
  if (!config.DATABASE_URL) holdEmbeddedDatabase(config.PGLITE_DATA_DIR);
  await database.migrate();
  log.info('Database migrations applied');
  await seedWhenEmpty(database, config, log);

  const app = await createApp(config, database);
  // nginx keeps idle connections to the API open for reuse (60 s, proxy/templates). Were Node
  // to close one first (its default is 5 s), a request nginx sends on it at that moment meets a
  // reset, and nginx answers 502 without retrying a POST. The API therefore keeps an idle
  // connection longer than any proxy in front keeps it (nginx 60 s; load balancers' idle
  // timeouts are 60 s by default), and the proxy is always the side that closes it.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  if (config.HOST) await app.listen(config.PORT, config.HOST);
  else await app.listen(config.PORT);
  const site = new URL(config.APP_URL);
  const on = (label: string) => `${site.protocol}//${label}.${site.host}`;
  log.info(
    `Domainfolio is running: main site ${config.APP_URL}, marketplace ${on('shop')}, demo owner ${on('demo')}`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Domainfolio failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
