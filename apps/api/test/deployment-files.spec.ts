import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../src/config/app-config';

/**
 * The deployment files agree with each other: what docker-compose.yml sets is what the API and
 * the nginx template read, under the names .env.example documents. A renamed setting, a port
 * changed in one place only or a template variable nobody sets would otherwise show only on a
 * user's server.
 */
const ROOT = join(__dirname, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Service {
  profiles?: string[];
  image?: string;
  build?: unknown;
  entrypoint?: string[];
  command?: string[];
  environment?: Record<string, string | number>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}
const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { api, nginx, postgres } = compose.services as Record<string, Service>;
const replica = compose.services['postgres-replica'];
const pgbouncer = compose.services.pgbouncer;
const template = read('proxy/templates/default.conf.template');
/** The names .env.example documents, set or commented out (`# NAME=value`). */
const documented = new Set(
  [...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!),
);
type Env = Record<string, string | undefined>;

/**
 * Compose's interpolation of a value from `env` (its shell and .env): `${NAME}`, `$NAME`,
 * `${NAME:-default}` / `${NAME-default}` (nested too), `${NAME:?message}` / `${NAME?message}`
 * (which throw, as Compose stops), `${NAME:+other}` / `${NAME+other}`, and `$$`.
 */
function interpolate(value: string | number | undefined, env: Env): string {
  const text = String(value ?? '');
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('$$', i)) {
      out += '$';
      i += 2;
    } else if (text.startsWith('${', i)) {
      let depth = 0;
      let end = i;
      for (; end < text.length; end++) {
        if (text.startsWith('${', end)) {
          depth++;
          end++;
        } else if (text[end] === '}' && --depth === 0) break;
      }
      if (depth !== 0) throw new Error(`unclosed \${ in ${text}`);
      const [, name, operator, operand = ''] =
        /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([\s\S]*))?$/.exec(text.slice(i + 2, end)) ?? [];
      if (!name) throw new Error(`invalid interpolation in ${text}`);
      const given = env[name];
      const present = operator?.startsWith(':') ? Boolean(given) : given !== undefined;
      switch (operator?.replace(':', '')) {
        case '-':
          out += present ? given : interpolate(operand, env);
          break;
        case '?':
          if (!present) throw new Error(`required variable ${name}: ${interpolate(operand, env)}`);
          out += given;
          break;
        case '+':
          out += present ? interpolate(operand, env) : '';
          break;
        default:
          out += given ?? '';
      }
      i = end + 1;
    } else {
      const name = /^\$([A-Za-z_][A-Za-z0-9_]*)/.exec(text.slice(i));
      out += name ? (env[name[1]!] ?? '') : text[i];
      i += name ? name[0].length : 1;
    }
  }
  return out;
}

/** A service's environment as its container gets it from `env`. */
const environmentOf = (service: Service | undefined, env: Env) =>
  Object.fromEntries(
    Object.entries(service?.environment ?? {}).map(([name, value]) => [
      name,
      interpolate(value, env),
    ]),
  );

/** A compose value's default: what it gives when no variable is set. */
const defaultOf = (value: string | number | undefined) => interpolate(value, {});

