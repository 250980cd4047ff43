'use strict';
const { createServer } = require('node:net');

/**
 * A loopback port nothing listens on right now, for a server the tests or benchmarks start
 * (the system picks it, so parallel runs never collide).
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

module.exports = { freePort };
