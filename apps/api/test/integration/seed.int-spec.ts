import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../../src/config/app-config';
import { domains, leads, users } from '../../src/database/schema';
import { DEMO_ACCOUNTS } from '../../src/database/seed/demo-accounts';
import { seedDemoData } from '../../src/database/seed/demo-seed';
import { seedWhenEmpty } from '../../src/database/seed/seed-runner';
import { createUser } from '../factories/user.factory';
import { createTestDatabase } from '../support/test-database';

const silent = pino({ level: 'silent' });

describe('demo data', () => {
  it('creates the demo owner with about 150 domains, leads and views, plus other owners', async () => {
    const database = await createTestDatabase();
    try {
      const summary = await seedDemoData(database.db);
      expect(summary.owners).toBe(DEMO_ACCOUNTS.length);
      const [demo] = await database.db.select().from(users).where(eq(users.username, 'demo'));
      expect(demo).toMatchObject({ email: 'demo@example.com', planType: 'PRO' });
      expect(demo?.emailConfirmedAt).not.toBeNull();
      const [owned] = await database.db
        .select({ n: count() })
        .from(domains)
        .where(eq(domains.ownerId, demo!.id));
      expect(owned?.n).toBe(150);
      const [received] = await database.db
        .select({ n: count() })
        .from(leads)
        .where(eq(leads.ownerId, demo!.id));
      expect(received?.n).toBeGreaterThan(20);
      const registrars = await database.db.selectDistinct({ r: domains.registrar }).from(domains);
      expect(registrars.length).toBeGreaterThanOrEqual(5);
    } finally {
      await database.close();
    }
  });

  it('re-seeding replaces the demo accounts and leaves every other account alone', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemoData(database.db);
      const other = await createUser(database.db, { username: 'real-owner' });
      await seedDemoData(database.db);
      const [demoCount] = await database.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.username, 'demo'));
      expect(demoCount?.n).toBe(1);
      const [kept] = await database.db.select().from(users).where(eq(users.id, other.id));
      expect(kept?.username).toBe('real-owner');
    } finally {
      await database.close();
    }
  });

  it('seeds an empty embedded database at start, but never a database that has accounts', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const database = await createTestDatabase();
    try {
      const pglite = { ...database, driver: 'pglite' as const };
      await createUser(database.db, { username: 'someone' });
      await seedWhenEmpty(pglite, config, silent);
      const [afterNonEmpty] = await database.db.select({ n: count() }).from(users);
      expect(afterNonEmpty?.n).toBe(1);

      await database.db.delete(users);
      await seedWhenEmpty(pglite, config, silent);
      const [afterEmpty] = await database.db.select({ n: count() }).from(users);
      expect(afterEmpty?.n).toBe(DEMO_ACCOUNTS.length);
    } finally {
      await database.close();
    }
  });

  it('does not seed PostgreSQL or when told never to', async () => {
    const database = await createTestDatabase();
    try {
      await seedWhenEmpty(
        { ...database, driver: 'postgres' },
        loadConfig({ NODE_ENV: 'test' }),
        silent,
      );
      await seedWhenEmpty(
        { ...database, driver: 'pglite' },
        loadConfig({ SEED_DEMO_DATA: 'never' }),
        silent,
      );
      const [row] = await database.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