describe('docker-compose.yml, .env.example and the nginx template', () => {
  it('runs PostgreSQL, the API and nginx, with only nginx published so the API can scale', () => {
    // Without a profile: what `docker compose up` starts.
    const always = Object.entries(compose.services).filter(([, service]) => !service.profiles);
    expect(always.map(([name]) => name).sort()).toEqual(['api', 'nginx', 'postgres']);
    expect(postgres?.image).toMatch(/^postgres:/);
    expect(nginx?.image).toMatch(/^nginx:/);
    expect(api?.build).toBeDefined();
    // A fixed host port on the API would stop `docker compose up --scale api=3`.
    expect(api?.ports).toBeUndefined();
    expect(nginx?.ports).toEqual([`80:${nginx?.environment?.LISTEN_PORT}`]);
    expect(nginx?.depends_on?.api?.condition).toBe('service_healthy');
    for (const [name, service] of Object.entries(compose.services))
      if (name !== 'nginx') expect(service.ports).toBeUndefined();
  });

  it('sets only the API settings that .env.example documents, with values the API accepts', () => {
    const environment = api?.environment ?? {};
    const undocumented = Object.keys(environment).filter((name) => !documented.has(name));
    expect(undocumented).toEqual([]);
    // The defaults compose falls back to form a valid configuration (APP_SECRET must be set).
    const defaults = environmentOf(api, { APP_SECRET: 'x'.repeat(64) });
    expect(() => loadConfig(defaults)).not.toThrow();
  });

  it('documents in .env.example a configuration the API accepts as it is', () => {
    const given = Object.fromEntries(
      [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]),
    );
    expect(Object.keys(given).length).toBeGreaterThan(10);
    expect(() => loadConfig(given)).not.toThrow();
  });

  it('gives nginx every variable its template reads, pointing at the API’s port', () => {
    const variables = new Set([...template.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]));
    expect([...variables].sort()).toEqual(Object.keys(nginx?.environment ?? {}).sort());
    expect(nginx?.environment?.API_UPSTREAM).toBe(`api:${api?.environment?.PORT}`);
    expect(api?.healthcheck?.test.join(' ')).toContain(
      `127.0.0.1:${api?.environment?.PORT}/api/health`,
    );
    // nginx bypasses its page cache for the cookie the API signs visitors in with.
    expect(nginx?.environment?.SESSION_COOKIE_NAME).toBe(api?.environment?.SESSION_COOKIE_NAME);
    expect(defaultOf(api?.environment?.SESSION_COOKIE_NAME)).toBe(
      loadConfig({}).SESSION_COOKIE_NAME,
    );
    expect(template).toMatch(/server \$\{API_UPSTREAM\};/);
  });
});

/** Where a service mounts a file or folder of the repository (`./deploy/...`). */
const mountOf = (service: Service | undefined, source: string) =>
  service?.volumes
    ?.map((volume) => volume.split(':'))
    .find(([from]) => from === `./${source}`)?.[1];

/** `[section] name = value` of an ini file, comments (`;`, `#`) left out. */
function parseIni(text: string): Record<string, Record<string, string>> {
  const sections: Record<string, Record<string, string>> = {};
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith(';') || line.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) section = header[1]!;
    else {
      const [name, ...value] = line.split('=');
      (sections[section] ??= {})[name!.trim()] = value.join('=').trim();
    }
  }
  return sections;
}

/** The `NAME=value` lines of the first ```sh block after `heading`, read as Compose reads .env. */
function envBlock(markdown: string, heading: string): Env {
  const from = markdown.indexOf(heading);
  expect(from).toBeGreaterThanOrEqual(0);
  const block = /```sh\n([\s\S]*?)```/.exec(markdown.slice(from))![1]!;
  const env: Env = {};
  for (const [, name, value] of block.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm))
    // A `<placeholder>` stands for a password the operator makes (hex: safe in a URL).
    env[name!] = /^<.*>$/.test(value!)
      ? `${name!.toLowerCase()}-0123abcd`
      : interpolate(value, env);
  return env;
}

/** Temporary folders the tests below make; removed after them. */
const temporary: string[] = [];
const temporaryDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'domainfolio-deploy-'));
  temporary.push(dir);
  return dir;
};

/** Runs `script` with sh, the programs in `fakes` (name: sh body) first on the PATH. */
function runScript(script: string, fakes: Record<string, string>, env: Env, args: string[] = []) {
  const dir = temporaryDir();
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  for (const [name, body] of Object.entries(fakes))
    writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  const result = spawnSync('sh', [join(ROOT, script), ...args], {
    encoding: 'utf8',
    env: { PATH: `${bin}:${process.env.PATH}`, LOG: dir, ...env },
  });
  const logged = (name: string) =>
    existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : undefined;
  return { ...result, dir, logged };
}

