import { WebhookReceiver } from '@domainfolio/test-fakes';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../../src/bootstrap';
import { OwnerEvents } from '../../src/common/events/owner-events';
import type { Database } from '../../src/database/database';
import { alertDeliveries, ownerEvents, scheduledRuns } from '../../src/database/schema';
import { AlertsWorker } from '../../src/modules/notifications/alerts.worker';
import { ExpiryReminderJob } from '../../src/modules/notifications/expiry-reminder.job';
import { NotificationsService } from '../../src/modules/notifications/notifications.service';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { testConfig } from '../support/test-app';
import { createSharedTestDatabase, type SharedTestDatabase } from '../support/test-database';

/**
 * Expiry reminders and alert delivery on three API instances sharing one database, as behind
 * a load balancer: every instance runs the reminder job and the alert worker.
 */

interface Replica {
  app: NestExpressApplication;
  db: Database;
}

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('expiry reminders and alerts on three API instances', () => {
  const receiver = new WebhookReceiver({ secret: 'whsec_replicas_0123456789abcdef' });
  let shared: SharedTestDatabase;
  let replicas: Replica[];
  let ownerIds: string[];
  /** Domains due a reminder now, across the owners. */
  const DUE = 90;

  beforeAll(async () => {
    await receiver.start();
    shared = await createSharedTestDatabase();
    replicas = [];
    for (let i = 0; i < 3; i += 1) {
      const database = await shared.open();
      const app = await createApp(
        testConfig({ EMAIL_WORKER: 'off', ALLOW_PRIVATE_WEBHOOKS: 'true' }),
        database,
      );
      await app.init();
      replicas.push({ app, db: database.db });
    }
    const db = replicas[0]!.db;
    ownerIds = [];
    for (const [n, timeZone] of ['America/New_York', 'Europe/Berlin', 'Asia/Tokyo'].entries()) {
      const owner = await createUser(db, { username: `replica-owner-${n}`, timeZone });
      ownerIds.push(owner.id);
      const service = replicas[0]!.app.get(NotificationsService);
      const channel = await service.addChannel(owner, {
        type: 'WEBHOOK',
        name: 'Hook',
        url: receiver.url(),
        secret: receiver.secret,
      });
      const settings = await service.settings(owner);
      await service.saveSettings(owner, {
        ...settings,
        routes: { ...settings.routes, 'domain.expiring': [channel._id] },
      });
      // Due now in every zone: 3 to 5 days out (the 7-day window is open everywhere).
      for (let i = 0; i < DUE / 3; i += 1)
        await createDomain(db, owner.id, {
          name: `due-${n}-${i}.com`,
          expiration: inDays(3 + (i % 3)),
          renewalCost: '10.00',
        });
      // Not due: past every window, or expired.
      await createDomain(db, owner.id, { name: `later-${n}.com`, expiration: inDays(200) });
      await createDomain(db, owner.id, { name: `gone-${n}.com`, expiration: inDays(-3) });
    }
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.app.close();
    await shared.close();
    await receiver.stop();
  });
  beforeEach(async () => {
    await replicas[0]!.db.delete(ownerEvents);
    await replicas[0]!.db.execute(sql`delete from expiry_reminders`);
    await replicas[0]!.db.delete(scheduledRuns);
  });

  const reminderCounts = async () => {
    const rows = await replicas[0]!.db
      .select({ payload: ownerEvents.payload })
      .from(ownerEvents)
      .where(eq(ownerEvents.type, 'domain.expiring'));
    const counts = new Map<string, number>();
    for (const row of rows)
      for (const d of (row.payload as { domains: { domain: string }[] }).domains)
        counts.set(d.domain, (counts.get(d.domain) ?? 0) + 1);
    return counts;
  };

  it('sends each reminder once when the three run the job at the same moment', async () => {
    const results = await Promise.all(
      replicas.map((replica) => replica.app.get(ExpiryReminderJob).run(new Date())),
    );
    const counts = await reminderCounts();
    expect(counts.size).toBe(DUE);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    // The three runs shared the work between them: their sum is the whole, no more.
    expect(results.reduce((sum, r) => sum + r.reminders, 0)).toBe(DUE);

    // And each delivery goes out once, whichever worker takes it.
    receiver.deliveries.length = 0;
    await Promise.all(replicas.map((replica) => replica.app.get(AlertsWorker).runOnce()));
    await receiver.waitForDeliveries(DUE);
    const ids = receiver.deliveries.map((d) => d.deliveryId);
    expect(new Set(ids).size).toBe(DUE);
    expect(receiver.deliveries.every((d) => d.verified)).toBe(true);
    const [pending] = await replicas[0]!.db
      .select({ n: sql<number>`count(*)::int` })
      .from(alertDeliveries)
      .where(eq(alertDeliveries.status, 'PENDING'));
    expect(pending?.n).toBe(0);
  });

  it('loses no reminder when an instance dies mid-run: the next one to take the turn sends the rest', async () => {
    const [doomed, survivor] = replicas as [Replica, Replica, Replica];
    // The doomed instance takes the turn, then dies in the middle of its second owner's
    // transaction (what a killed process's open transaction comes to: nothing).
    const claimed = await replicas[0]!.db
      .insert(scheduledRuns)
      .values({
        name: 'expiry-reminders',
        leaseUntil: new Date(Date.now() + 300_000),
        startedAt: new Date(),
      })
      .returning();
    expect(claimed).toHaveLength(1);
    const events = doomed.app.get(OwnerEvents);
    const recordMany = events.recordMany.bind(events);
    let owners = 0;
    const spy = jest.spyOn(events, 'recordMany').mockImplementation(async (...args) => {
      if (owners === 1) throw new Error('killed');
      owners += 1;
      return recordMany(...args);
    });
    await expect(doomed.app.get(ExpiryReminderJob).run(new Date())).rejects.toThrow('killed');
    spy.mockRestore();
    const survived = await reminderCounts();
    expect(survived.size).toBeGreaterThan(0);
    expect(survived.size).toBeLessThan(DUE);

    // While its lease holds, no other instance runs the job...
    expect(await survivor.app.get(ExpiryReminderJob).runIfDue()).toBeNull();
    // ...and once it runs out, the next instance does, and finds every reminder still due.
    await replicas[0]!.db
      .update(scheduledRuns)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(scheduledRuns.name, 'expiry-reminders'));
    const result = await survivor.app.get(ExpiryReminderJob).runIfDue();
    expect(result?.reminders).toBe(DUE - survived.size);
    const counts = await reminderCounts();
    expect(counts.size).toBe(DUE);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    // The finished run holds the turn for REMINDERS_INTERVAL_MS: nobody runs it again at once.
    expect(await replicas[2]!.app.get(ExpiryReminderJob).runIfDue()).toBeNull();
  });
});
