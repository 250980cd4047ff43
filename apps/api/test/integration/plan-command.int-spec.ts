import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { PLAN_USAGE, runPlanCommand, type CommandOutput } from '../../src/cli/plan-command';
import { openDatabase } from '../../src/database/database';
import { users } from '../../src/database/schema';
import { createUser } from '../factories/user.factory';

/** What the command printed, line by line. */
function capture(): CommandOutput & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (line) => stdout.push(line), err: (line) => stderr.push(line) };
}

/**
 * The operator's command runs against the embedded database in a real data folder, as
 * `npm run plan` does on an installation without Stripe.
 */
describe('npm run plan -- <email> PRO|FREE (embedded database)', () => {
  let dataDir: string;
  const config = () => ({ DATABASE_URL: undefined, PGLITE_DATA_DIR: dataDir });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'domainfolio-plan-'));
    const database = await openDatabase({ pgliteDataDir: dataDir });
    await database.migrate();
    await createUser(database.db, {
      email: 'operator-owner@example.com',
      username: 'operator-owner',
      planType: 'FREE',
    });
    await database.close();
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function storedPlan() {
    const database = await openDatabase({ pgliteDataDir: dataDir });
    try {
      const [row] = await database.db
        .select({ planType: users.planType, planInterval: users.planInterval })
        .from(users)
        .where(eq(users.username, 'operator-owner'));
      return row;
    } finally {
      await database.close();
    }
  }

  it('puts an owner on Pro and back on Free, whatever case the email and plan are typed in', async () => {
    const output = capture();
    expect(await runPlanCommand([' Operator-Owner@Example.com', 'pro'], config(), output)).toBe(0);
    expect(output.stdout).toEqual([
      ' Operator-Owner@Example.com (operator-owner) is now on the Pro plan.',
    ]);
    expect(await storedPlan()).toEqual({ planType: 'PRO', planInterval: null });

    expect(await runPlanCommand(['operator-owner@example.com', 'FREE'], config(), capture())).toBe(
      0,
    );
    expect(await storedPlan()).toEqual({ planType: 'FREE', planInterval: null });
  });

  it('says so when no account has the email, and changes nothing', async () => {
    const output = capture();
    expect(await runPlanCommand(['nobody@example.com', 'PRO'], config(), output)).toBe(1);
    expect(output.stderr).toEqual(['No account has the email nobody@example.com.']);
    expect(await storedPlan()).toEqual({ planType: 'FREE', planInterval: null });
  });

  it('shows the usage for a missing email or an unknown plan', async () => {
    for (const args of [
      [],
      ['operator-owner@example.com'],
      ['operator-owner@example.com', 'GOLD'],
    ]) {
      const output = capture();
      expect(await runPlanCommand(args, config(), output)).toBe(2);
      expect(output.stderr).toEqual([PLAN_USAGE]);
    }
  });

  it('refuses plainly while the running app holds the embedded database, and says what to do', async () => {
    // The app marks its data folder with its process id; the parent process stands in for it.
    const mark = join(dataDir, 'domainfolio-api.pid');
    writeFileSync(mark, `${process.ppid}\n`);
    try {
      const output = capture();
      expect(await runPlanCommand(['operator-owner@example.com', 'PRO'], config(), output)).toBe(1);
      expect(output.stderr.join('\n')).toContain(`The app is running (process ${process.ppid})`);
      expect(output.stderr.join('\n')).toContain('Stop it');
    } finally {
      rmSync(mark);
    }
    expect(await storedPlan()).toEqual({ planType: 'FREE', planInterval: null });
  });
});

/** The same command on PostgreSQL, where the app may keep running while it runs. */
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  describe('npm run plan -- <email> PRO|FREE (PostgreSQL)', () => {
    it('puts an owner on Pro in the database DATABASE_URL names', async () => {
      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      const name = `domainfolio_plan_${randomBytes(5).toString('hex')}`;
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
        try {
          await database.migrate();
          await createUser(database.db, { email: 'pg-owner@example.com', username: 'pg-owner' });
          const output = capture();
          const config = { DATABASE_URL: url.toString(), PGLITE_DATA_DIR: '/nonexistent' };
          expect(await runPlanCommand(['pg-owner@example.com', 'PRO'], config, output)).toBe(0);
          const [row] = await database.db
            .select({ planType: users.planType })
            .from(users)
            .where(eq(users.username, 'pg-owner'));
          expect(row?.planType).toBe('PRO');
        } finally {
          await database.close();
        }
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  });
}
