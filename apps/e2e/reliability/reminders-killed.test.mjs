// Expiry reminders on three replicas, one of them killed (SIGKILL) in the middle of a run: the
// run's turn passes to another replica once the killed one's lease runs out, and every due
// reminder is stored exactly once. See docs/notifications.md.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startStack } from '../support/stack.mjs';
import { database, waitUntil, withServerLogs } from './support.mjs';

const OWNERS = 400;
const DOMAINS_EACH = 15;
const DUE = OWNERS * DOMAINS_EACH;
/** The killed replica's turn is free again this long after its last sign of life. */
const LEASE_MS = 3000;

describe('expiry reminders when a replica dies mid-run', () => {
  let stack;
  let db;

  before(async () => {
    stack = await startStack({
      replicas: 3,
      env: {
        // The turns this test hands out are the only ones: the interval is longer than the test.
        REMINDERS_INTERVAL_MS: '3600000',
        REMINDERS_LEASE_MS: String(LEASE_MS),
        ALERTS_POLL_INTERVAL_MS: '100',
      },
    });
    db = database(stack);
  });
  after(async () => {
    await db?.end();
    await stack?.stop();
  });

  it('sends every due reminder once although the replica running the job was killed', () =>
    withServerLogs(stack, async () => {
      // The start-up run (the demo data) has finished before the test's owners exist.
      await waitUntil(
        async () =>
          (await db.query(`select finished_at from scheduled_runs where name = 'expiry-reminders'`))
            .rows[0]?.finished_at,
        { timeoutMs: 60_000, everyMs: 100, what: 'the start-up reminder run finished' },
      );
      // Owners whose reminders go to no channel (the count is what matters), each with domains
      // inside their 7-day window: one owner is one transaction of the run.
      await db.query(
        `insert into users (email, username, display_name, email_confirmed_at, time_zone)
         select 'reminded-' || i || '@example.com', 'reminded-' || i, 'Reminded ' || i, now(),
                (array['UTC', 'America/New_York', 'Asia/Tokyo', 'Europe/Berlin'])[1 + i % 4]
         from generate_series(1, $1::int) as i`,
        [OWNERS],
      );
      await db.query(
        `insert into alert_settings (owner_id, reminder_days, routes)
         select id, '{60,30,14,7,1}', '{}'::jsonb from users where username like 'reminded-%'`,
      );
      await db.query(
        `insert into domains (owner_id, name, tld, expiration, renewal_cost)
         select u.id, 'due-' || u.username || '-' || j || '.com', 'com',
                current_date + 3 + (j % 3), 9.99
         from users u, generate_series(1, $1::int) as j where u.username like 'reminded-%'`,
        [DOMAINS_EACH],
      );
      const stored = async () =>
        Number(
          (
            await db.query(
              `select count(*) from expiry_reminders r join domains d on d.id = r.domain_id
               where d.name like 'due-reminded-%'`,
            )
          ).rows[0].count,
        );

      // Hand out a turn, and kill whoever takes it once it is under way.
      await db.query(
        `update scheduled_runs set finished_at = null, lease_until = null where name = 'expiry-reminders'`,
      );
      const holder = await waitUntil(
        async () => {
          const { rows } = await db.query(
            `select leased_by from scheduled_runs where name = 'expiry-reminders' and leased_by is not null`,
          );
          if (!rows[0] || (await stored()) === 0) return null;
          return rows[0].leased_by;
        },
        {
          timeoutMs: 30_000,
          everyMs: 20,
          what: 'a replica took the turn and began storing reminders',
        },
      );
      const pid = Number(holder.split(':').at(-1));
      const index = [0, 1, 2].find((i) => stack.api(i).process.child.pid === pid);
      assert.notEqual(index, undefined, `the turn's holder ${holder} is one of the replicas`);
      await stack.api(index).kill('SIGKILL');
      const atKill = await stored();
      assert.ok(atKill < DUE, `killed mid-run (${atKill} of ${DUE} reminders stored)`);

      // Another replica takes the turn when the lease runs out, and finishes the work.
      await waitUntil(async () => (await stored()) >= DUE, {
        timeoutMs: 120_000,
        everyMs: 200,
        what: `all ${DUE} reminders stored`,
      });
      await waitUntil(
        async () =>
          (await db.query(`select finished_at from scheduled_runs where name = 'expiry-reminders'`))
            .rows[0]?.finished_at,
        { timeoutMs: 60_000, everyMs: 100, what: 'the run finished' },
      );
      const { rows } = await db.query(
        `select d->>'domain' as domain, count(*)::int as n
         from owner_events e, jsonb_array_elements(e.payload->'domains') d
         where e.type = 'domain.expiring' and d->>'domain' like 'due-reminded-%'
         group by 1`,
      );
      assert.equal(rows.length, DUE, 'every due domain was reminded');
      assert.deepEqual(
        rows.filter((row) => row.n !== 1),
        [],
        'no domain was reminded twice',
      );
      assert.equal(await stored(), DUE);
      process.stdout.write(
        `reminders: replica ${index} killed after ${atKill} of ${DUE}; the others sent the other ${DUE - atKill}, none twice\n`,
      );
    }));
});
