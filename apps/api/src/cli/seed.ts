import 'reflect-metadata';
import { loadConfig } from '../config/app-config';
import { openDatabase } from '../database/database';
import { embeddedDatabaseHolder, heldMessage } from '../database/embedded-lock';
import { seedDemoData } from '../database/seed/demo-seed';
import { describeSeed } from '../database/seed/seed-runner';

/**
 * `npm run seed`: replaces the demo accounts with fresh demo data on the configured database
 * (other accounts are left alone). Stop the server first when it uses the embedded database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const holder = config.DATABASE_URL ? null : embeddedDatabaseHolder(config.PGLITE_DATA_DIR);
  if (holder !== null) throw new Error(heldMessage(config.PGLITE_DATA_DIR, holder));
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    // The migrations' lock is a session lock: behind PgBouncer it needs the direct connection.
    directUrl: config.DATABASE_DIRECT_URL,
    pgliteDataDir: config.PGLITE_DATA_DIR,
  });
  try {
    await database.migrate();
    const summary = await seedDemoData(database.db);
    process.stdout.write(`${describeSeed(summary)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
