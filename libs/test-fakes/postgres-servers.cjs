'use strict';
const { execFileSync, spawn, spawnSync } = require('node:child_process');
const {
  appendFileSync,
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} = require('node:fs');
const { createConnection } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { freePort } = require('./free-port.cjs');

// Real PostgreSQL servers and PgBouncer for the tests of read routing and pooling: not fakes,
// the programs an installation runs, started on free ports in a temporary directory. Run as
// root (as in CI), they run as the `postgres` user, since both refuse root.

const asRoot = () => process.getuid?.() === 0;

function postgresUser() {
  const id = (flag) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A temporary directory the servers' user can write. */
function serverDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  if (asRoot()) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  return dir;
}

/** The folder of PostgreSQL's server programs (initdb, pg_ctl, pg_basebackup, psql). */
function binDir() {
  const found = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [
    ...(found.status === 0 ? [found.stdout.trim()] : []),
    // Debian keeps the server programs per version, beside a pg_config that may be libpq's.
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => join('/usr/lib/postgresql', version, 'bin'))
      : []),
  ];
  const bin = candidates.find((dir) => existsSync(join(dir, 'initdb')));
  if (!bin) throw new Error('The replica tests need the PostgreSQL server programs (initdb)');
  return bin;
}

/** argv that runs `program` as the servers' user. */
function asServerUser(program, args) {
  return asRoot() ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
}

/**
 * A PostgreSQL primary and one streaming replica made from it with pg_basebackup, each a server
 * of its own on a free port of this machine: what DATABASE_READ_URLS points at in production.
 */
async function startReplicaCluster() {
  const bin = binDir();
  const run = (program, args) => {
    const [command, argv] = asServerUser(join(bin, program), args);
    execFileSync(command, argv, { stdio: 'pipe' });
  };
  const dir = serverDir('domainfolio-replica-');
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  const primaryPort = await freePort();
  const replicaPort = await freePort();
  const settings = (port) =>
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      // A test database: no crash safety needed, and no disk flushes slowing it down.
      'fsync = off',
      'full_page_writes = off',
      'shared_buffers = 64MB',
      'max_connections = 120',
      '',
    ].join('\n');

  const stop = (data) => {
    const [command, argv] = asServerUser(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-m',
      'immediate',
      'stop',
    ]);
    spawnSync(command, argv, { stdio: 'ignore' });
  };
  try {
    run('initdb', ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    appendFileSync(join(primaryDir, 'postgresql.conf'), settings(primaryPort));
    appendFileSync(join(primaryDir, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
    run('pg_ctl', ['-D', primaryDir, '-l', join(dir, 'primary.log'), '-w', 'start']);
    run('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream'],
    ]);
    appendFileSync(join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\n`);
  } catch (error) {
    stop(primaryDir);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const startReplica = () =>
    run('pg_ctl', ['-D', replicaDir, '-l', join(dir, 'replica.log'), '-w', 'start']);
  startReplica();

  const onReplica = (statement) =>
    run('psql', [
      ...['-h', '127.0.0.1', '-p', String(replicaPort), '-U', 'postgres', '-d', 'postgres'],
      ...['-v', 'ON_ERROR_STOP=1', '-qAtc', statement],
    ]);
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    pauseReplay: async () => onReplica('select pg_wal_replay_pause()'),
    resumeReplay: async () => onReplica('select pg_wal_replay_resume()'),
    killReplica: () => run('pg_ctl', ['-D', replicaDir, '-m', 'immediate', 'stop']),
    startReplica,
    close: async () => {
      stop(replicaDir);
      stop(primaryDir);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const accepting = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * PgBouncer in transaction mode in front of `serverUrl`'s server, on a free port, with at most
 * `serverConnections` connections to it per database and user: what a managed PostgreSQL's
 * pooler usually is. Each client transaction gets whichever server connection is free, so
 * nothing may rely on a session (prepared statements by name, LISTEN, session locks, SET).
 */
async function startPgBouncer(serverUrl, serverConnections) {
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = serverDir('domainfolio-pgbouncer-');
  const config = join(dir, 'pgbouncer.ini');
  writeFileSync(
    config,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${serverConnections}`,
      'max_client_conn = 500',
      'admin_users = postgres',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'users.txt'), `"${decodeURIComponent(server.username)}" ""\n`);
  const [command, argv] = asServerUser('pgbouncer', [config]);
  const child = spawn(command, argv, { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 10_000;
  while (!(await accepting(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`PgBouncer did not start (see ${join(dir, 'pgbouncer.log')})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    port,
    url: (target) => {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { startReplicaCluster, startPgBouncer };
