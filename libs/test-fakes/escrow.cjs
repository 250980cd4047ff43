'use strict';
// A local stand-in for Escrow.com's API as Domainfolio uses it, speaking its documented
// protocol (JSON, HTTP Basic auth with the account email and API key):
//
//   POST /integration/pay/2018-03-31      Escrow Pay: creates a transaction and answers
//                                         { landing_page, token, transaction_id }
//   GET  /2017-09-01/transaction/:id      the transaction, its items' status included
//   GET  /pay/:token                      the buyer's payment page (a plain page here)
//
// Tests complete a transaction with `complete(id)`, as a buyer who paid and accepted would,
// and deliver Escrow.com's notification of it with `notify(url, id, event)`. The notification
// body is the one Escrow.com's webhook documentation describes
// (https://www.escrow.com/api/docs/webhooks, "Webhook behaviour"): the event, its type, the
// transaction id as a number and the transaction's reference; the receiver must re-read the
// transaction before acting on it.
const { LocalServer } = require('./local-server.cjs');

class FakeEscrow extends LocalServer {
  constructor({ email = 'api@domainfolio.example', apiKey = 'fake-escrow-key' } = {}) {
    super();
    this.email = email;
    this.apiKey = apiKey;
    /** Every Escrow Pay request body, in order. */
    this.payRequests = [];
    this.transactions = new Map();
    this.byToken = new Map();
    this.sequence = 29_000_000;
    /** Statuses the next Escrow Pay requests answer with instead of a transaction. */
    this.payFailures = [];
  }

  /** The next Escrow Pay request fails with `status` (Escrow.com's own error body). */
  failNextPay(status = 500) {
    this.payFailures.push(status);
  }

  env() {
    return { ESCROW_EMAIL: this.email, ESCROW_API_KEY: this.apiKey, ESCROW_API_URL: this.baseUrl };
  }

  /** The buyer paid and accepted the domain: every item is accepted. */
  complete(id) {
    const transaction = this.transactions.get(String(id));
    if (!transaction) throw new Error(`no transaction ${id}`);
    for (const item of transaction.items)
      Object.assign(item.status, { secured: true, received: true, accepted: true });
    return transaction;
  }

  /** The body Escrow.com posts to a webhook when transaction `id` changes. */
  notification(id, event = 'complete') {
    const transaction = this.transactions.get(String(id));
    return {
      event,
      event_type: 'transaction',
      transaction_id: Number(id),
      reference: transaction ? transaction.reference : undefined,
    };
  }

  /** Posts that notification to `url`, as Escrow.com does; resolves with the answer's status. */
  async notify(url, id, event = 'complete') {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(this.notification(id, event)),
    });
    return response.status;
  }

  handle(req, res) {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const reply = (status, value) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && page) {
        const transaction = this.byToken.get(page[1]);
        res.writeHead(transaction ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          transaction
            ? `<!doctype html><title>Escrow.com</title><h1>Escrow.com (local fake)</h1><p>Pay for ${transaction.items[0].title}: $${transaction.items[0].schedule[0].amount}</p>`
            : '<!doctype html><title>Escrow.com</title><h1>Not found</h1>',
        );
        return;
      }
      const expected = `Basic ${Buffer.from(`${this.email}:${this.apiKey}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return reply(401, { error: 'Unauthorized' });
      if (req.method === 'POST' && url.pathname === '/integration/pay/2018-03-31') {
        let request;
        try {
          request = JSON.parse(body);
        } catch {
          return reply(400, { error: 'Invalid JSON' });
        }
        this.payRequests.push(request);
        const failure = this.payFailures.shift();
        if (failure !== undefined)
          return reply(failure, {
            error: 'Internal Server Error',
            message: 'Please try again later.',
          });
        this.sequence += 1;
        const id = String(this.sequence);
        const token = `tok${id}`;
        const transaction = {
          id: Number(id),
          reference: request.reference,
          creation_date: new Date().toISOString(),
          description: request.description,
          currency: request.currency,
          parties: request.parties,
          items: (request.items ?? []).map((item, index) => ({
            ...item,
            id: Number(id) * 10 + index,
            status: {
              agreed: true,
              initiated: true,
              secured: false,
              received: false,
              accepted: false,
              canceled: false,
            },
          })),
        };
        this.transactions.set(id, transaction);
        this.byToken.set(token, transaction);
        return reply(200, {
          landing_page: `${this.baseUrl}/pay/${token}`,
          token,
          transaction_id: Number(id),
        });
      }
      const read = /^\/2017-09-01\/transaction\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && read) {
        const transaction = this.transactions.get(read[1]);
        return transaction
          ? reply(200, transaction)
          : reply(404, { error: 'Transaction not found' });
      }
      return reply(404, { error: `No route ${req.method} ${url.pathname}` });
    });
  }
}

module.exports = { FakeEscrow };
