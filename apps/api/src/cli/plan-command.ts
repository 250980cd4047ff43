import { isPlanType, normalizeEmail, planName } from '@domainfolio/contracts';
import type { AppConfig } from '../config/app-config';
import { openDatabase } from '../database/database';
import { embeddedDatabaseHolder, heldMessage } from '../database/embedded-lock';
import { UsersRepository } from '../modules/users/users.repository';

export const PLAN_USAGE = 'Usage: npm run plan -- <email> PRO|FREE';

/** Where the command writes what it has to say. */
export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

/**
 * `npm run plan -- <email> PRO|FREE`: sets an owner's plan by hand, for installations that sell
 * no plans through Stripe. No payment is pretended: the plan simply has no interval or end.
 * Answers the process exit code: 0 done, 1 refused (unknown email, database held), 2 usage.
 */
export async function runPlanCommand(
  args: readonly string[],
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATABASE_DIRECT_URL' | 'PGLITE_DATA_DIR'>,
  output: CommandOutput,
): Promise<number> {
  const [email, plan] = args;
  const planType = plan?.toUpperCase();
  if (!email || !planType || !isPlanType(planType)) {
    output.err(PLAN_USAGE);
    return 2;
  }
  if (!config.DATABASE_URL) {
    const holder = embeddedDatabaseHolder(config.PGLITE_DATA_DIR);
    if (holder !== null) {
      output.err(heldMessage(config.PGLITE_DATA_DIR, holder));
      return 1;
    }
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    // The migrations' lock is a session lock: behind PgBouncer it needs the direct connection.
    directUrl: config.DATABASE_DIRECT_URL,
    pgliteDataDir: config.PGLITE_DATA_DIR,
  });
  try {
    await database.migrate();
    const accounts = new UsersRepository(database.db);
    const owner = await accounts.findByEmail(normalizeEmail(email));
    if (owner === null) {
      output.err(`No account has the email ${email}.`);
      return 1;
    }
    await accounts.update(database.db, owner.id, {
      planType,
      planInterval: null,
      planPeriodEnd: null,
    });
    output.out(`${email} (${owner.username}) is now on the ${planName(planType)} plan.`);
    return 0;
  } finally {
    await database.close();
  }
}
