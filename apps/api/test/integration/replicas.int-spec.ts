import type { NestExpressApplication } from '@nestjs/platform-express';
import { and, eq, inArray, sql } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import type { Database } from '../../src/database/database';
import { domainViewsDaily, domains, emailOutbox, sessions } from '../../src/database/schema';
import { SessionSweeper } from '../../src/modules/auth/session-sweeper';
import { ViewCounter } from '../../src/modules/analytics/view-counter.service';
import {
  EmailOutboxRepository,
  type Claim,
  type ClaimedEmail,
} from '../../src/modules/emails/email-outbox.repository';
import { EmailOutbox } from '../../src/modules/emails/email-outbox.service';
import { EmailTemplates } from '../../src/modules/emails/email-templates';
import { EmailTransport, type OutgoingEmail } from '../../src/modules/emails/email-transport';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { SmtpTestServer } from '../support/smtp-test-server';
import { testConfig } from '../support/test-app';
import { createSharedTestDatabase, type SharedTestDatabase } from '../support/test-database';

/**
 * Several API instances on one database, as behind a load balancer: every instance runs the
 * scheduled work (the email worker, view flushes, session sweeps) at the same time.
 */

interface Replica {
  app: NestExpressApplication;
  db: Database;
  sent: number;
}

/** An instance of the API on the shared database; `counted` counts what its worker sends. */
async function startReplica(
  shared: SharedTestDatabase,
  env: Record<string, string>,
  counted = true,
): Promise<Replica> {
  const config = testConfig({ EMAIL_WORKER: 'off', VIEW_FLUSH_INTERVAL_MS: '600000', ...env });
  const database = await shared.open();
  const app = await createApp(config, database);
  await app.init();
  const replica: Replica = { app, db: database.db, sent: 0 };
  if (!counted) return replica;
  const transport = app.get(EmailTransport);
  const send = transport.send.bind(transport);
  jest.spyOn(transport, 'send').mockImplementation(async (message: OutgoingEmail) => {
    await send(message);
    replica.sent += 1;
  });
  return replica;
}

