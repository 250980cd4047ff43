import 'reflect-metadata';
import { isPlanType, planName } from '@domainfolio/contracts';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config/app-config';
import { openDatabase } from '../database/database';
import { embeddedDatabaseHolder, heldMessage } from '../database/embedded-lock';
import { users } from '../database/schema';

const USAGE = 'Usage: npm run plan -- <email> PRO|FREE';

/**
 * `npm run plan -- <email> PRO|FREE`: sets an owner's plan by hand, for installations that sell
 * no plans through Stripe. No payment is pretended: the plan simply has no interval or end.
 */
async function main(): Promise<number> {
  const [email, plan] = process.argv.slice(2);
  if (!email || !plan || !isPlanType(plan.toUpperCase())) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const holder = embeddedDatabaseHolder(config.PGLITE_DATA_DIR);
    if (holder !== null) {
      process.stderr.write(`${heldMessage(config.PGLITE_DATA_DIR, holder)}\n`);
      return 1;
    }
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: config.PGLITE_DATA_DIR,
  });
  try {
    await database.migrate();
    const planType = plan.toUpperCase();
    const updated = await database.db
      .update(users)
      .set({ planType, planInterval: null, planPeriodEnd: null, updatedAt: new Date() })
      .where(eq(users.email, email.trim().toLowerCase()))
      .returning({ username: users.username });
    if (updated.length === 0) {
      process.stderr.write(`No account has the email ${email}.\n`);
      return 1;
    }
    process.stdout.write(
      `${email} (${updated[0]!.username}) is now on the ${planName(planType)} plan.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `Setting the plan failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
