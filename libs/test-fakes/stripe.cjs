'use strict';
// A local stand-in for the parts of Stripe that Domainfolio uses, speaking its documented
// protocol (form-encoded requests with bracketed keys, JSON answers, Bearer secret key), for the
// Stripe SDK pointed at it (`host`, `port`, `protocol`), with the hosted pages a browser visits.
//
//   POST /v1/customers                    a customer (email, metadata[userId])
//   POST /v1/checkout/sessions            a subscription Checkout; its `url` is this server's
//   POST /v1/billing_portal/sessions      a customer-portal session; its `url` is this server's
//   GET  /v1/subscriptions?customer=&status=all, GET /v1/subscriptions/:id
//
//   GET  /checkout/:id                    the hosted Checkout page: plan, price, the customer's
//                                         email and a Subscribe button
//   POST /checkout/:id                    Subscribe: the subscription starts, the webhook gets
//                                         checkout.session.completed and
//                                         customer.subscription.created, then 303 to success_url
//   GET  /portal/:id                      the customer portal: the current plan, Cancel plan and
//                                         (on a monthly plan) Switch to yearly
//   POST /portal/:id/cancel               the subscription is canceled, the webhook gets
//                                         customer.subscription.deleted, then 303 to return_url
//   POST /portal/:id/switch-yearly        the subscription moves to the yearly price, the webhook
//                                         gets customer.subscription.updated, then 303 to return_url
//
// Webhooks go to `webhookUrl` (a constructor option or property; none set, none are sent) as
// Stripe sends them: a JSON event body with `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of
// "<t>.<body>">` made with the webhook secret given to `env()`. The pages wait for each answer
// before redirecting, so the product already knows the outcome when the browser comes back.
// Tests may also drive Stripe's state directly (`subscribe`, `setStatus`), build events (`event`)
// and deliver them (`deliver`).
const { createHmac, randomBytes } = require('node:crypto');
const { LocalServer } = require('./local-server.cjs');

/** Statuses in which a subscription is still running (and so shows in the portal). */
const RUNNING = new Set(['active', 'trialing', 'past_due']);

/** The prices the fake sells, as env() names them to the API. */
const DEFAULT_PRICES = {
  price_pro_month: {
    product: 'Domainfolio Pro',
    unitAmount: 900,
    currency: 'usd',
    interval: 'month',
  },
  price_pro_year: {
    product: 'Domainfolio Pro',
    unitAmount: 9900,
    currency: 'usd',
    interval: 'year',
  },
};

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const STYLE = `body{font-family:system-ui,sans-serif;background:#f9fafb;color:#111827;margin:0}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}p{margin:.5rem 0}.price{font-size:1.5rem;font-weight:600}
form{margin-top:1rem}button{width:100%;padding:.6rem;border:0;border-radius:.375rem;font-size:1rem;font-weight:600;color:#fff;background:#4f46e5;cursor:pointer}
button.danger{background:#dc2626}a{color:#4f46e5}.muted{color:#6b7280;font-size:.875rem}`;

