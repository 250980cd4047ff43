// Stripe's events and Escrow.com's notifications through nginx, so that they land on three
// replicas at once: repeated, reordered, tampered and forged, the plans and sales end right
// and nothing is applied twice. See docs/reliability.md.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startStack } from '../support/stack.mjs';
import { database, pool, timed, timedHost, withServerLogs } from './support.mjs';

const OWNERS = 150;
const CONCURRENCY = 16;

/** A seeded generator (mulberry32), so a failing order can be replayed. */
function random(seed) {
  let a = seed;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

describe('payment events against three replicas', () => {
  let stack;
  let db;
  let base;

  before(async () => {
    // Every buyer comes through nginx from one address: the per-address limits on leads and
    // escrow checkouts are raised so that they are not what answers.
    stack = await startStack({
      replicas: 3,
      env: { LEADS_PER_HOUR_PER_ADDRESS: '100000', ESCROW_PER_HOUR_PER_ADDRESS: '100000' },
    });
    db = database(stack);
    base = `http://127.0.0.1:${stack.proxyPort}`;
  });
  after(async () => {
    await db?.end();
    await stack?.stop();
  });

  it('ends every owner in the right plan from repeated, reordered and tampered Stripe events, each applied once', (t) =>
    withServerLogs(stack, async () => {
      const { stripe } = stack;
      const pick = random(20261125);
      const owners = [];
      for (let i = 0; i < OWNERS; i += 1) {
        const email = `stripe-${i}@example.com`;
        const res = await fetch(`${stripe.baseUrl}/v1/customers`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${stripe.secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ email }),
        });
        const customer = (await res.json()).id;
        const { rows } = await db.query(
          `insert into users (email, username, display_name, email_confirmed_at, stripe_customer_id)
           values ($1, $2, $3, now(), $4) returning id`,
          [email, `stripe-owner-${i}`, `Stripe Owner ${i}`, customer],
        );
        const interval = i % 2 ? 'MONTH' : 'YEAR';
        const subscription = stripe.subscribe(customer, `price_pro_${interval.toLowerCase()}`);
        owners.push({ id: rows[0].id, customer, interval, subscription, cancels: i % 3 === 0 });
      }
      const deliver = (event, { payload = JSON.stringify(event), signature } = {}) =>
        timed(`${base}/api/payments/webhook`, {
          method: 'POST',
          headers: { 'stripe-signature': signature ?? stripe.signature(payload) },
          body: payload,
        });
      /** Each event one to three times, shuffled. */
      const shuffled = (events) => {
        const list = events.flatMap((event) => Array.from({ length: 1 + pick(3) }, () => event));
        for (let i = list.length - 1; i > 0; i -= 1) {
          const j = pick(i + 1);
          [list[i], list[j]] = [list[j], list[i]];
        }
        return list;
      };
      /**
       * Forgeries of real events: the body changed under a genuine signature (another owner's
       * customer), a signature made with another secret, one older than five minutes.
       */
      const forgeries = (events) =>
        events.map((event, i) => {
          const payload = JSON.stringify(event);
          if (i % 3 === 0) {
            const own = event.data.object.customer;
            const victim =
              owners.find((o, k) => k >= (i * 7) % OWNERS && o.customer !== own) ??
              owners.find((o) => o.customer !== own);
            const changed = JSON.parse(payload);
            changed.data.object.customer = victim.customer;
            return {
              event,
              payload: JSON.stringify(changed),
              signature: stripe.signature(payload),
            };
          }
          if (i % 3 === 1) {
            const ts = Math.floor(Date.now() / 1000);
            const v1 = createHmac('sha256', 'whsec_someone_else')
              .update(`${ts}.${payload}`)
              .digest('hex');
            return { event, payload, signature: `t=${ts},v1=${v1}` };
          }
          return {
            event,
            payload,
            signature: stripe.signature(payload, Math.floor(Date.now() / 1000) - 301),
          };
        });
      /** Genuine deliveries (200) and forged ones (400), mixed, 16 in flight. */
      const deliverAll = async (genuine, forged) => {
        const items = [
          ...genuine.map((event) => ({ event })),
          ...forged.map((forgery) => ({ ...forgery, forged: true })),
        ];
        for (let i = items.length - 1; i > 0; i -= 1) {
          const j = pick(i + 1);
          [items[i], items[j]] = [items[j], items[i]];
        }
        const answers = await pool(items, CONCURRENCY, (item) =>
          deliver(item.event, item.forged ? item : {}),
        );
        const wrong = answers
          .map((answer, i) => ({ answer, item: items[i] }))
          .filter(({ answer, item }) => answer.status !== (item.forged ? 400 : 200));
        assert.deepEqual(
          wrong
            .slice(0, 3)
            .map(({ answer, item }) => [item.forged ?? false, answer.status, answer.body]),
          [],
          `${wrong.length} deliveries answered wrongly`,
        );
        return items.length;
      };
      const planOf = async (id) =>
        (await db.query(`select plan_type, plan_interval from users where id = $1`, [id])).rows[0];
      const subscriptionReads = () =>
        stripe.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/subscriptions'))
          .length;
      const readsBefore = subscriptionReads();

      const signUps = owners.flatMap((owner) => [
        stripe.event('checkout.session.completed', {
          object: 'checkout.session',
          customer: owner.customer,
          client_reference_id: owner.id,
        }),
        stripe.event('customer.subscription.created', owner.subscription),
      ]);
      const first = await deliverAll(shuffled(signUps), forgeries(signUps.slice(0, 30)));
      for (const owner of owners)
        assert.deepEqual(await planOf(owner.id), {
          plan_type: 'PRO',
          plan_interval: owner.interval,
        });

      // A third cancel; their cancellations come mixed with late repeats of the sign-ups and
      // with the others' renewals, some forged.
      const later = signUps.filter(() => pick(4) === 0);
      for (const owner of owners)
        later.push(
          owner.cancels
            ? stripe.event(
                'customer.subscription.deleted',
                stripe.setStatus(owner.subscription.id, 'canceled'),
              )
            : stripe.event('invoice.paid', { object: 'invoice', customer: owner.customer }),
        );
      const second = await deliverAll(shuffled(later), forgeries(later.slice(-30)));
      for (const owner of owners)
        assert.deepEqual(
          await planOf(owner.id),
          owner.cancels
            ? { plan_type: 'FREE', plan_interval: null }
            : { plan_type: 'PRO', plan_interval: owner.interval },
        );

      // Each distinct event recorded once and read from Stripe once, however often it came and
      // on whichever replica.
      const distinct = new Set([...signUps, ...later].map((event) => event.id));
      const { rows } = await db.query(`select id from stripe_events where id = any($1)`, [
        [...distinct],
      ]);
      assert.equal(rows.length, distinct.size, 'every event recorded, once');
      assert.equal(
        subscriptionReads() - readsBefore,
        distinct.size,
        'one read of Stripe per event',
      );
      t.diagnostic(
        `${OWNERS} owners: ${first + second} deliveries (${distinct.size} distinct events, 60 of them forged) through nginx, ${CONCURRENCY} at a time; plans right, ${distinct.size} events recorded and read from Stripe once each`,
      );
    }));

  it('sells a domain only when Escrow.com says so, once, whatever the notifications', (t) =>
    withServerLogs(stack, async () => {
      const { escrow } = stack;
      const { rows: offered } = await db.query(
        `update domains set buy_it_now = true, selling_price = 2500, price_hidden = false,
           public = true, sold = false
         where id in (select d.id from domains d join users u on u.id = d.owner_id
                      where u.username = 'demo' order by d.name limit 9)
         returning id, name`,
      );
      const ownerHost = `demo.localhost:${stack.proxyPort}`;
      // Each buyer's form: the lead, then the checkout it starts.
      const checkouts = await pool(offered, 9, async (domain, i) => {
        const email = `escrow-buyer-${i}@example.org`;
        const lead = await timed(`${base}/api/emails/send`, {
          method: 'POST',
          body: {
            data: {
              domain: domain.name,
              owner: 'demo',
              sellingPrice: null,
              name: `Escrow Buyer ${i}`,
              email,
              recaptcha: 'human',
            },
          },
        });
        assert.equal(lead.status, 200, JSON.stringify(lead.body));
        const pay = await timedHost(`${base}/api/integrations/escrow/pay`, ownerHost, {
          method: 'POST',
          body: { domain: domain.name, email, leadId: lead.body.payload.leadId },
        });
        assert.equal(pay.status, 200, JSON.stringify(pay.body));
        return domain;
      });
      const { rows: transactions } = await db.query(
        `select id, domain_id, escrow_transaction_id from escrow_transactions
         where domain_id = any($1)`,
        [checkouts.map((d) => d.id)],
      );
      assert.equal(transactions.length, 9);
      // What Escrow.com posts: the event, its type, the numeric id and the reference.
      const notify = (id) =>
        timed(`${base}/api/integrations/escrow/notifications`, {
          method: 'POST',
          body: escrow.notification(id),
        });
      const notifyAll = async (ids) => {
        const answers = await pool(ids, CONCURRENCY, notify);
        assert.deepEqual(
          answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body]),
          [],
        );
        return answers.length;
      };
      const sold = async () =>
        (
          await db.query(
            `select id, sold, sale_price, sale_venue, sale_fees from domains where id = any($1) and sold`,
            [checkouts.map((d) => d.id)],
          )
        ).rows;

      // Forged "completed" notices (the purchase is not complete at Escrow.com) and notices of
      // transactions that do not exist, each several times at once: nothing sold.
      const forged = [
        ...transactions.flatMap((tr) => [tr.escrow_transaction_id, tr.escrow_transaction_id]),
        '999999',
      ];
      const forgedCount = await notifyAll(forged);
      const malformed = await timed(`${base}/api/integrations/escrow/notifications`, {
        method: 'POST',
        body: { event: 'complete', event_type: 'transaction', transaction_id: 'not-an-id' },
      });
      assert.equal(malformed.status, 400, JSON.stringify(malformed.body));
      assert.deepEqual(await sold(), [], 'no forged notice sells anything');

      // Six purchases complete; every transaction is notified four times at once.
      const completed = transactions.slice(0, 6);
      for (const tr of completed) escrow.complete(tr.escrow_transaction_id);
      const genuine = transactions.flatMap((tr) => Array(4).fill(tr.escrow_transaction_id));
      const genuineCount = await notifyAll(genuine);
      const nowSold = await sold();
      assert.deepEqual(
        nowSold.map((d) => d.id).sort(),
        completed.map((tr) => tr.domain_id).sort(),
        'exactly the completed purchases are sold',
      );
      for (const domain of nowSold)
        assert.deepEqual(
          { price: domain.sale_price, venue: domain.sale_venue, fees: domain.sale_fees },
          { price: '2500.00', venue: 'Escrow.com', fees: '10.00' },
        );
      const { rows: states } = await db.query(
        `select status, count(*)::int as n from escrow_transactions where id = any($1) group by status order by status`,
        [transactions.map((tr) => tr.id)],
      );
      assert.deepEqual(
        states.find((s) => s.status === 'COMPLETED')?.n,
        6,
        'six transactions completed, once each',
      );
      t.diagnostic(
        `9 checkouts; ${forgedCount} forged or unknown notices sold nothing; ${genuineCount} notices (4 per transaction, 6 completed) sold exactly the 6, once`,
      );
    }));
});
