// Domain adds and imports at once, spread over three replicas by nginx, around the Free (100)
// and Pro (5,000) domain limits: a portfolio never passes its plan's limit, and every domain
// answered as added is there. See docs/reliability.md.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startStack } from '../support/stack.mjs';
import { database, pool, signIn, timed, waitUntil, withServerLogs } from './support.mjs';

/**
 * The plans' domain limits (libs/contracts/src/plans: PLANS), written out: the end-to-end tests
 * use the product from outside and import none of its code.
 */
const DOMAIN_LIMITS = { FREE: 100, PRO: 5000 };

describe('domain quotas under races on three replicas', () => {
  let stack;
  let db;
  let base;

  before(async () => {
    stack = await startStack({ replicas: 3 });
    db = database(stack);
    base = `http://127.0.0.1:${stack.proxyPort}`;
  });
  after(async () => {
    await db?.end();
    await stack?.stop();
  });

  /** The owner on `plan`, with exactly `count` domains (filled in by the database). */
  async function ownerWith(username, plan, count) {
    const { rows } = await db.query(
      `update users set plan_type = $2, plan_interval = $3 where username = $1 returning id, email`,
      [username, plan, plan === 'PRO' ? 'YEAR' : null],
    );
    const owner = rows[0];
    const have = await countOf(owner.id);
    if (have > count)
      await db.query(
        `delete from domains where id in (select id from domains where owner_id = $1 order by name limit $2)`,
        [owner.id, have - count],
      );
    else
      await db.query(
        `insert into domains (owner_id, name, tld)
         select $1, 'filler-' || $3 || '-' || g || '.com', 'com' from generate_series(1, $2) g`,
        [owner.id, count - have, username],
      );
    assert.equal(await countOf(owner.id), count);
    return { ...owner, username, cookie: await signIn(base, owner.email) };
  }

  async function countOf(ownerId) {
    const { rows } = await db.query(`select count(*)::int as n from domains where owner_id = $1`, [
      ownerId,
    ]);
    return rows[0].n;
  }

  const add = (owner, name) =>
    timed(`${base}/api/domains/new`, {
      method: 'POST',
      headers: { cookie: owner.cookie },
      body: { domain: { name } },
    });
  const importRows = (owner, names) =>
    timed(`${base}/api/domains/import`, {
      method: 'POST',
      headers: { cookie: owner.cookie },
      body: { domains: names.map((name) => ({ name })) },
    });

  /**
   * Adds and imports all at once; checks that every answer is a success or the limit's 403,
   * and that the portfolio holds exactly what was answered as added. Returns the figures.
   */
  async function race(owner, { adds, imports, rowsPerImport }, tag) {
    const before = await countOf(owner.id);
    const work = [
      ...Array.from({ length: adds }, (_, i) => () => add(owner, `${tag}-add-${i}.com`)),
      ...Array.from(
        { length: imports },
        (_, i) => () =>
          importRows(
            owner,
            Array.from({ length: rowsPerImport }, (_, r) => `${tag}-import-${i}-${r}.com`),
          ),
      ),
    ];
    const answers = await pool(work, work.length, (run) => run());
    const wrong = answers.filter(
      (a) =>
        !(a.status === 201 || a.status === 200) &&
        !(a.status === 403 && a.body?.code === 'DOMAIN_LIMIT_REACHED'),
    );
    assert.deepEqual(
      wrong.map((a) => [a.status, a.body]),
      [],
      'every answer is a success or the plan limit',
    );
    const added =
      answers.slice(0, adds).filter((a) => a.status === 201).length +
      answers
        .slice(adds)
        .filter((a) => a.status === 200)
        .reduce((n, a) => n + a.body.payload.created, 0);
    const after = await countOf(owner.id);
    assert.equal(after, before + added, 'the portfolio holds exactly what was answered as added');
    return {
      before,
      after,
      added,
      refused: answers.filter((a) => a.status === 403).length,
    };
  }

  it('keeps a Free portfolio within 100 domains with 30 adds at once', (t) =>
    withServerLogs(stack, async () => {
      const limit = DOMAIN_LIMITS.FREE;
      const owner = await ownerWith('alice', 'FREE', limit - 10);
      const result = await race(owner, { adds: 30, imports: 0, rowsPerImport: 0 }, 'free-adds');
      assert.equal(result.after, limit, 'filled to the limit, not past it');
      assert.equal(result.added, 10);
      t.diagnostic(
        `Free at ${result.before}: 30 adds at once, ${result.added} added, ${result.refused} refused, ${result.after} domains`,
      );
    }));

  it('keeps Free and Pro portfolios within their limits with adds and imports at once', (t) =>
    withServerLogs(stack, async () => {
      const free = await ownerWith('nameninja', 'FREE', DOMAIN_LIMITS.FREE - 15);
      const pro = await ownerWith('brandhaus', 'PRO', DOMAIN_LIMITS.PRO - 15);
      const [freeResult, proResult] = await Promise.all([
        race(free, { adds: 10, imports: 10, rowsPerImport: 3 }, 'free-mixed'),
        race(pro, { adds: 10, imports: 10, rowsPerImport: 3 }, 'pro-mixed'),
      ]);
      for (const [result, plan] of [
        [freeResult, 'FREE'],
        [proResult, 'PRO'],
      ]) {
        const limit = DOMAIN_LIMITS[plan];
        assert.ok(result.after <= limit, `${plan}: ${result.after} domains, limit ${limit}`);
        // Fifteen places and 40 candidates: the adds fill whatever the imports leave.
        assert.ok(
          result.after >= limit - 2,
          `${plan}: filled close to the limit (${result.after})`,
        );
        t.diagnostic(
          `${plan} at ${result.before}: 10 adds and 10 imports of 3 at once, ${result.added} added, ${result.refused} refused, ${result.after} domains (limit ${limit})`,
        );
      }
    }));

  it('counts a domain added while a downgrade commits against the new plan', (t) =>
    withServerLogs(stack, async () => {
      // A Pro owner past Free's limit (a downgrade keeps the domains). Their adds are
      // authenticated while they are on Pro, then wait for the owner's row, which the
      // downgrade (as a Stripe cancellation would) holds until it commits.
      const owner = await ownerWith('demo', 'PRO', 150);
      const lock = await db.connect();
      let answers;
      try {
        await lock.query('begin');
        await lock.query(`select 1 from users where id = $1 for update`, [owner.id]);
        const adding = Promise.all(
          Array.from({ length: 6 }, (_, i) => add(owner, `downgrade-race-${i}.com`)),
        );
        await waitUntil(
          async () =>
            (
              await db.query(
                `select count(*)::int as n from pg_stat_activity
                 where datname = current_database() and wait_event_type = 'Lock'`,
              )
            ).rows[0].n >= 6,
          { timeoutMs: 20_000, everyMs: 50, what: 'the six adds waiting for the owner row' },
        );
        await lock.query(
          `update users set plan_type = 'FREE', plan_interval = null where id = $1`,
          [owner.id],
        );
        await lock.query('commit');
        answers = await adding;
      } finally {
        lock.release();
      }
      assert.deepEqual(
        answers.map((a) => [a.status, a.body?.code]),
        Array(6).fill([403, 'DOMAIN_LIMIT_REACHED']),
        'after the downgrade, Free’s limit refuses them',
      );
      assert.equal(await countOf(owner.id), 150);
      t.diagnostic(
        '6 adds waiting on a downgrade to Free at 150 domains: all refused with the Free limit',
      );
    }));
});
