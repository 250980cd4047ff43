import 'reflect-metadata';
import pino from 'pino';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import { openDatabase } from './database/database';
import { holdEmbeddedDatabase } from './database/embedded-lock';
import { seedWhenEmpty } from './database/seed/seed-runner';
import { createApp } from './bootstrap';

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
    poolSize: config.DATABASE_POOL_SIZE,
    pgliteDataDir: config.PGLITE_DATA_DIR,
  });
  log.info(`Database: ${database.driver} (${database.location})`);
  if (!config.DATABASE_URL) holdEmbeddedDatabase(config.PGLITE_DATA_DIR);
  await database.migrate();
  log.info('Database migrations applied');
  await seedWhenEmpty(database, config, log);

  const app = await createApp(config, database);
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
