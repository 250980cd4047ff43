import { spawn } from 'node:child_process';
import { freePort } from '@domainfolio/test-fakes';

export { freePort };

/** Starts a long-running child whose output is kept for the failure report. */
export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 400) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  return {
    name,
    child,
    output: () => output.join(''),
    exited: () => exited,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Runs a command to completion; rejects with its output when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/**
 * Polls `url` until it answers 200: readiness, not a fixed sleep. Gives up after `attempts`
 * tries or as soon as the process behind it exits.
 */
export async function waitForHttp(url, proc, { attempts = 300, headers = {} } = {}) {
  for (let i = 0; i < attempts; i += 1) {
    if (proc.exited())
      throw new Error(`${proc.name} exited before it was ready:\n${proc.output()}`);
    try {
      const res = await fetch(url, { headers });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${proc.name} did not become ready at ${url}:\n${proc.output()}`);
}