describe('the replicas profile: a streaming replica and PgBouncer', () => {
  const PROFILE = 'replicas';
  const scripts = readdirSync(join(ROOT, 'deploy'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.sh'))
    .map((path) => join('deploy', path));
  /** The documented .env for the profile, as README.md and docs/database.md give it. */
  const documentedEnvs = [
    envBlock(read('docs/database.md'), '## With Docker Compose'),
    envBlock(read('README.md'), "`docker-compose.yml`'s profile `replicas`"),
  ];
  afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('adds its two services only under the profile, and the default services need neither', () => {
    const profiled = Object.entries(compose.services).filter(([, service]) => service.profiles);
    expect(Object.fromEntries(profiled.map(([name, service]) => [name, service.profiles]))).toEqual(
      { 'postgres-replica': [PROFILE], pgbouncer: [PROFILE] },
    );
    // A default service that depended on one of them would not start without the profile.
    for (const service of [api, nginx, postgres])
      for (const needed of Object.keys(service?.depends_on ?? {}))
        expect(compose.services[needed]?.profiles).toBeUndefined();
  });

  it('asks for no variable when the profile is off (Compose reads every service’s)', () => {
    // `${NAME:?...}` in a profile's service stops even `docker compose up` without it.
    const values = (node: unknown): string[] =>
      typeof node === 'string'
        ? [node]
        : node && typeof node === 'object'
          ? Object.values(node).flatMap(values)
          : [];
    for (const value of [replica, pgbouncer].flatMap(values))
      expect(() => interpolate(value, {})).not.toThrow();
  });

  it('keeps the default start as it was: the API on the primary, no replica, no pooler', () => {
    const environment = environmentOf(api, { APP_SECRET: 'x'.repeat(64) });
    expect(environment.DATABASE_URL).toBe(
      'postgres://domainfolio:change-me@postgres:5432/domainfolio',
    );
    expect(environment.DATABASE_DIRECT_URL).toBe('');
    expect(environment.DATABASE_READ_URLS).toBe('');
    // Empty is unset for the API: one pool, on DATABASE_URL.
    const config = loadConfig(environment);
    expect(config.DATABASE_DIRECT_URL).toBeUndefined();
    expect(config.DATABASE_READ_URLS).toEqual([]);
    expect(config.DATABASE_READ_MAX_LAG_MS).toBe(loadConfig({}).DATABASE_READ_MAX_LAG_MS);
    expect(config.DATABASE_READ_WAIT_MS).toBe(loadConfig({}).DATABASE_READ_WAIT_MS);
  });

  it('passes DATABASE_DIRECT_URL and DATABASE_READ_URLS through to the API from .env', () => {
    expect(api?.environment?.DATABASE_DIRECT_URL).toBe('${DATABASE_DIRECT_URL:-}');
    expect(api?.environment?.DATABASE_READ_URLS).toBe('${DATABASE_READ_URLS:-}');
    const port = parseIni(read('deploy/pgbouncer/pgbouncer.ini')).pgbouncer?.listen_port;
    for (const env of documentedEnvs) {
      // The documented .env makes a configuration the API accepts, on the profile's services.
      const config = loadConfig(environmentOf(api, { ...env, APP_SECRET: 'x'.repeat(64) }));
      const password = env.POSTGRES_PASSWORD!;
      expect(new URL(config.DATABASE_URL!).host).toBe(`pgbouncer:${port}`);
      expect(new URL(config.DATABASE_DIRECT_URL!).host).toBe('postgres:5432');
      expect(config.DATABASE_READ_URLS.map((url) => new URL(url).host)).toEqual([
        'postgres-replica:5432',
      ]);
      for (const url of [config.DATABASE_URL!, config.DATABASE_DIRECT_URL!])
        expect(new URL(url).password).toBe(password);
      // The replica's password is the one the primary gives its replication role.
      expect(environmentOf(replica, env).POSTGRES_REPLICATION_PASSWORD).toBe(
        env.POSTGRES_REPLICATION_PASSWORD,
      );
      expect(environmentOf(postgres, env).POSTGRES_REPLICATION_PASSWORD).toBe(
        env.POSTGRES_REPLICATION_PASSWORD,
      );
      expect(environmentOf(pgbouncer, env).DB_PASSWORD).toBe(password);
    }
  });

  it('makes the replica from the healthy primary, with its image, in a volume of its own', () => {
    expect(replica?.image).toBe(postgres?.image);
    expect(replica?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(replica?.volumes).toContain('postgres-replica-data:/var/lib/postgresql/data');
    expect(compose.volumes).toHaveProperty('postgres-replica-data');
    const entrypoint = mountOf(replica, 'deploy/postgres/replica-entrypoint.sh');
    expect(replica?.entrypoint).toEqual(['sh', entrypoint]);
    expect(replica?.command).toEqual(['postgres']);
    expect(replica?.environment?.PRIMARY_HOST).toBe('postgres');
    expect(replica?.healthcheck?.test.join(' ')).toContain('pg_is_in_recovery()');
  });

  it('copies the primary with pg_basebackup -R once, then starts the image’s PostgreSQL', () => {
    const fakes = {
      pg_isready: 'exit 0',
      pg_basebackup: [
        'printf "%s\\n" "$*" >> "$LOG/pg_basebackup"',
        'printf "%s" "$PGPASSWORD" > "$LOG/password"',
        'while [ $# -gt 0 ]; do [ "$1" = -D ] && echo 16 > "$2/PG_VERSION"; shift; done',
      ].join('\n'),
      'docker-entrypoint.sh': 'printf "%s\\n" "$*" >> "$LOG/entrypoint"',
    };
    const data = temporaryDir();
    const env = {
      PGDATA: data,
      PRIMARY_HOST: String(replica?.environment?.PRIMARY_HOST),
      PRIMARY_PORT: String(replica?.environment?.PRIMARY_PORT),
      POSTGRES_REPLICATION_PASSWORD: 'secret',
    };
    const script = 'deploy/postgres/replica-entrypoint.sh';

    const first = runScript(script, fakes, env, ['postgres']);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.logged('pg_basebackup')).toBe(
      `-h postgres -p 5432 -U replicator -w -D ${data} -R -X stream --checkpoint=fast\n`,
    );
    expect(first.logged('password')).toBe('secret');
    expect(first.logged('entrypoint')).toBe('postgres\n');

    // The next start finds the copy and copies nothing.
    const next = runScript(script, fakes, env, ['postgres']);
    expect(next.status).toBe(0);
    expect(next.logged('pg_basebackup')).toBeUndefined();
    expect(next.logged('entrypoint')).toBe('postgres\n');

    // A copy interrupted midway (no mark that it completed) is thrown away and made again.
    rmSync(join(data, '.copied-from-primary'));
    writeFileSync(join(data, 'half-copied'), '');
    const again = runScript(script, fakes, env, ['postgres']);
    expect(again.logged('pg_basebackup')).toContain(' -R ');
    expect(readdirSync(data).sort()).toEqual(['.copied-from-primary', 'PG_VERSION']);

    // Without the password it stops, saying which variable to set, before starting anything.
    const empty = temporaryDir();
    const refused = runScript(script, fakes, {
      ...env,
      PGDATA: empty,
      POSTGRES_REPLICATION_PASSWORD: '',
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('POSTGRES_REPLICATION_PASSWORD');
    expect(refused.logged('entrypoint')).toBeUndefined();
  });

  it('gives the primary a replication role and pg_hba.conf line only when a password is set', () => {
    // The image runs /docker-entrypoint-initdb.d/*.sh when it creates the database, if executable.
    const mounted = mountOf(postgres, 'deploy/postgres/primary-replication.sh');
    expect(mounted).toMatch(/^\/docker-entrypoint-initdb\.d\/[^/]+\.sh$/);
    const data = temporaryDir();
    const hba = join(data, 'pg_hba.conf');
    writeFileSync(hba, 'host all all all scram-sha-256\n');
    const fakes = { psql: 'printf "%s\\n" "$*" >> "$LOG/args"; cat >> "$LOG/sql"' };
    const env = { PGDATA: data, POSTGRES_USER: 'domainfolio' };
    const script = 'deploy/postgres/primary-replication.sh';

    const off = runScript(script, fakes, { ...env, ...environmentOf(postgres, {}) });
    expect(off.status).toBe(0);
    expect(off.logged('args')).toBeUndefined();
    expect(readFileSync(hba, 'utf8')).toBe('host all all all scram-sha-256\n');

    const on = { ...env, ...environmentOf(postgres, { POSTGRES_REPLICATION_PASSWORD: 'secret' }) };
    for (let run = 0; run < 2; run++) {
      const result = runScript(script, fakes, on);
      expect(result.status).toBe(0);
      // The password reaches psql through its environment, never its command line.
      expect(result.logged('args')).not.toContain('secret');
      expect(result.logged('sql')).toContain(
        '\\getenv replication_password POSTGRES_REPLICATION_PASSWORD',
      );
      expect(result.logged('sql')).toMatch(/ALTER ROLE %I WITH LOGIN REPLICATION PASSWORD %L/);
    }
    // Run twice (by hand on an older volume), the line is there once.
    const lines = readFileSync(hba, 'utf8').split('\n');
    expect(lines.filter((line) => line.startsWith('host replication'))).toEqual([
      'host replication replicator samenet scram-sha-256',
    ]);
  });

  it('puts PgBouncer in transaction mode in front of the primary, sized for 3 API instances', () => {
    const ini = parseIni(read('deploy/pgbouncer/pgbouncer.ini'));
    expect(ini.pgbouncer?.pool_mode).toBe('transaction');
    expect(Object.values(ini.databases ?? {})).toEqual(['host=postgres port=5432']);
    expect(pgbouncer?.depends_on?.postgres?.condition).toBe('service_healthy');
    const poolSize = loadConfig({}).DATABASE_POOL_SIZE;
    expect(Number(ini.pgbouncer?.max_client_conn)).toBeGreaterThanOrEqual(3 * poolSize);
    expect(Number(ini.pgbouncer?.default_pool_size)).toBeLessThan(100); // max_connections
    // The configuration and the start script are the repository's, mounted where they are run.
    expect(pgbouncer?.command).toEqual([mountOf(pgbouncer, 'deploy/pgbouncer/pgbouncer.ini')]);
    expect(pgbouncer?.entrypoint).toEqual(['sh', mountOf(pgbouncer, 'deploy/pgbouncer/start.sh')]);
    // start.sh writes the account where pgbouncer.ini reads it.
    expect(read('deploy/pgbouncer/start.sh')).toContain(
      `auth_file="\${PGBOUNCER_AUTH_FILE:-${ini.pgbouncer?.auth_file}}"`,
    );
    expect(ini.pgbouncer?.auth_type).toBe('scram-sha-256');
  });

  it('starts PgBouncer with the account from the environment, readable by it alone', () => {
    const dir = temporaryDir();
    const authFile = join(dir, 'run', 'userlist.txt');
    const result = runScript(
      'deploy/pgbouncer/start.sh',
      { pgbouncer: 'printf "%s\\n" "$*" > "$LOG/args"' },
      {
        ...environmentOf(pgbouncer, { POSTGRES_PASSWORD: 'pa"ss' }),
        PGBOUNCER_AUTH_FILE: authFile,
      },
      ['/etc/pgbouncer/pgbouncer.ini'],
    );
    expect(result.status).toBe(0);
    expect(result.logged('args')).toBe('/etc/pgbouncer/pgbouncer.ini\n');
    expect(readFileSync(authFile, 'utf8')).toBe('"domainfolio" "pa""ss"\n');
    expect(statSync(authFile).mode & 0o777).toBe(0o600);
  });

  it('ships shell scripts that parse and that the images can run', () => {
    expect(scripts.sort()).toEqual([
      'deploy/pgbouncer/start.sh',
      'deploy/postgres/primary-replication.sh',
      'deploy/postgres/replica-entrypoint.sh',
    ]);
    for (const script of scripts) {
      // The images run them with BusyBox's sh: POSIX syntax, which sh and bash both check.
      for (const shell of ['sh', 'bash']) {
        const checked = spawnSync(shell, ['-n', join(ROOT, script)], { encoding: 'utf8' });
        expect({ script, shell, stderr: checked.stderr, status: checked.status }).toEqual({
          script,
          shell,
          stderr: '',
          status: 0,
        });
      }
      expect(read(script).startsWith('#!/bin/sh\n')).toBe(true);
      // The postgres image runs an init script only if it is executable (it sources others).
      expect(statSync(join(ROOT, script)).mode & 0o111).toBe(0o111);
    }
  });
});
