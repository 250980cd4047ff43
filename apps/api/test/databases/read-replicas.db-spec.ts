import { eq, sql } from 'drizzle-orm';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import request from 'supertest';
import { startReplicaCluster, type ReplicaCluster } from '@domainfolio/test-fakes';
import { createApp } from '../../src/bootstrap';
import { openDatabase, type DatabaseHandle } from '../../src/database/database';
import { domains, type DomainRow } from '../../src/database/schema';
import { PasswordHasher } from '../../src/modules/auth/password-hasher';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { PASSWORD, sessionCookie } from '../support/auth-helpers';
import { testConfig } from '../support/test-app';
import { until } from '../support/until';

type Server = Parameters<typeof request>[0];

// Long enough that a paused replica stays in rotation through a few requests on a busy machine.
const MAX_LAG_MS = 3000;
const WAIT_MS = 200;

/**
 * Read routing against a real streaming replica (pg_basebackup, a second PostgreSQL server):
 * two API instances read the public's data from the replica and everything else from the
 * primary; an owner sees their own edit at once while the replica's replay is paused; a replica
 * past the lag limit, or dead, leaves the rotation without a failed request, and comes back.
 */
describe('read replicas', () => {
  let cluster: ReplicaCluster;
  let primaryUrl: string;
  let replicaUrl: string;
  let direct: DatabaseHandle;
  const apps: NestExpressApplication[] = [];
  let first: Server;
  let second: Server;
  let domain: DomainRow;
  let cookie: string;
  const host = 'reader.localhost:3000';

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    const admin = new Client({ connectionString: cluster.primaryUrl });
    await admin.connect();
    await admin.query('create database domainfolio');
    await admin.end();
    primaryUrl = cluster.primaryUrl.replace(/\/postgres$/, '/domainfolio');
    replicaUrl = cluster.replicaUrl.replace(/\/postgres$/, '/domainfolio');
    direct = await openDatabase({ databaseUrl: primaryUrl, poolSize: 3 });
    await direct.migrate();
    await caughtUp();

    const config = testConfig({ EMAIL_WORKER: 'off', PUBLIC_PAGE_CACHE_MS: '0' });
    for (let i = 0; i < 2; i += 1) {
      const handle = await openDatabase({
        databaseUrl: primaryUrl,
        poolSize: 5,
        replicas: { urls: [replicaUrl], maxLagMs: MAX_LAG_MS, waitMs: WAIT_MS, checkEveryMs: 100 },
      });
      const app = await createApp(config, handle);
      await app.init();
      apps.push(app);
    }
    [first, second] = [apps[0]!.getHttpServer(), apps[1]!.getHttpServer()];

    const owner = await createUser(direct.db, {
      username: 'reader',
      email: 'reader@example.com',
      passwordHash: await apps[0]!.get(PasswordHasher).hash(PASSWORD),
    });
    domain = await createDomain(direct.db, owner.id, {
      name: 'replayed.com',
      sellingPrice: '1000',
    });
    const login = await request(first)
      .post('/api/user/login')
      .send({ email: owner.email, password: PASSWORD })
      .expect(200);
    cookie = sessionCookie(login);
    await caughtUp();
    await replicaState(first, 'up');
    await replicaState(second, 'up');
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await direct?.close();
    await cluster?.close();
  });

  afterEach(async () => {
    // Each test leaves the replica running and replaying.
    await cluster.resumeReplay().catch(() => undefined);
  });

  /** Until the replica has replayed everything the primary has written so far. */
  async function caughtUp(): Promise<void> {
    const primary = new Client({ connectionString: cluster.primaryUrl });
    await primary.connect();
    const { rows } = await primary.query<{ lsn: string }>(
      'select pg_current_wal_insert_lsn()::text as lsn',
    );
    await primary.end();
    const replica = new Client({ connectionString: cluster.replicaUrl });
    await replica.connect();
    try {
      await until(
        async () => {
          const replayed = await replica.query<{ done: boolean }>(
            'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
            [rows[0]!.lsn],
          );
          return replayed.rows[0]!.done;
        },
        15_000,
        'the replica replays the primary',
      );
    } finally {
      await replica.end();
    }
  }

  async function replicaState(server: Server, state: string): Promise<Record<string, unknown>> {
    let replica: Record<string, unknown> = {};
    await until(
      async () => {
        const res = await request(server).get('/api/health').expect(200);
        replica = res.body.replicas[0];
        return replica.state === state;
      },
      15_000,
      `the replica is ${state}`,
    );
    return replica;
  }

  /** The selling price the public sees on the landing page's data. */
  async function publicPrice(server: Server): Promise<unknown> {
    const res = await request(server)
      .get(`/api/public/domains/${domain.name}`)
      .set('Host', host)
      .expect(200);
    return res.body.payload.domain.sellingPrice;
  }

  async function marketplacePrice(server: Server): Promise<unknown> {
    const res = await request(server).post('/api/search').send({ query: 'replayed' }).expect(200);
    return res.body.payload.docs.find((doc: { name: string }) => doc.name === domain.name)
      ?.sellingPrice;
  }

  /** The owner's own table (the dashboard's search). */
  async function ownPrice(server: Server): Promise<unknown> {
    const res = await request(server)
      .post('/api/search?dashboard=true')
      .set('Cookie', cookie)
      .send({ query: 'replayed' })
      .expect(200);
    return res.body.payload.docs[0].sellingPrice;
  }

  /** A change written on the primary behind the API's back: nobody announces it. */
  const writeBehind = (price: string) =>
    direct.db.update(domains).set({ sellingPrice: price }).where(eq(domains.id, domain.id));

  it('reads the public pages from the replica and the owner’s table from the primary', async () => {
    await writeBehind('1100');
    await caughtUp();
    expect(await publicPrice(first)).toBe(1100);

    await cluster.pauseReplay();
    await writeBehind('1200');
    // The replica has not replayed it: the public's reads show the replica's copy, the owner's
    // table the primary's.
    for (const server of [first, second]) {
      expect(await publicPrice(server)).toBe(1100);
      expect(await marketplacePrice(server)).toBe(1100);
      expect(await ownPrice(server)).toBe(1200);
    }
    await cluster.resumeReplay();
    await caughtUp();
    expect(await publicPrice(second)).toBe(1200);
  });

  it('shows an owner their own edit at once, on every instance, while the replica lags', async () => {
    await cluster.pauseReplay();
    await request(first)
      .post('/api/domains/edit')
      .set('Cookie', cookie)
      .send({ domain: { _id: domain.id, sellingPrice: 1500 } })
      .expect(200);
    // The edit announced how far the primary's log went; neither instance reads a replica that
    // has not replayed it (they wait up to DATABASE_READ_WAIT_MS, then read the primary).
    for (const server of [first, second]) {
      expect(await publicPrice(server)).toBe(1500);
      expect(await marketplacePrice(server)).toBe(1500);
    }
    await cluster.resumeReplay();
    await caughtUp();
    expect(await publicPrice(second)).toBe(1500);
  });

  it('takes a replica past the lag limit out of rotation and back once it catches up', async () => {
    await cluster.pauseReplay();
    // The primary keeps writing; the paused replica falls further behind.
    const inFlight: Promise<unknown>[] = [];
    const writes = setInterval(() => {
      inFlight.push(
        direct.db.execute(sql`select pg_switch_wal()`).catch(() => undefined),
        writeBehind(String(2000 + Math.floor(Math.random() * 100))).catch(() => undefined),
      );
    }, 50);
    try {
      const lagging = await replicaState(first, 'lagging');
      expect(lagging.lagMs).toBeGreaterThan(MAX_LAG_MS);
      expect(lagging.problem).toMatch(/behind the primary/);
    } finally {
      clearInterval(writes);
      // A write still under way would land after the one below and hide it.
      await Promise.all(inFlight);
    }
    // Out of rotation: the public reads the primary, so a write nobody announced shows.
    await writeBehind('2500');
    expect(await publicPrice(first)).toBe(2500);

    await cluster.resumeReplay();
    const back = await replicaState(first, 'up');
    expect(back.lagMs).toBeLessThanOrEqual(MAX_LAG_MS);
    // In rotation again: its copy is what the public reads.
    await caughtUp();
    await cluster.pauseReplay();
    await writeBehind('2600');
    expect(await publicPrice(first)).toBe(2500);
  });

  it('serves every request while the replica is dead, and uses it again once it is back', async () => {
    await replicaState(first, 'up');
    cluster.killReplica();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        request(i % 2 ? first : second)
          .get(`/api/public/domains/${domain.name}`)
          .set('Host', host),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(40).fill(200));
    const down = await replicaState(second, 'down');
    expect(down.problem).toBe('does not answer');
    expect(await publicPrice(second)).toBeDefined();

    cluster.startReplica();
    await replicaState(second, 'up');
    await caughtUp();
    await cluster.pauseReplay();
    await writeBehind('3100');
    // Read from the replica again: it has not replayed the write.
    expect(await publicPrice(second)).not.toBe(3100);
  });

  it('reports each replica in /api/health', async () => {
    await caughtUp();
    const res = await request(first).get('/api/health').expect(200);
    expect(res.body.replicas).toEqual([
      {
        name: 'replica-1',
        state: 'up',
        lagMs: expect.any(Number),
        replayLsn: expect.stringMatching(/^[0-9A-F]+\/[0-9A-F]+$/),
        checkedAt: expect.any(String),
        problem: null,
      },
    ]);
    // No address of the replica is shown.
    expect(JSON.stringify(res.body)).not.toContain('127.0.0.1');
  });
});
