// startStack when a step fails part-way: nothing it started may outlive it. The API is a
// stand-in (a few lines that answer /api/health), so this runs without a build, in `npm test`.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

// nginx.mjs reads NGINX_BIN once, when first imported: an nginx that exits at once (as one
// with a bad config or a taken port does) fails the last step, after the API is healthy.
process.env.NGINX_BIN = '/bin/false';
// The stand-in needs no database: the embedded one's path, which nothing opens.
delete process.env.DATABASE_URL;
const { startStack } = await import('./stack.mjs');

const STAND_IN = `
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
writeFileSync(join(process.env.STAND_IN_PIDS, String(process.pid)), '');
if (process.env.STAND_IN_FAILS === 'yes') process.exit(1);
createServer((req, res) => res.end('{}')).listen(Number(process.env.PORT), process.env.HOST);
`;

/** What keeps a process alive and holds a port or a child: servers, sockets, children. */
const HELD = ['TCPServerWrap', 'TCPWrap', 'UDPWrap', 'ProcessWrap', 'PipeWrap'];
const held = () => process.getActiveResourcesInfo().filter((name) => HELD.includes(name));

/**
 * What is still held once closing has had its time: a closed server's callback runs before
 * the event loop lets go of its handle, so the list is read again until it matches `expected`
 * (at most a second).
 */
async function heldAfterClosing(expected) {
  for (let i = 0; i < 100; i += 1) {
    if (JSON.stringify(held()) === JSON.stringify(expected)) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return held();
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    if (error.code === 'ESRCH') return false;
    throw error;
  }
}

describe('startStack stops what it started when a later step fails', () => {
  let dir;
  let apiEntry;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'domainfolio-stack-test-'));
    apiEntry = join(dir, 'stand-in-api.mjs');
    writeFileSync(apiEntry, STAND_IN);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  for (const { step, fails, message } of [
    { step: 'nginx exits before it is ready', fails: 'no', message: /nginx exited/ },
    { step: 'the API exits before it is ready', fails: 'yes', message: /api exited/ },
  ]) {
    it(`${step}: the error is rethrown, and no process, server or socket is left`, async () => {
      const pids = mkdtempSync(join(dir, 'pids-'));
      const before = held();
      await assert.rejects(
        startStack({ apiEntry, env: { STAND_IN_PIDS: pids, STAND_IN_FAILS: fails } }),
        message,
      );
      const started = readdirSync(pids).map(Number);
      assert.equal(started.length, 1, 'the stand-in API was started');
      assert.deepEqual(
        started.filter((pid) => isRunning(pid)),
        [],
        'API processes still running',
      );
      assert.deepEqual(await heldAfterClosing(before), before, 'servers, sockets or children open');
    });
  }
});
