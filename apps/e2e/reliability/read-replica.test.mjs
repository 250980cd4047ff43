// The public's reads on a PostgreSQL streaming replica, with three API processes behind nginx:
// the owner sees their edit at once while the replica's replay is paused, a visitor sees it
// within the lag limit's promise, and the replica killed and restarted under mixed load costs
// no request and loses nothing. The same suite runs with the API straight on the servers and
// through PgBouncer in transaction mode. See docs/database.md and docs/reliability.md.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startStack } from '../support/stack.mjs';
import {
  database,
  mixedRequest,
  ms,
  percentile,
  signIn,
  sleep,
  timed,
  timedGet,
  waitUntil,
  withServerLogs,
} from './support.mjs';

const MAX_LAG_MS = 3000;
const WAIT_MS = 250;
// nginx keeps a landing page for a visitor without a session for one second, counted in its
// whole seconds: a copy made early in a second is served until the end of the next one.
const PAGE_CACHE_MS = 2000;
// How often each instance measures the replica (read-replicas.ts).
const CHECK_EVERY_MS = 500;
const WORKERS = 8;
const LOAD_MS = 30_000;
const KILL_AT_MS = 6_000;
const RESTART_AT_MS = 15_000;

for (const pgbouncer of [false, true]) {
  const through = pgbouncer ? 'through PgBouncer in transaction mode' : 'straight to PostgreSQL';
  describe(`the public's reads on a streaming replica, three API processes ${through}`, () => {
    let stack;
    let db;
    let base;
    let ownerHost;
    let cookie;
    let owned;

    before(async () => {
      stack = await startStack({
        replicas: 3,
        readReplica: true,
        pgbouncer,
        env: {
          DATABASE_READ_MAX_LAG_MS: String(MAX_LAG_MS),
          DATABASE_READ_WAIT_MS: String(WAIT_MS),
          // Every lead comes through nginx from one address.
          LEADS_PER_HOUR_PER_ADDRESS: '100000',
        },
      });
      db = database(stack);
      base = `http://127.0.0.1:${stack.proxyPort}`;
      ownerHost = `demo.localhost:${stack.proxyPort}`;
      cookie = await signIn(base, 'demo@example.com');
      ({ rows: owned } = await db.query(
        `select d.id, d.name from domains d join users u on u.id = d.owner_id
         where u.username = 'demo' and d.public and not d.sold order by d.name limit $1`,
        [WORKERS + 8],
      ));
      await replicaIs('up');
    });
    after(async () => {
      await stack?.cluster?.resumeReplay().catch(() => undefined);
      await db?.end();
      await stack?.stop();
    });

    /** Each API process's view of the replica, from its /api/health. */
    async function replicaStates() {
      return Promise.all(
        stack.apiPorts.map(async (port) => {
          const health = await timed(`http://127.0.0.1:${port}/api/health`);
          return health.body?.replicas?.[0] ?? { state: `health answered ${health.status}` };
        }),
      );
    }

    async function replicaIs(state, timeoutMs = 30_000) {
      return waitUntil(
        async () => {
          const states = await replicaStates();
          return states.every((r) => r.state === state) && states;
        },
        { timeoutMs, everyMs: 100, what: `every API process reports the replica ${state}` },
      );
    }

    const landing = (name, headers) =>
      timedGet(`${base}/${name}`, ownerHost, { timeoutMs: 15_000, headers });

    it('shows the owner their edit at once and the visitor within the lag limit while replay is paused', () =>
      withServerLogs(stack, async () => {
        const [edited, behind] = owned;
        await stack.cluster.pauseReplay();

        // The owner edits, then reloads the page and the dashboard: five times, each request
        // going to whichever API process nginx picks.
        for (let n = 0; n < 5; n += 1) {
          const description = `Paused replay, owner edit ${n} ${Date.now()}`;
          const saved = await timed(`${base}/api/domains/edit`, {
            method: 'POST',
            headers: { cookie },
            body: { domain: { _id: edited.id, description } },
          });
          assert.equal(saved.status, 200, JSON.stringify(saved.body));
          const page = await landing(edited.name, { cookie });
          assert.equal(page.status, 200);
          assert.ok(page.body.includes(description), `the owner's reload ${n} shows the edit`);
          const dashboard = await timed(`${base}/api/domains/${edited.name}`, {
            headers: { cookie },
          });
          assert.equal(dashboard.status, 200);
          assert.equal(
            dashboard.body.payload.description,
            description,
            `the owner's dashboard ${n} shows the edit`,
          );
          // A visitor reloading after the edit sees it once nginx's copy of the page expires:
          // the replica that has not replayed the edit is passed over for the primary.
          const since = Date.now();
          const seen = await waitUntil(
            async () => {
              const visit = await landing(edited.name);
              assert.equal(visit.status, 200);
              return visit.body.includes(description) && Date.now() - since;
            },
            { timeoutMs: 10_000, everyMs: 100, what: `a visitor sees owner edit ${n}` },
          );
          assert.ok(
            seen <= Math.min(MAX_LAG_MS, PAGE_CACHE_MS + WAIT_MS + 500),
            `a visitor saw edit ${n} after ${ms(seen)}`,
          );
        }

        // A change nobody announced (made straight in the database, as a script or a worker
        // would): the visitor is served the replica's copy until the replica is past the lag
        // limit and leaves the rotation, then the primary's. The replica is caught up and back
        // in rotation first (the edits above left it behind for longer than the limit).
        await stack.cluster.resumeReplay();
        await replicaIs('up');
        await stack.cluster.pauseReplay();
        const unannounced = `Written on the primary alone ${Date.now()}`;
        const before = await landing(behind.name);
        assert.equal(before.status, 200);
        const written = Date.now();
        await db.query(`update domains set description = $2 where id = $1`, [
          behind.id,
          unannounced,
        ]);
        let oldCopies = 0;
        let visits = 0;
        const seen = await waitUntil(
          async () => {
            // A query of its own on each visit: no cached copy (nginx's or the API's) answers
            // it, so an old copy can only come from the replica.
            visits += 1;
            const visit = await landing(`${behind.name}?visit=${visits}`);
            assert.equal(visit.status, 200, 'every visit is answered');
            if (!visit.body.includes(unannounced)) oldCopies += 1;
            return visit.body.includes(unannounced) && Date.now() - written;
          },
          { timeoutMs: 20_000, everyMs: 100, what: 'a visitor sees the unannounced change' },
        );
        assert.ok(oldCopies > 0, "visitors were served the replica's copy at first");
        assert.ok(
          seen <= MAX_LAG_MS + CHECK_EVERY_MS + 1000,
          `the visitor saw the change within the lag limit's promise (${ms(seen)})`,
        );
        // The first process to measure the lag served it; each of them takes the replica out.
        const states = await replicaIs('lagging', MAX_LAG_MS);
        for (const r of states) assert.ok(r.lagMs > MAX_LAG_MS, JSON.stringify(r));

        await stack.cluster.resumeReplay();
        await replicaIs('up');
      }));

    it('answers every request while the replica is killed and restarted under mixed load, and loses nothing', (t) =>
      withServerLogs(stack, async () => {
        const editable = owned.slice(0, WORKERS);
        const pages = owned.slice(WORKERS).map((d) => d.name);
        const offerDomain = pages[pages.length - 1];
        await db.query(
          `update domains set selling_price = null, price_hidden = false, buy_it_now = false
           where name = $1`,
          [offerDomain],
        );

        const load = {
          base,
          ownerHost,
          cookie,
          pages,
          offerDomain,
          editable,
          prefix: `replica-${pgbouncer ? 'pgb' : 'pg'}`,
        };
        const results = [];
        const seenStates = new Set();
        const started = Date.now();
        let stopWatching = false;
        const watching = (async () => {
          while (!stopWatching) {
            for (const r of await replicaStates()) seenStates.add(r.state);
            await sleep(100);
          }
        })();
        const breaking = (async () => {
          await sleep(KILL_AT_MS);
          stack.cluster.killReplica();
          await sleep(RESTART_AT_MS - KILL_AT_MS);
          stack.cluster.startReplica();
        })();

        const worker = async (w) => {
          for (let n = 0; Date.now() - started < LOAD_MS; n += 1) {
            const kind = ['landing', 'search', 'lead', 'landing', 'edit', 'search', 'create'][
              n % 7
            ];
            const at = Date.now() - started;
            const answer = await mixedRequest(kind, load, w, n);
            results.push({
              w,
              kind,
              value: answer.value,
              at,
              status: answer.status,
              ms: answer.ms,
            });
          }
        };
        await Promise.all([...Array.from({ length: WORKERS }, (_, w) => worker(w)), breaking]);
        // Back in the rotation by itself (PgBouncer retries its server every few seconds).
        await replicaIs('up', 60_000);
        stopWatching = true;
        await watching;

        const byStatus = {};
        for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
        const duringKill = results
          .filter((r) => r.at >= KILL_AT_MS && r.at < RESTART_AT_MS)
          .map((r) => r.ms);
        t.diagnostic(
          `${results.length} requests in ${ms(LOAD_MS)} (${WORKERS} at a time), replica killed at ${ms(KILL_AT_MS)} and started at ${ms(RESTART_AT_MS)}; statuses ${JSON.stringify(byStatus)}; states seen ${[...seenStates].join(', ')}`,
        );
        t.diagnostic(
          `latency while the replica was dead: p50 ${ms(percentile(duringKill, 50))}, p95 ${ms(percentile(duringKill, 95))}, max ${ms(Math.max(...duringKill))}; the whole run p95 ${ms(
            percentile(
              results.map((r) => r.ms),
              95,
            ),
          )}`,
        );
        const failed = results.filter((r) => r.status < 200 || r.status >= 300);
        assert.deepEqual(
          failed.slice(0, 5).map((r) => [r.kind, r.status, Math.round(r.at)]),
          [],
          `${failed.length} requests were not answered 2xx`,
        );
        assert.ok(seenStates.has('down'), 'the API processes saw the replica down');
        assert.ok(duringKill.length > 50, 'the load ran while the replica was dead');

        const leads = results.filter((r) => r.kind === 'lead').map((r) => r.value);
        const storedLeads = await db.query(`select email from leads where email = any($1)`, [
          leads,
        ]);
        assert.equal(storedLeads.rowCount, leads.length, 'every lead is stored');
        const created = results.filter((r) => r.kind === 'create').map((r) => r.value);
        const storedDomains = await db.query(`select name from domains where name = any($1)`, [
          created,
        ]);
        assert.equal(storedDomains.rowCount, created.length, 'every new domain is stored');
        for (let w = 0; w < WORKERS; w += 1) {
          const last = results.filter((r) => r.kind === 'edit' && r.w === w).at(-1);
          if (!last) continue;
          const { rows } = await db.query(`select description from domains where id = $1`, [
            editable[w].id,
          ]);
          assert.equal(rows[0].description, last.value, `worker ${w}'s last edit is stored`);
        }
        t.diagnostic(
          `stored: ${leads.length} leads, ${created.length} new domains, the last edit of ${WORKERS} domains`,
        );
      }));
  });
}