async function waitUntil(what: string, done: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function countRows(db: Database, where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(where);
  return row?.n ?? 0;
}

const messageIdOf = (raw: string) => /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? null;

describe('scheduled work on three API instances sharing one database', () => {
  const smtp = new SmtpTestServer();
  let shared: SharedTestDatabase;
  let replicas: Replica[] = [];
  /** Run before closing the instances: lets the killed ones' hung calls fail. */
  const burials: (() => void)[] = [];

  beforeAll(async () => {
    await smtp.start();
  });
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    await smtp.start();
    smtp.reset();
    smtp.acceptDelayMs = 0;
    shared = await createSharedTestDatabase();
  });
  afterEach(async () => {
    for (const bury of burials.splice(0)) bury();
    for (const replica of replicas) await replica.app.close();
    replicas = [];
    await shared.close();
  });

  const workerEnv = () => ({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    EMAIL_WORKER: 'on',
    EMAIL_POLL_INTERVAL_MS: '100',
    EMAIL_MAX_ATTEMPTS: '5',
  });

  async function enqueue(count: number): Promise<string[]> {
    const first = replicas[0] as Replica;
    const outbox = first.app.get(EmailOutbox);
    const templates = first.app.get(EmailTemplates);
    const recipients = Array.from({ length: count }, (_, i) => `buyer${i}@example.com`);
    await first.db.transaction(async (tx) => {
      for (const to of recipients) {
        await outbox.enqueue(tx, {
          kind: 'LEAD',
          to,
          ...templates.confirmEmail({ displayName: 'Owner', email: to, token: 't' }),
        });
      }
    });
    for (const replica of replicas) replica.app.get(EmailOutbox).kick();
    return recipients;
  }

  /** Every recipient got exactly one message, and every row says SENT. */
  async function expectEachDeliveredOnce(recipients: string[]) {
    const db = (replicas[0] as Replica).db;
    await waitUntil('every message is marked sent', async () => {
      return (await countRows(db, sql`${emailOutbox.status} = 'SENT'`)) === recipients.length;
    });
    const received = smtp.messages.flatMap((m) => m.envelopeTo);
    expect(received).toHaveLength(recipients.length);
    expect([...received].sort()).toEqual([...recipients].sort());
    // The Message-ID is the row's id: one per row, every one of them.
    const rows = await db.select({ id: emailOutbox.id }).from(emailOutbox);
    const ids = smtp.messages.map((m) => messageIdOf(m.raw));
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => `<${row.id}@localhost>`)));
  }

  /** What the backoff would otherwise make the test wait out. */
  async function makeDue(db: Database) {
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.status, 'PENDING'));
  }

  it('drains 300 queued emails: each delivered exactly once, the work shared', async () => {
    for (let i = 0; i < 3; i += 1) replicas.push(await startReplica(shared, workerEnv()));
    const started = Date.now();
    const recipients = await enqueue(300);
    await smtp.waitForMessages(300, 30_000);
    const drainMs = Date.now() - started;
    await expectEachDeliveredOnce(recipients);
    const shares = replicas.map((r) => r.sent);
    console.info(`300 emails through 3 instances in ${drainMs} ms, sent by each: ${shares}`);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(300);
    expect(shares.filter((n) => n > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps every email through an SMTP outage and delivers each once when the server is back', async () => {
    for (let i = 0; i < 3; i += 1) replicas.push(await startReplica(shared, workerEnv()));
    const db = (replicas[0] as Replica).db;
    await smtp.stop();
    const recipients = await enqueue(300);
    // A few polls of each instance against the stopped server.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const postponed = await countRows(db, sql`${emailOutbox.lastError} is not null`);
    expect(postponed).toBeGreaterThan(0);
    expect(postponed).toBeLessThan(100);
    // No attempt counted, nothing given up: the outage is the server's, not the messages'.
    expect(await countRows(db, sql`${emailOutbox.attempts} > 0`)).toBe(0);
    expect(await countRows(db, sql`${emailOutbox.status} = 'PENDING'`)).toBe(300);

    await smtp.start();
    // The rest go at the next poll, without waiting for a retry time; the postponed ones wait.
    await waitUntil('only postponed messages are left', async () => {
      const pending = await countRows(db, sql`${emailOutbox.status} = 'PENDING'`);
      const waiting = await countRows(
        db,
        sql`${emailOutbox.status} = 'PENDING' and ${emailOutbox.lastError} is not null`,
      );
      return pending === waiting;
    });
    const left = await countRows(db, sql`${emailOutbox.status} = 'PENDING'`);
    expect(smtp.messages).toHaveLength(300 - left);
    // Those wait 30 s; the test does not.
    await makeDue(db);
    await expectEachDeliveredOnce(recipients);
    console.info(
      `SMTP outage: ${left} of 300 postponed 30 s (${postponed} after 1 s down), the rest sent at the next poll after it returned`,
    );
  });

  it('delivers each email once while the server refuses 30% of sends for a while', async () => {
    for (let i = 0; i < 3; i += 1) replicas.push(await startReplica(shared, workerEnv()));
    const db = (replicas[0] as Replica).db;
    let offered = 0;
    smtp.refuseWhen = () => offered++ % 10 < 3;
    const recipients = await enqueue(300);

    // Two rounds with refusals: every message tried, the refused ones again after their backoff.
    for (let round = 1; round <= 2; round += 1) {
      await waitUntil(`round ${round} has tried every message`, async () => {
        const settled = await countRows(
          db,
          sql`${emailOutbox.status} = 'SENT' or ${emailOutbox.attempts} >= ${round}`,
        );
        return settled === 300;
      });
      // Nothing is claimed now: what is pending waits out a 30 s backoff.
      if (round === 1) await makeDue(db);
    }
    const refused = smtp.refused;
    expect(refused).toBeGreaterThanOrEqual(100);
    expect(await countRows(db, sql`${emailOutbox.status} = 'FAILED'`)).toBe(0);

    smtp.refuseWhen = null;
    await makeDue(db);
    await expectEachDeliveredOnce(recipients);
    console.info(
      `30% refused: ${refused} refusals over two rounds, then 300 of 300 delivered once`,
    );
  });

  it('loses nothing when instances are killed mid-drain; only a send the server accepted just before the kill goes twice', async () => {
    smtp.acceptDelayMs = 2;
    const mortals: Mortal[] = [];
    // Each instance dies at its nth send: before it (holding a claimed batch), or right after the
    // server accepted it and before the row is marked (the at-least-once window).
    const plans: KillPlan[] = [
      { atSend: 3, moment: 'before-send' },
      { atSend: 15, moment: 'after-accept' },
      { atSend: 24, moment: 'before-send' },
    ];
    let replacements = 0;
    const deaths: Promise<void>[] = [];
    const onDeath = (mortal: Mortal) => {
      deaths.push(
        (async () => {
          // The lease of what it held runs out (a minute) at once, and a new instance takes
          // its place: three run throughout.
          await expireClaims((replicas[0] as Replica).db, mortal.claimed);
          replicas.push(await startReplica(shared, workerEnv()));
          replacements += 1;
          (replicas.at(-1) as Replica).app.get(EmailOutbox).kick();
        })(),
      );
    };
    for (const plan of plans) {
      const replica = await startReplica(shared, workerEnv(), false);
      replicas.push(replica);
      const m = mortal(replica, plan, onDeath);
      mortals.push(m);
      burials.push(m.bury);
    }
    const recipients = await enqueue(300);

    await waitUntil('all three instances died', async () => mortals.every((m) => m.dead));
    await Promise.all(deaths);
    const db = (replicas[0] as Replica).db;
    await waitUntil('every message is marked sent', async () => {
      return (await countRows(db, sql`${emailOutbox.status} = 'SENT'`)) === 300;
    });

    const window = mortals.flatMap((m) => m.acceptedUnmarked);
    expect(window).toHaveLength(1);
    const received = smtp.messages.flatMap((m) => m.envelopeTo);
    const counts = new Map<string, number>();
    for (const to of received) counts.set(to, (counts.get(to) ?? 0) + 1);
    // Nothing lost.
    expect([...counts.keys()].sort()).toEqual([...recipients].sort());
    // Twice only for the message accepted in the window, both copies with the same Message-ID.
    const twice = [...counts].filter(([, n]) => n > 1).map(([to]) => to);
    expect(twice).toEqual(window.map((m) => m.toAddress));
    const copies = smtp.messages.filter((m) => m.envelopeTo[0] === twice[0]);
    expect(new Set(copies.map((m) => messageIdOf(m.raw)))).toEqual(
      new Set([`<${window[0]?.id}@localhost>`]),
    );
    expect(received).toHaveLength(301);
    expect(replacements).toBe(3);
    console.info(
      `3 instances killed mid-drain (holding ${mortals.map((m) => m.claimed.length - m.sends).join(', ')} claimed messages unsent): 300 of 300 delivered, 1 twice (accepted in the window)`,
    );
  });
});

