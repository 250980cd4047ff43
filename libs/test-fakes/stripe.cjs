'use strict';
// A local stand-in for the parts of Stripe's API that Domainfolio uses, speaking its documented
// protocol (form-encoded requests with bracketed keys, JSON answers, Bearer secret key), for the
// Stripe SDK pointed at it (`host`, `port`, `protocol`). Tests drive the state Stripe would hold
// (subscriptions and their status) and build the events Stripe would send.
//
//   POST /v1/customers                    a customer (email, metadata[userId])
//   POST /v1/checkout/sessions            a subscription Checkout; its `url` is this server's
//   POST /v1/billing_portal/sessions      a customer-portal session; its `url` is this server's
//   GET  /v1/subscriptions?customer=&status=all, GET /v1/subscriptions/:id
const { randomBytes } = require('node:crypto');
const { createServer } = require('node:http');

class FakeStripe {
  constructor({ secretKey = `sk_test_fake_${randomBytes(6).toString('hex')}` } = {}) {
    this.secretKey = secretKey;
    this.customers = new Map();
    this.subscriptions = new Map();
    this.checkoutSessions = new Map();
    this.portalSessions = new Map();
    /** Every API request, in order: { method, path, form }. */
    this.requests = [];
    this.sequence = 0;
    this.server = null;
  }

  nextId(prefix) {
    this.sequence += 1;
    return `${prefix}_fake${this.sequence.toString().padStart(6, '0')}`;
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

  /** The API's settings for this fake, with the price ids it knows. */
  env(webhookSecret = 'whsec_fake') {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_PRO_MONTH: 'price_pro_month',
      STRIPE_PRICE_PRO_YEAR: 'price_pro_year',
      STRIPE_API_URL: this.baseUrl,
    };
  }

  /** Starts (or replaces) a customer's subscription to a price, as a completed Checkout would. */
  subscribe(customer, price, { status = 'active', periodEnd } = {}) {
    const id = this.nextId('sub');
    const interval = price.endsWith('year') ? 'year' : 'month';
    const end =
      periodEnd ?? Math.floor(Date.now() / 1000) + (interval === 'year' ? 365 : 30) * 86400;
    const subscription = {
      id,
      object: 'subscription',
      customer,
      status,
      created: Math.floor(Date.now() / 1000) + this.sequence,
      metadata: {},
      items: {
        object: 'list',
        data: [
          {
            id: this.nextId('si'),
            object: 'subscription_item',
            price: { id: price, object: 'price', recurring: { interval } },
            current_period_end: end,
          },
        ],
      },
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  /** Changes a subscription's status ('canceled', 'past_due', …) as Stripe would. */
  setStatus(id, status) {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    subscription.status = status;
    return subscription;
  }

  /** An event as Stripe sends it to a webhook, about `object` as it is now. */
  event(type, object) {
    return {
      id: this.nextId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      data: { object: JSON.parse(JSON.stringify(object)) },
    };
  }

  handle(req, res) {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = Object.fromEntries(new URLSearchParams(body));
      this.requests.push({ method: req.method, path: url.pathname, form });
      const reply = (status, value) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      const fail = (status, type, message) => reply(status, { error: { type, message } });
      if (url.pathname.startsWith('/v1/')) {
        if (req.headers.authorization !== `Bearer ${this.secretKey}`)
          return fail(401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      const route = `${req.method} ${url.pathname}`;
      if (route === 'POST /v1/customers') {
        const customer = {
          id: this.nextId('cus'),
          object: 'customer',
          email: form.email ?? null,
          metadata: { userId: form['metadata[userId]'] },
        };
        this.customers.set(customer.id, customer);
        return reply(200, customer);
      }
      if (route === 'POST /v1/checkout/sessions') {
        if (!this.customers.has(form.customer))
          return fail(400, 'invalid_request_error', `No such customer: '${form.customer}'`);
        const id = this.nextId('cs');
        const session = {
          id,
          object: 'checkout.session',
          mode: form.mode,
          customer: form.customer,
          client_reference_id: form.client_reference_id ?? null,
          metadata: { userId: form['metadata[userId]'] },
          price: form['line_items[0][price]'],
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          url: `${this.baseUrl}/checkout/${id}`,
          status: 'open',
        };
        this.checkoutSessions.set(id, session);
        return reply(200, session);
      }
      if (route === 'POST /v1/billing_portal/sessions') {
        if (!this.customers.has(form.customer))
          return fail(400, 'invalid_request_error', `No such customer: '${form.customer}'`);
        const id = this.nextId('bps');
        const session = {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `${this.baseUrl}/portal/${id}`,
        };
        this.portalSessions.set(id, session);
        return reply(200, session);
      }
      if (route === 'GET /v1/subscriptions') {
        const customer = url.searchParams.get('customer');
        const status = url.searchParams.get('status');
        const data = [...this.subscriptions.values()]
          .filter((sub) => sub.customer === customer)
          .filter((sub) => status === 'all' || sub.status === (status ?? 'active'))
          .sort((a, b) => b.created - a.created);
        return reply(200, { object: 'list', url: '/v1/subscriptions', has_more: false, data });
      }
      const subscription = /^GET \/v1\/subscriptions\/([^/]+)$/.exec(route);
      if (subscription) {
        const found = this.subscriptions.get(subscription[1]);
        return found
          ? reply(200, found)
          : fail(404, 'invalid_request_error', `No such subscription: '${subscription[1]}'`);
      }
      return fail(404, 'invalid_request_error', `Unrecognized request URL (${route}).`);
    });
  }
}

module.exports = { FakeStripe };
