// nginx with the project's own template (proxy/templates), as the production image renders it, in
// front of an API already listening on a loopback port. The end-to-end stack and the benchmarks
// (bench/) both put it in front of the built product, so that they measure and test the proxy
// users run rather than a look-alike.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess, waitForHttp } from './processes.mjs';

const ROOT = resolve(fileURLToPath(new URL('../../../', import.meta.url)));
export const NGINX_TEMPLATE = join(ROOT, 'proxy/templates/default.conf.template');
/** Debian's nginx, unless NGINX_BIN names another. */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** What `nginx -v` says, such as "nginx/1.22.1" (nginx prints it to stderr). */
export function nginxVersion(bin = NGINX_BIN) {
  const result = spawnSync(bin, ['-v'], { encoding: 'utf8' });
  if (result.error) throw result.error;
  const said = `${result.stderr}${result.stdout}`.trim();
  if (result.status !== 0 || !said) throw new Error(`${bin} -v failed (${result.status}): ${said}`);
  return said.replace(/^nginx version:\s*/, '');
}

/** Writes the site from the template and a main config that keeps every file in `workDir`. */
function renderNginxConfig(workDir, { proxyPort, apiPorts, workers, sessionCookie }) {
  const template = readFileSync(NGINX_TEMPLATE, 'utf8');
  // The upstream's server line, once per API replica (Docker's DNS gives nginx every replica's
  // address for the one name instead).
  const upstream = /^([ \t]*)server \$\{API_UPSTREAM\};$/m;
  if (!upstream.test(template))
    throw new Error(`${NGINX_TEMPLATE} has no server \${API_UPSTREAM} line`);
  const site = template
    .replace(upstream, (_, indent) =>
      apiPorts.map((port) => `${indent}server 127.0.0.1:${port};`).join('\n'),
    )
    .replaceAll('${LISTEN_PORT}', String(proxyPort))
    .replaceAll('${CACHE_DIR}', join(workDir, 'cache'))
    .replaceAll('${SESSION_COOKIE_NAME}', sessionCookie);
  writeFileSync(join(workDir, 'domainfolio.conf'), site);
  // nginx started as root runs its workers as an unprivileged user, who must write here.
  chmodSync(workDir, 0o755);
  for (const dir of ['cache', 'client_body', 'proxy', 'logs']) {
    mkdirSync(join(workDir, dir), { recursive: true });
    chmodSync(join(workDir, dir), 0o777);
  }
  const main = `
worker_processes ${workers};
pid ${join(workDir, 'nginx.pid')};
error_log ${join(workDir, 'logs/error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${join(workDir, 'client_body')};
  proxy_temp_path ${join(workDir, 'proxy')};
  fastcgi_temp_path ${join(workDir, 'proxy')};
  uwsgi_temp_path ${join(workDir, 'proxy')};
  scgi_temp_path ${join(workDir, 'proxy')};
  include ${join(workDir, 'domainfolio.conf')};
}
`;
  const path = join(workDir, 'nginx.conf');
  writeFileSync(path, main);
  return path;
}

/**
 * Starts nginx on `proxyPort` (a free port when not given) in front of the API on
 * 127.0.0.1:`apiPort`, or of its replicas on `apiPorts` (balanced round-robin), in a temporary folder of its own (config, cache, logs), and resolves
 * once GET /api/health answers through it. `stop()` stops nginx and removes the folder;
 * `logs()` is what nginx printed and its error log, for a failure report. `workers` is nginx's
 * worker_processes: one for the tests, `auto` (one per core, as the official image runs it) for
 * a benchmark of throughput. `sessionCookie` is the API's SESSION_COOKIE_NAME: a request with
 * that cookie never gets a page from nginx's cache.
 */
export async function startNginx({
  apiPort,
  apiPorts = apiPort ? [apiPort] : [],
  proxyPort,
  workers = 1,
  sessionCookie = 'domainfolio_session',
  bin = NGINX_BIN,
}) {
  if (apiPorts.length === 0)
    throw new Error('startNginx needs the apiPort(s) of the API to proxy to');
  const port = proxyPort ?? (await freePort());
  const workDir = mkdtempSync(join(tmpdir(), 'domainfolio-nginx-'));
  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
  let nginx;
  // A caller that exits without stop() (an error, process.exit on a signal) must not leave
  // nginx holding its port: SIGTERM is nginx's fast shutdown, which ends its workers too.
  const stopOnExit = () => {
    if (nginx && !nginx.exited()) nginx.child.kill('SIGTERM');
    removeWorkDir();
  };
  process.on('exit', stopOnExit);
  try {
    const config = renderNginxConfig(workDir, {
      proxyPort: port,
      apiPorts,
      workers,
      sessionCookie,
    });
    nginx = startProcess('nginx', bin, ['-c', config, '-p', workDir, '-g', 'daemon off;']);
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, nginx);
  } catch (error) {
    await nginx?.stop();
    process.off('exit', stopOnExit);
    removeWorkDir();
    throw error;
  }
  return {
    port,
    // Start-up errors go to nginx's output, those of serving (an upstream that failed) to its
    // error log.
    logs: () => {
      const errorLog = join(workDir, 'logs/error.log');
      return `${nginx.output()}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`;
    },
    stop: async () => {
      await nginx.stop();
      process.off('exit', stopOnExit);
      removeWorkDir();
    },
  };
}