interface KillPlan {
  atSend: number;
  moment: 'before-send' | 'after-accept';
}

interface Mortal {
  dead: boolean;
  /** Every claim it made, for the test to let their leases run out. */
  claimed: ClaimedEmail[];
  /** Sends the server accepted. */
  sends: number;
  /** Messages the server accepted but the instance died before marking. */
  acceptedUnmarked: ClaimedEmail[];
  /** Lets the dead instance's pending calls fail, so that the test can close it. */
  bury(): void;
}

/**
 * Plays a process killed without warning: from the kill on, the instance's worker does nothing
 * more: its calls to the database and the mail server never return, and what they return after
 * the kill never reaches it. What was already sent stays sent; a claim it held stays claimed.
 */
function mortal(replica: Replica, plan: KillPlan, onDeath: (m: Mortal) => void): Mortal {
  const forever: ((error: Error) => void)[] = [];
  let buried = false;
  const hang = <T>(): Promise<T> =>
    buried
      ? Promise.reject(new Error('killed'))
      : new Promise<T>((_, reject) => forever.push(reject));
  const state: Mortal = {
    dead: false,
    sends: 0,
    claimed: [],
    acceptedUnmarked: [],
    bury: () => {
      buried = true;
      for (const reject of forever.splice(0)) reject(new Error('killed'));
    },
  };
  const kill = () => {
    if (state.dead) return;
    state.dead = true;
    onDeath(state);
  };

  const repository = replica.app.get(EmailOutboxRepository);
  const claimDue = repository.claimDue.bind(repository);
  jest.spyOn(repository, 'claimDue').mockImplementation(async (limit, leaseMs) => {
    if (state.dead) return hang();
    const rows = await claimDue(limit, leaseMs);
    state.claimed.push(...rows);
    return state.dead ? hang() : rows;
  });
  for (const method of ['markSent', 'recordFailure', 'postpone', 'release'] as const) {
    const original = (repository[method] as (...args: unknown[]) => Promise<unknown>).bind(
      repository,
    );
    jest.spyOn(repository, method).mockImplementation((async (...args: unknown[]) => {
      if (state.dead) return hang();
      const result = await original(...args);
      return state.dead ? hang() : result;
    }) as never);
  }

  const transport = replica.app.get(EmailTransport);
  const send = transport.send.bind(transport);
  let sends = 0;
  jest.spyOn(transport, 'send').mockImplementation(async (message: OutgoingEmail) => {
    if (state.dead) return hang();
    sends += 1;
    if (plan.moment === 'before-send' && sends === plan.atSend) {
      kill();
      return hang();
    }
    await send(message);
    replica.sent += 1;
    state.sends += 1;
    if (plan.moment === 'after-accept' && sends === plan.atSend) kill();
    if (state.dead) {
      const claim = state.claimed.find((c) => c.id === message.id);
      if (claim) state.acceptedUnmarked.push(claim);
      return hang();
    }
  });
  return state;
}

