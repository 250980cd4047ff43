'use strict';
// Third parties at their worst: a server that accepts every connection (TCP) or datagram (UDP,
// DNS) and never answers, as an overloaded or half-broken provider does. Tests point a base URL
// or DNS_SERVERS at one and check that the product answers in time with its own error.
const { createServer } = require('node:net');
const { createSocket } = require('node:dgram');

class SilentHttpServer {
  constructor() {
    this.server = null;
    this.sockets = new Set();
    /** How many connections it accepted (and never answered). */
    this.connections = 0;
  }

  start() {
    this.server = createServer((socket) => {
      this.connections += 1;
      this.sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => this.sockets.delete(socket));
      socket.resume();
    });
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  stop() {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  get baseUrl() {
    return `http://127.0.0.1:${this.server.address().port}`;
  }
}

class SilentDnsServer {
  constructor() {
    this.socket = null;
    /** How many queries it received (and never answered). */
    this.queries = 0;
  }

  start() {
    this.socket = createSocket('udp4');
    this.socket.on('message', () => (this.queries += 1));
    return new Promise((resolve) => this.socket.bind(0, '127.0.0.1', resolve));
  }

  stop() {
    return new Promise((resolve) => (this.socket ? this.socket.close(() => resolve()) : resolve()));
  }

  /** The address for DNS_SERVERS. */
  get address() {
    return `127.0.0.1:${this.socket.address().port}`;
  }
}

module.exports = { SilentHttpServer, SilentDnsServer };