function htmlPage(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

class FakeStripe extends LocalServer {
  constructor({
    secretKey = `sk_test_fake_${randomBytes(6).toString('hex')}`,
    webhookSecret = 'whsec_fake',
    webhookUrl = null,
    prices = DEFAULT_PRICES,
  } = {}) {
    super();
    this.secretKey = secretKey;
    this.webhookSecret = webhookSecret;
    /** Where events are delivered (the product's webhook endpoint); null sends none. */
    this.webhookUrl = webhookUrl;
    this.prices = prices;
    this.customers = new Map();
    this.subscriptions = new Map();
    this.checkoutSessions = new Map();
    this.portalSessions = new Map();
    /** Metadata a Checkout gives the subscription it starts (subscription_data[metadata]). */
    this.subscriptionMetadata = new Map();
    /** Every API request, in order: { method, path, form }. */
    this.requests = [];
    /** Every webhook delivery, in order: { event, status } (status null when unreachable). */
    this.deliveries = [];
    this.sequence = 0;
  }

  nextId(prefix) {
    this.sequence += 1;
    return `${prefix}_fake${this.sequence.toString().padStart(6, '0')}`;
  }

  /**
   * The API's settings for this fake, with the price ids it knows. The webhook secret given
   * here is the one the fake signs its webhooks with.
   */
  env(webhookSecret = this.webhookSecret) {
    this.webhookSecret = webhookSecret;
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

  /** The Stripe-Signature header for a payload: t=<unix>,v1=<HMAC-SHA256 of "<t>.<payload>">. */
  signature(payload, timestamp = Math.floor(Date.now() / 1000)) {
    const v1 = createHmac('sha256', this.webhookSecret)
      .update(`${timestamp}.${payload}`, 'utf8')
      .digest('hex');
    return `t=${timestamp},v1=${v1}`;
  }

  /**
   * Sends an event to `webhookUrl`, signed, and waits for the answer (Stripe treats any 2xx as
   * received). Resolves with the HTTP status, or null when nothing answered.
   */
  async deliver(event) {
    if (!this.webhookUrl) return null;
    const payload = JSON.stringify(event, null, 2);
    let status = null;
    try {
      const response = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': this.signature(payload),
        },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = null;
    }
    this.deliveries.push({ event, status });
    return status;
  }

  /** The customer's newest running subscription, which the portal manages. */
  currentSubscription(customer) {
    return [...this.subscriptions.values()]
      .filter((sub) => sub.customer === customer && RUNNING.has(sub.status))
      .sort((a, b) => b.created - a.created)[0];
  }

  priceLabel(priceId) {
    const price = this.prices[priceId];
    if (!price) return escapeHtml(priceId);
    const amount = (price.unitAmount / 100).toFixed(2);
    const symbol = price.currency === 'usd' ? '$' : `${price.currency.toUpperCase()} `;
    return `${escapeHtml(price.product)}: <span class="price">${symbol}${amount}</span> per ${price.interval}`;
  }

  /** Subscribe on the Checkout page: what Stripe does once the card is charged. */
  async completeCheckout(session) {
    const subscription = this.subscribe(session.customer, session.price);
    subscription.metadata = { ...(this.subscriptionMetadata.get(session.id) ?? {}) };
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
    });
    await this.deliver(this.event('checkout.session.completed', session));
    await this.deliver(this.event('customer.subscription.created', subscription));
  }

  /** The hosted pages (Checkout, the customer portal), for a browser. */
  async page(req, res, url) {
    const html = (status, title, body) =>
      res
        .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
        .end(htmlPage(title, body));
    const redirect = (location) => res.writeHead(303, { location }).end();
    const notFound = () =>
      html(404, 'Stripe', '<h1>Not found</h1><p>This link is not valid any more.</p>');

    const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    if (checkout) {
      const session = this.checkoutSessions.get(checkout[1]);
      if (!session) return notFound();
      // A finished Checkout sends the browser back, as Stripe does for a used link.
      if (session.status === 'complete') return redirect(session.success_url);
      if (req.method === 'POST') {
        await this.completeCheckout(session);
        return redirect(session.success_url);
      }
      const email = this.customers.get(session.customer)?.email ?? '';
      return html(
        200,
        'Checkout | Stripe',
        `<p><a href="${escapeHtml(session.cancel_url)}">&larr; Back</a></p>
<h1>Subscribe to ${escapeHtml(this.prices[session.price]?.product ?? session.price)}</h1>
<p>${this.priceLabel(session.price)}</p>
<p class="muted">Email</p><p>${escapeHtml(email)}</p>
<form method="post" action="/checkout/${escapeHtml(session.id)}"><button type="submit">Subscribe</button></form>
<p class="muted">Stripe (local fake): no card is charged.</p>`,
      );
    }

    const portal = /^\/portal\/([^/]+)(?:\/(cancel|switch-yearly))?$/.exec(url.pathname);
    if (portal) {
      const session = this.portalSessions.get(portal[1]);
      if (!session) return notFound();
      const subscription = this.currentSubscription(session.customer);
      const action = portal[2];
      if (action && req.method === 'POST') {
        if (!subscription) return redirect(session.return_url);
        if (action === 'cancel') {
          const now = Math.floor(Date.now() / 1000);
          Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now });
          await this.deliver(this.event('customer.subscription.deleted', subscription));
        } else {
          const yearly = Object.keys(this.prices).find((id) => this.prices[id].interval === 'year');
          const item = subscription.items.data[0];
          if (yearly && item && item.price.id !== yearly) {
            item.price = { id: yearly, object: 'price', recurring: { interval: 'year' } };
            item.current_period_end = Math.floor(Date.now() / 1000) + 365 * 86400;
            await this.deliver(this.event('customer.subscription.updated', subscription));
          }
        }
        return redirect(session.return_url);
      }
      if (action) return notFound();
      const item = subscription?.items.data[0];
      const monthly = item?.price.recurring.interval === 'month';
      const base = `/portal/${escapeHtml(session.id)}`;
      return html(
        200,
        'Billing | Stripe',
        `<p><a href="${escapeHtml(session.return_url)}">&larr; Return to Domainfolio</a></p>
<h1>Current plan</h1>
${
  item
    ? `<p>${this.priceLabel(item.price.id)}</p>
<p class="muted">Renews on ${new Date(item.current_period_end * 1000).toISOString().slice(0, 10)}</p>
${monthly ? `<form method="post" action="${base}/switch-yearly"><button type="submit">Switch to yearly</button></form>` : ''}
<form method="post" action="${base}/cancel"><button type="submit" class="danger">Cancel plan</button></form>`
    : '<p>You have no active subscription.</p>'
}
<p class="muted">Stripe (local fake)</p>`,
      );
    }
    return null;
  }

  handle(req, res) {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = Object.fromEntries(new URLSearchParams(body));
      const reply = (status, value) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      const fail = (status, type, message) => reply(status, { error: { type, message } });
      if (!url.pathname.startsWith('/v1/')) {
        this.page(req, res, url)
          .then((served) => {
            if (served === null) fail(404, 'invalid_request_error', 'Unrecognized request URL.');
          })
          .catch((error) => {
            if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
            res.end(String(error?.stack ?? error));
          });
        return;
      }
      this.requests.push({ method: req.method, path: url.pathname, form });
      if (req.headers.authorization !== `Bearer ${this.secretKey}`)
        return fail(401, 'invalid_request_error', 'Invalid API Key provided.');
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
          payment_status: 'unpaid',
          subscription: null,
        };
        this.checkoutSessions.set(id, session);
        const metadata = Object.fromEntries(
          Object.entries(form)
            .map(([key, value]) => [/^subscription_data\[metadata\]\[(.+)\]$/.exec(key), value])
            .filter(([match]) => match)
            .map(([match, value]) => [match[1], value]),
        );
        this.subscriptionMetadata.set(id, metadata);
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
