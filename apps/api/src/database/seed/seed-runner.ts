import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config';
import type { DatabaseHandle } from '../database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { isDatabaseEmpty, seedDemoData, type SeedSummary } from './demo-seed';

export function describeSeed(summary: SeedSummary): string {
  const demo = DEMO_ACCOUNTS[0]!;
  return (
    `Demo data: ${summary.owners} owners, ${summary.domains} domains, ${summary.leads} leads. ` +
    `Sign in as ${demo.email} with password "${DEMO_PASSWORD}".`
  );
}

/**
 * The first start on an empty embedded database fills it with demo data. A database that has
 * any account, or a PostgreSQL database, is never seeded unasked (use `npm run seed`).
 */
export async function seedWhenEmpty(
  handle: DatabaseHandle,
  config: AppConfig,
  log: Logger,
): Promise<void> {
  if (config.SEED_DEMO_DATA === 'never' || handle.driver !== 'pglite') return;
  if (!(await isDatabaseEmpty(handle.db))) return;
  const summary = await seedDemoData(handle.db);
  log.info(describeSeed(summary));
}
