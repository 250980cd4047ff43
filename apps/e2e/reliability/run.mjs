import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The slow reliability tests: each file starts the built product as it runs scaled out (three
 * API processes on one PostgreSQL behind the project's nginx, a real SMTP server, the local
 * fakes) and breaks part of it on purpose. Files run one after another, each with a stack of
 * its own; arguments pick files by name (`node apps/e2e/reliability/run.mjs email quotas`).
 * Needs DATABASE_URL (PostgreSQL: each file creates and drops a throwaway database there).
 */
const here = fileURLToPath(new URL('.', import.meta.url));
if (!process.env.DATABASE_URL)
  throw new Error(
    'The reliability tests run three API processes on PostgreSQL: set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test',
  );
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => only.length === 0 || only.some((name) => f.includes(name)))
  .sort()
  .map((f) => join(here, f));
if (files.length === 0) throw new Error(`No reliability test file matches ${only.join(', ')}`);

const code = await new Promise((resolve) => {
  const child = spawn(
    process.execPath,
    ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
    { stdio: 'inherit' },
  );
  child.on('exit', (c) => resolve(c ?? 1));
});
process.exit(code);
