import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from './support/stack.mjs';

/**
 * Starts the product behind nginx once, then runs every end-to-end test file against it with
 * node's test runner. The tests read the proxy's port from E2E_PROXY_PORT. Arguments pick
 * files by name (`node apps/e2e/run.mjs accessibility admin`); without any, every file runs.
 * `--replicas 3` runs three API processes on one PostgreSQL database (DATABASE_URL) behind
 * nginx instead of one. `--read-replica` gives them a PostgreSQL primary and a streaming
 * replica of their own, the replica serving the public's reads, and `--pgbouncer` puts PgBouncer
 * in transaction mode in front of the database (see startStack).
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
let replicas = 1;
const at = args.indexOf('--replicas');
if (at !== -1) {
  replicas = Number(args[at + 1]);
  if (!Number.isInteger(replicas) || replicas < 1)
    throw new Error(`--replicas needs a whole number of API processes, not ${args[at + 1]}`);
  args.splice(at, 2);
}
const flag = (name) => {
  const index = args.indexOf(name);
  if (index !== -1) args.splice(index, 1);
  return index !== -1;
};
const readReplica = flag('--read-replica');
const pgbouncer = flag('--pgbouncer');
const only = args;
const files = readdirSync(join(here, 'tests'))
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => only.length === 0 || only.some((name) => f.includes(name)))
  .map((f) => join(here, 'tests', f));
if (files.length === 0) throw new Error(`No end-to-end test file matches ${only.join(', ')}`);

const stack = await startStack({ replicas, readReplica, pgbouncer });
process.stdout.write(
  `e2e: product on http://localhost:${stack.proxyPort} (nginx) with ${stack.database}` +
    `${replicas > 1 ? `, ${replicas} API replicas` : ''}\n`,
);
let code = 1;
try {
  code = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-concurrency=1', ...files], {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_PROXY_PORT: String(stack.proxyPort),
        E2E_API_PORT: String(stack.apiPort),
        E2E_API_PORTS: stack.apiPorts.join(','),
        E2E_MAIL_DIR: stack.mailDir,
        E2E_DNS_RECORDS: stack.dnsRecordsFile,
      },
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) process.stdout.write(`\nServer logs:\n${stack.logs()}\n`);
} finally {
  await stack.stop();
}
process.exit(code);
