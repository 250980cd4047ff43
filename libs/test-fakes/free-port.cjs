'use strict';
const { readFileSync } = require('node:fs');
const { createServer } = require('node:net');

// A port the system picks for `listen(0)` comes from its ephemeral range, the same range it
// takes the local end of every outgoing connection from. Between this check and the server's
// own listen, a database or HTTP client opening a connection can take that port, and the
// server then fails with EADDRINUSE (a replica of the API did, once, in CI). Ports below the
// ephemeral range are never handed to outgoing connections, so the ports given out here come
// from there, chosen at random so parallel runs rarely try the same one.
const FALLBACK_EPHEMERAL = [32768, 60999];
const LOWEST = 10000;
const ATTEMPTS = 100;
// Ports given out by this process recently: a port handed to one server and not yet bound is
// not handed to the next.
const recent = [];
const RECENT_KEPT = 512;

function ephemeralRange() {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (Number.isInteger(low) && Number.isInteger(high) && low <= high) return [low, high];
  } catch {
    // Not Linux: the IANA dynamic range that macOS and Windows use.
  }
  return process.platform === 'linux' ? FALLBACK_EPHEMERAL : [49152, 65535];
}

/** The span of ports outside the ephemeral range to choose from, or null when there is none. */
function quietSpan() {
  const [low, high] = ephemeralRange();
  if (low - 1 - LOWEST >= 1000) return [LOWEST, low - 1];
  if (65535 - (high + 1) >= 1000) return [high + 1, 65535];
  return null;
}

function tryListen(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(null);
      else reject(error);
    });
    // No host: every address, so a port some server holds on any address counts as taken.
    server.listen({ port, exclusive: true }, () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

/** A port nothing listens on right now, for a server the tests or benchmarks start. */
async function freePort() {
  const span = quietSpan();
  if (span) {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const candidate = span[0] + Math.floor(Math.random() * (span[1] - span[0] + 1));
      if (recent.includes(candidate)) continue;
      const port = await tryListen(candidate);
      if (port !== null) {
        recent.push(port);
        if (recent.length > RECENT_KEPT) recent.shift();
        return port;
      }
    }
  }
  const port = await tryListen(0);
  if (port === null) throw new Error('no free TCP port');
  return port;
}

module.exports = { freePort };
