'use strict';
const { createServer } = require('node:http');

/**
 * What every fake third party shares: an HTTP server on a free loopback port, started and
 * stopped by the tests, whose requests go to the subclass's `handle(req, res)`.
 */
class LocalServer {
  constructor() {
    this.server = null;
  }

  start() {
    this.server = createServer((req, res) => this.handle(req, res));
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  stop() {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  get baseUrl() {
    return `http://127.0.0.1:${this.server.address().port}`;
  }
}

module.exports = { LocalServer };