/** Lets the leases of a dead instance's claims run out now, where it still holds them. */
async function expireClaims(db: Database, claims: Claim[]): Promise<void> {
  for (const claim of claims) {
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(
        and(
          eq(emailOutbox.id, claim.id),
          eq(emailOutbox.status, 'PENDING'),
          eq(emailOutbox.nextAttemptAt, claim.leaseUntil),
        ),
      );
  }
}

/** A person's visit (a bot's would count apart). */
const PERSON = {
  ip: '198.51.100.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  referrer: undefined,
  host: 'alice.localhost',
};

describe('view counts on two API instances sharing one database', () => {
  it('adds up exactly while both flush at the same time, and at shutdown', async () => {
    const shared = await createSharedTestDatabase();
    const apps: NestExpressApplication[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        const config = testConfig({
          EMAIL_WORKER: 'off',
          // Flushes on their own timers too, besides the ones the test starts.
          VIEW_FLUSH_INTERVAL_MS: '100',
        });
        const app = await createApp(config, await shared.open());
        await app.init();
        apps.push(app);
      }
      const handle = await shared.open();
      const db = handle.db;
      const alice = await createUser(db, { username: 'alice' });
      const names = ['alpha.com', 'beta.com', 'gamma.com', 'delta.com'];
      const owned = [];
      for (const name of names) owned.push(await createDomain(db, alice.id, { name }));

      const expected = new Map<string, number>();
      // 20 rounds: each instance counts views of every domain in a different order, then both
      // flush at once (their transactions lock the same rows).
      for (let round = 0; round < 20; round += 1) {
        for (const [index, app] of apps.entries()) {
          const counter = app.get(ViewCounter);
          for (const [i, domain] of owned.entries()) {
            const views = 1 + ((round + i + index) % 7);
            for (let v = 0; v < views; v += 1) counter.record(domain, PERSON);
            expected.set(domain.id, (expected.get(domain.id) ?? 0) + views);
          }
        }
        await Promise.all(apps.map((app) => app.get(ViewCounter).flush()));
      }
      // And through the beacon, 100 on each instance, left for the shutdown flush.
      for (const app of apps) {
        const beacons = Array.from({ length: 100 }, () =>
          request(app.getHttpServer())
            .get('/api/public/domains/alpha.com/view')
            .set('Host', 'alice.localhost')
            .set('User-Agent', PERSON.userAgent),
        );
        const replies = await Promise.all(beacons);
        expect(replies.every((reply) => reply.status === 204)).toBe(true);
      }
      const alpha = owned[0]?.id as string;
      expected.set(alpha, (expected.get(alpha) ?? 0) + 200);

      for (const app of apps.splice(0)) await app.close();

      const lifetime = await db
        .select({ id: domains.id, views: domains.views })
        .from(domains)
        .where(
          inArray(
            domains.id,
            owned.map((d) => d.id),
          ),
        );
      const daily = await db
        .select({
          id: domainViewsDaily.domainId,
          count: sql<number>`sum(${domainViewsDaily.count})::int`,
        })
        .from(domainViewsDaily)
        .groupBy(domainViewsDaily.domainId);
      expect(new Map(lifetime.map((row) => [row.id, row.views]))).toEqual(expected);
      expect(new Map(daily.map((row) => [row.id, row.count]))).toEqual(expected);
      await handle.close();
    } finally {
      for (const app of apps) await app.close();
      await shared.close();
    }
  });
});

describe('session sweeps on two API instances sharing one database', () => {
  it('removes every expired session once and no live one when both sweep at once', async () => {
    const shared = await createSharedTestDatabase();
    const apps: NestExpressApplication[] = [];
    try {
      const config = testConfig({ EMAIL_WORKER: 'off' });
      for (let i = 0; i < 2; i += 1) {
        const app = await createApp(config, await shared.open());
        await app.init();
        apps.push(app);
      }
      const handle = await shared.open();
      const db = handle.db;
      const user = await createUser(db);
      const hour = 60 * 60 * 1000;
      const rows = Array.from({ length: 500 }, (_, i) => ({
        tokenHash: `hash-${i}`,
        userId: user.id,
        expiresAt: new Date(Date.now() + (i % 5 === 0 ? hour : -hour)),
      }));
      await db.insert(sessions).values(rows);

      const removed = await Promise.all(
        [...apps, ...apps].map((app) => app.get(SessionSweeper).sweep()),
      );

      expect(removed.reduce((a, b) => a + b, 0)).toBe(400);
      const left = await db.select({ tokenHash: sessions.tokenHash }).from(sessions);
      expect(left.map((row) => row.tokenHash).sort()).toEqual(
        rows
          .filter((_, i) => i % 5 === 0)
          .map((row) => row.tokenHash)
          .sort(),
      );
      await handle.close();
    } finally {
      for (const app of apps) await app.close();
      await shared.close();
    }
  });
});
