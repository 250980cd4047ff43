// PostgreSQL restarted during a minute of mixed load through nginx: what was answered 2xx is
// stored, what failed failed fast with 503, and the API recovers by itself. See
// docs/reliability.md. It restarts the machine's PostgreSQL cluster once.
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
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
  withServerLogs,
} from './support.mjs';

const LOAD_MS = 60_000;
const RESTART_AT_MS = 20_000;
const WORKERS = 12;
/** After the restart finished, this long for every instance to be answering again. */
const RECOVERY_MS = 10_000;

/** The cluster serving DATABASE_URL's port, as pg_lsclusters lists it ("15 main"). */
function clusterOf(databaseUrl) {
  const port = new URL(databaseUrl).port || '5432';
  const lines = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const found = lines.find(
    ([, , clusterPort, status]) => clusterPort === port && status === 'online',
  );
  if (!found)
    throw new Error(
      `No online PostgreSQL cluster on port ${port} in pg_lsclusters: ${lines.join('; ')}`,
    );
  return { version: found[0], name: found[1] };
}

describe('PostgreSQL restarted under load through nginx', () => {
  let stack;
  let db;

  before(async () => {
    // Every lead comes through nginx from one address: the per-address lead limit (10 an hour)
    // is raised so that it is not what answers.
    stack = await startStack({ replicas: 3, env: { LEADS_PER_HOUR_PER_ADDRESS: '100000' } });
    db = database(stack);
    db.on('error', () => {}); // its idle connections end with the restart
  });
  after(async () => {
    await db?.end();
    await stack?.stop();
  });

  it('keeps every write answered 2xx, fails fast with 503 meanwhile, and recovers alone', (t) =>
    withServerLogs(stack, async () => {
      const cluster = clusterOf(process.env.DATABASE_URL);
      const base = `http://127.0.0.1:${stack.proxyPort}`;
      const ownerHost = `demo.localhost:${stack.proxyPort}`;
      const cookie = await signIn(base, 'demo@example.com');
      const { rows: owned } = await db.query(
        `select d.id, d.name from domains d join users u on u.id = d.owner_id
       where u.username = 'demo' and d.public and not d.sold order by d.name limit $1`,
        [WORKERS + 8],
      );
      // One domain per worker to edit (its last answered edit must be the stored one), the rest
      // for landing pages and offers.
      const editable = owned.slice(0, WORKERS);
      const landing = owned.slice(WORKERS).map((d) => d.name);
      const { rows: offerable } = await db.query(
        `update domains set selling_price = null, price_hidden = false, buy_it_now = false
       where id = $1 returning name`,
        [owned[owned.length - 1].id],
      );
      const offerDomain = offerable[0].name;

      const load = {
        base,
        ownerHost,
        cookie,
        pages: landing,
        offerDomain,
        editable,
        prefix: 'restart',
      };
      const results = [];
      const started = Date.now();
      let restart = null;
      const restarting = (async () => {
        await sleep(RESTART_AT_MS);
        const from = Date.now();
        // Asynchronously: the load goes on while PostgreSQL stops and starts.
        await promisify(execFile)('pg_ctlcluster', [
          '--skip-systemctl-redirect',
          cluster.version,
          cluster.name,
          'restart',
        ]);
        restart = { from: from - started, to: Date.now() - started };
      })();

      const worker = async (w) => {
        for (let n = 0; Date.now() - started < LOAD_MS; n += 1) {
          const at = Date.now() - started;
          const kind = [
            'landing',
            'search',
            'lead',
            'landing',
            'edit',
            'search',
            'create',
            'landing',
          ][n % 8];
          const answer = await mixedRequest(kind, load, w, n);
          results.push({
            w,
            kind,
            value: answer.value,
            at,
            status: answer.status,
            ms: answer.ms,
            retryAfter:
              answer.headers?.get?.('retry-after') ?? answer.headers?.['retry-after'] ?? null,
            body: answer.body,
          });
        }
      };
      await Promise.all([...Array.from({ length: WORKERS }, (_, w) => worker(w)), restarting]);
      assert.ok(restart, 'PostgreSQL was restarted');

      const ok = results.filter((r) => r.status >= 200 && r.status < 300);
      const failed = results.filter((r) => !(r.status >= 200 && r.status < 300));
      const byStatus = {};
      for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
      const failedTimes = failed.map((r) => r.ms);
      t.diagnostic(
        `${results.length} requests in ${ms(LOAD_MS)} (${WORKERS} at a time), PostgreSQL restarted from ${ms(restart.from)} to ${ms(restart.to)}; statuses ${JSON.stringify(byStatus)}`,
      );
      if (failed.length)
        t.diagnostic(
          `failed requests: ${failed.length}, from ${ms(Math.min(...failed.map((r) => r.at)))} to ${ms(Math.max(...failed.map((r) => r.at)))}; latency p50 ${ms(percentile(failedTimes, 50))}, p95 ${ms(percentile(failedTimes, 95))}, max ${ms(Math.max(...failedTimes))}`,
        );
      const okTimes = ok.map((r) => r.ms);
      t.diagnostic(
        `answered 2xx: p50 ${ms(percentile(okTimes, 50))}, p95 ${ms(percentile(okTimes, 95))}`,
      );

      // Errors are 503s with Retry-After, and fast: no 500, no hang.
      const wrong = failed.filter((r) => r.status !== 503);
      assert.deepEqual(
        wrong
          .slice(0, 5)
          .map((r) => [
            r.kind,
            r.status,
            Math.round(r.ms),
            typeof r.body === 'string' ? r.body.slice(0, 200) : r.body,
          ]),
        [],
        `${wrong.length} failures were not 503`,
      );
      for (const r of failed) assert.ok(r.retryAfter, `a 503 says when to retry (${r.kind})`);
      assert.ok(
        failedTimes.every((v) => v < 3000),
        `503s answered within 3 s (max ${ms(Math.max(0, ...failedTimes))})`,
      );

      // The API recovered without a restart of its own.
      const late = results.filter((r) => r.at > restart.to + RECOVERY_MS);
      assert.ok(late.length > 50, 'load ran on after the restart');
      assert.deepEqual(
        late.filter((r) => r.status !== 200 && r.status !== 201).map((r) => [r.kind, r.status]),
        [],
        `every request from ${ms(RECOVERY_MS)} after the restart on succeeds`,
      );
      for (let i = 0; i < stack.replicas; i += 1) {
        assert.equal(stack.api(i).process.exited(), null, `replica ${i + 1} never exited`);
        const health = await timed(`http://127.0.0.1:${stack.apiPorts[i]}/api/health`);
        assert.equal(health.status, 200, `replica ${i + 1} is healthy`);
      }

      // Every write answered 2xx is in the database.
      const leads = ok.filter((r) => r.kind === 'lead').map((r) => r.value);
      const storedLeads = await db.query(`select email from leads where email = any($1)`, [leads]);
      assert.equal(storedLeads.rowCount, leads.length, 'every lead answered 200 is stored');
      const created = ok.filter((r) => r.kind === 'create').map((r) => r.value);
      const storedDomains = await db.query(`select name from domains where name = any($1)`, [
        created,
      ]);
      assert.equal(storedDomains.rowCount, created.length, 'every domain answered 201 is stored');
      for (let w = 0; w < WORKERS; w += 1) {
        const edits = results.filter((r) => r.kind === 'edit' && r.w === w);
        const lastOk = edits.findLastIndex((r) => r.status === 200);
        if (lastOk === -1) continue;
        const { rows } = await db.query(`select description from domains where id = $1`, [
          editable[w].id,
        ]);
        // The last edit answered 200, or one sent after it whose answer was lost with the restart.
        const possible = edits.slice(lastOk).map((r) => r.value);
        assert.ok(
          possible.includes(rows[0].description),
          `worker ${w}'s last answered edit is stored`,
        );
      }
      t.diagnostic(
        `stored: ${leads.length} leads, ${created.length} new domains, the last answered edit of ${WORKERS} domains`,
      );
    }));
});
