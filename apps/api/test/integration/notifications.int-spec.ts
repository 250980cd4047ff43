import {
  FakeDiscord,
  FakeNtfy,
  FakeSlack,
  FakeTelegram,
  WebhookReceiver,
  verifySignature,
} from '@domainfolio/test-fakes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import request from 'supertest';
import {
  alertChannels,
  alertDeliveries,
  domains,
  emailOutbox,
  leads,
  ownerEvents,
  type UserRow,
} from '../../src/database/schema';
import { AlertsWorker } from '../../src/modules/notifications/alerts.worker';
import { ExpiryReminderJob } from '../../src/modules/notifications/expiry-reminder.job';
import { createDomain } from '../factories/domain.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/** 'yyyy-MM-dd' `days` from today (UTC). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('owner alerts: channels, events, reminders and the calendar feed', () => {
  let t: TestApp;
  let owner: UserRow;
  let cookie: string;
  let otherCookie: string;
  const slack = new FakeSlack();
  const discord = new FakeDiscord();
  const telegram = new FakeTelegram();
  const ntfy = new FakeNtfy();
  const receiver = new WebhookReceiver({ secret: 'whsec_0123456789abcdef0123456789' });
  // soon.com's expiration, kept: the calendar feed, asked later, must show this very date.
  const soonExpiration = inDays(5);

  beforeAll(async () => {
    await Promise.all([
      slack.start(),
      discord.start(),
      telegram.start(),
      ntfy.start(),
      receiver.start(),
    ]);
    t = await createTestApp({
      EMAIL_WORKER: 'off',
      ALLOW_PRIVATE_WEBHOOKS: 'true',
      LEADS_PER_HOUR_PER_ADDRESS: '10000',
      ...telegram.env(),
    });
    owner = await createOwner(t, { username: 'alerted', email: 'alerted@owner.example' });
    await createOwner(t, { username: 'stranger', email: 'stranger@owner.example' });
    cookie = await signIn(t, 'alerted@owner.example');
    otherCookie = await signIn(t, 'stranger@owner.example');
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([
      slack.stop(),
      discord.stop(),
      telegram.stop(),
      ntfy.stop(),
      receiver.stop(),
    ]);
  });

  const worker = () => t.app.get(AlertsWorker);
  const add = (body: object, as = cookie) =>
    request(t.http).post('/api/notifications/channels').set('Cookie', as).send(body);

  const channelIds: Record<string, string> = {};

  it('adds one channel of each kind and never answers a secret back', async () => {
    const bodies = {
      WEBHOOK: { type: 'WEBHOOK', name: 'My server', url: receiver.url(), secret: receiver.secret },
      SLACK: { type: 'SLACK', name: 'Team Slack', url: slack.webhookUrl() },
      DISCORD: { type: 'DISCORD', name: 'Deals', url: discord.webhookUrl() },
      TELEGRAM: {
        type: 'TELEGRAM',
        name: 'My phone',
        botToken: telegram.token,
        chatId: '-1001234567890',
      },
      NTFY: { type: 'NTFY', name: 'ntfy', server: ntfy.serverUrl, topic: 'domainfolio-alerts' },
    };
    for (const [type, body] of Object.entries(bodies)) {
      const res = await add(body).expect(201);
      expect(res.body).toMatchObject({ type: 'SUCCESS', payload: { type, name: body.name } });
      channelIds[type] = res.body.payload._id;
    }
    const list = await request(t.http)
      .get('/api/notifications/channels')
      .set('Cookie', cookie)
      .expect(200);
    expect(list.body.payload.map((c: { type: string }) => c.type)).toEqual([
      'EMAIL',
      'WEBHOOK',
      'SLACK',
      'DISCORD',
      'TELEGRAM',
      'NTFY',
    ]);
    const text = JSON.stringify(list.body);
    expect(text).not.toContain(receiver.secret);
    expect(text).not.toContain(telegram.token);
    expect(text).not.toContain(new URL(slack.webhookUrl()).pathname);
    expect(text).not.toContain(new URL(discord.webhookUrl()).pathname);
    // Nor are they stored in the clear.
    const [stored] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(alertChannels)
      .where(sql`${alertChannels.secrets} like ${`%${telegram.token}%`}`);
    expect(stored?.n).toBe(0);
  });

  it('refuses a channel without what its kind needs, or at a malformed address', async () => {
    const missing = await add({ type: 'TELEGRAM', name: 'Phone', chatId: '123' }).expect(400);
    expect(missing.body.message).toContain('botToken is required');
    expect(missing.body.errors).toEqual([
      { field: 'botToken', message: 'botToken is required for a Telegram channel.' },
    ]);
    const slackUrl = await add({ type: 'SLACK', name: 'S', url: 'https://example.com/x' }).expect(
      400,
    );
    expect(slackUrl.body.message).toContain('Slack incoming webhook URL');
    await add({
      type: 'WEBHOOK',
      name: 'W',
      url: 'ftp://example.com',
      secret: 'x'.repeat(20),
    }).expect(400);
    await add({ type: 'WEBHOOK', name: 'W', url: receiver.url(), secret: 'short' }).expect(400);
    await add({ type: 'PIGEON', name: 'W' }).expect(400);
  });

  it('sends a test to each channel and says what the far side answered', async () => {
    for (const type of ['WEBHOOK', 'SLACK', 'DISCORD', 'TELEGRAM', 'NTFY']) {
      const res = await request(t.http)
        .post(`/api/notifications/channels/${channelIds[type]}/test`)
        .set('Cookie', cookie)
        .expect(200);
      expect(res.body.payload).toMatchObject({ ok: true });
      expect(res.body.type).toBe('SUCCESS');
    }
    expect(receiver.deliveries.at(-1)).toMatchObject({ verified: true, event: 'test' });
    expect(slack.messages).toHaveLength(1);
    expect(discord.messages).toHaveLength(1);
    expect(String(telegram.messages[0]!.chatId)).toBe('-1001234567890');
    expect(ntfy.messages[0]).toMatchObject({ topic: 'domainfolio-alerts' });

    // The far side refusing is told as it was said.
    // Slack's answer for a webhook whose channel was removed.
    slack.failNext(404);
    const refused = await request(t.http)
      .post(`/api/notifications/channels/${channelIds.SLACK}/test`)
      .set('Cookie', cookie)
      .expect(200);
    expect(refused.body.type).toBe('ERROR');
    expect(refused.body.payload.ok).toBe(false);
    expect(refused.body.payload.status).toBe(404);
    expect(refused.body.message).toContain('404');
    // The email channel queues a message to the account's address.
    const email = await request(t.http)
      .post('/api/notifications/channels/email/test')
      .set('Cookie', cookie)
      .expect(200);
    expect(email.body.payload.body).toContain('alerted@owner.example');
  });

  it('keeps every channel to its owner', async () => {
    const id = channelIds.SLACK!;
    await request(t.http)
      .post(`/api/notifications/channels/${id}/test`)
      .set('Cookie', otherCookie)
      .expect(404);
    await request(t.http)
      .post(`/api/notifications/channels/${id}/delete`)
      .set('Cookie', otherCookie)
      .expect(404);
    await request(t.http)
      .get(`/api/notifications/deliveries?channel=${id}`)
      .set('Cookie', otherCookie)
      .expect(404);
    const theirs = await request(t.http)
      .get('/api/notifications/channels')
      .set('Cookie', otherCookie);
    expect(theirs.body.payload).toHaveLength(1);
    // Routing to a channel of someone else's is refused.
    const res = await request(t.http)
      .post('/api/notifications/settings')
      .set('Cookie', otherCookie)
      .send({
        expiryReminders: true,
        expiryReminderDays: [7],
        digest: false,
        routes: { 'lead.received': [id] },
      })
      .expect(400);
    expect(res.body.message).toContain('names a channel you do not have');
  });

  it('sends a new offer to every channel it is routed to, signed, naming the domain, the amount and the buyer', async () => {
    await createDomain(t.db, owner.id, { name: 'hotname.com', sellingPrice: '9000.00' });
    const routes = {
      'lead.received': [
        'email',
        channelIds.WEBHOOK,
        channelIds.SLACK,
        channelIds.DISCORD,
        channelIds.TELEGRAM,
        channelIds.NTFY,
      ],
      'offer.answered': ['email', channelIds.WEBHOOK],
      'domain.expiring': ['email', channelIds.WEBHOOK, channelIds.SLACK],
      'domain.sold': [channelIds.WEBHOOK],
      'import.finished': [],
      'summary.weekly': [],
    };
    await request(t.http)
      .post('/api/notifications/settings')
      .set('Cookie', cookie)
      .send({
        expiryReminders: true,
        expiryReminderDays: [60, 30, 14, 7, 1],
        digest: false,
        routes,
      })
      .expect(200);
    receiver.deliveries.length = 0;
    await request(t.http)
      .post('/api/emails/send')
      .send({
        data: {
          domain: 'hotname.com',
          owner: 'alerted',
          name: 'Hana Buyer',
          email: 'hana@buyer.example',
          offer: 4500,
          message: 'Hi',
        },
      })
      .expect(200);
    const run = await worker().runOnce();
    expect(run.sent).toBe(5);

    const [hook] = await receiver.waitForDeliveries(1);
    expect(hook!.verified).toBe(true);
    expect(hook!.event).toBe('lead.received');
    const check = verifySignature(
      receiver.secret,
      String(hook!.headers['x-domainfolio-signature']),
      hook!.body,
    );
    expect(check.ok).toBe(true);
    expect(hook!.json).toMatchObject({
      event: 'lead.received',
      domain: 'hotname.com',
      data: { domain: 'hotname.com', amount: 4500, buyerName: 'Hana Buyer' },
    });
    expect((hook!.json as { url: string }).url).toMatch(/\/dashboard\/leads\/[0-9a-f-]{36}$/);
    expect(JSON.stringify(slack.messages.at(-1)!.payload)).toContain('hotname.com');
    expect(JSON.stringify(discord.messages.at(-1)!.payload)).toContain('$4,500.00');
    expect(telegram.messages.at(-1)!.text).toContain('Hana Buyer');
    expect(ntfy.messages.at(-1)!.title).toContain('hotname.com');
    // The lead email still goes out once (the leads module writes it), and no second alert email.
    const kinds = await t.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'alerted@owner.example'));
    expect(kinds.filter((k) => k.kind === 'LEAD')).toHaveLength(1);
    expect(kinds.filter((k) => k.kind === 'OWNER_ALERT')).toHaveLength(1); // the email test above
    // Routing it once more writes nothing new: one message per event and channel.
    expect((await worker().runOnce()).sent).toBe(0);

    const log = await request(t.http)
      .get('/api/notifications/deliveries')
      .set('Cookie', cookie)
      .expect(200);
    expect(log.body.payload[0]).toMatchObject({
      event: 'lead.received',
      domain: 'hotname.com',
      status: 'SENT',
      attempts: 1,
    });
  });

  it('takes many offers for one owner at once, each stored with its event (no deadlock)', async () => {
    const before = await t.db
      .select({ id: ownerEvents.id })
      .from(ownerEvents)
      .where(eq(ownerEvents.type, 'lead.received'));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request(t.http)
          .post('/api/emails/send')
          .send({
            data: {
              domain: 'hotname.com',
              owner: 'alerted',
              name: `Racer ${i}`,
              email: `racer-${i}@buyer.example`,
              offer: 100 + i,
            },
          }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(12).fill(200));
    const after = await t.db
      .select({ id: ownerEvents.id })
      .from(ownerEvents)
      .where(eq(ownerEvents.type, 'lead.received'));
    expect(after.length - before.length).toBe(12);
    await worker().runOnce();
  });

  it('stops the lead email when the owner routes new leads away from email', async () => {
    const settings = (
      await request(t.http).get('/api/notifications/settings').set('Cookie', cookie)
    ).body.payload;
    await request(t.http)
      .post('/api/notifications/settings')
      .set('Cookie', cookie)
      .send({ ...settings, routes: { ...settings.routes, 'lead.received': [channelIds.WEBHOOK] } })
      .expect(200);
    const leadEmails = () =>
      t.db
        .select({ kind: emailOutbox.kind })
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.toAddress, 'alerted@owner.example'), eq(emailOutbox.kind, 'LEAD')),
        );
    const emailsBefore = (await leadEmails()).length;
    await request(t.http)
      .post('/api/emails/send')
      .send({
        data: {
          domain: 'hotname.com',
          owner: 'alerted',
          name: 'Ivo',
          email: 'ivo@buyer.example',
          offer: 100,
        },
      })
      .expect(200);
    expect(await leadEmails()).toHaveLength(emailsBefore);
    await worker().runOnce();
    expect(receiver.deliveries.at(-1)!.json).toMatchObject({ data: { buyerName: 'Ivo' } });
    await request(t.http)
      .post('/api/notifications/settings')
      .set('Cookie', cookie)
      .send(settings)
      .expect(200);
  });

  it('retries a channel that is rate limited, waiting at least what it asked (and 30 s)', async () => {
    slack.rateLimitNext(1);
    const domain = await createDomain(t.db, owner.id, {
      name: 'soon.com',
      expiration: soonExpiration,
      renewalCost: '12.99',
      registrar: 'NAMECHEAP',
    });
    await t.app.get(ExpiryReminderJob).run(new Date());
    await worker().runOnce();
    const [slackDelivery] = await t.db
      .select()
      .from(alertDeliveries)
      .where(
        and(eq(alertDeliveries.domain, 'soon.com'), eq(alertDeliveries.event, 'domain.expiring')),
      )
      .orderBy(asc(alertDeliveries.createdAt))
      .then((rows) => rows.filter((row) => row.channelId === channelIds.SLACK));
    expect(slackDelivery).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(slackDelivery!.lastResponse).toMatch(/^429/);
    const wait = slackDelivery!.nextAttemptAt.getTime() - slackDelivery!.lastAttemptAt!.getTime();
    expect(wait).toBeGreaterThanOrEqual(29_000);
    expect(wait).toBeLessThanOrEqual(31_000);
    // Its time comes: sent, once.
    await t.db
      .update(alertDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(alertDeliveries.id, slackDelivery!.id));
    await worker().runOnce();
    const [after] = await t.db
      .select()
      .from(alertDeliveries)
      .where(eq(alertDeliveries.id, slackDelivery!.id));
    expect(after).toMatchObject({ status: 'SENT', attempts: 2 });
    const text = JSON.stringify(slack.messages.at(-1)!.payload);
    expect(text).toContain('soon.com expires in 5 days');
    expect(text).toContain('$12.99');
    expect(text).toContain('NAMECHEAP');
    expect(domain).toBeDefined();
    // The email channel got it too: the domain in the subject, the link to its page.
    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'OWNER_ALERT'),
          eq(emailOutbox.subject, 'soon.com expires in 5 days'),
        ),
      );
    expect(email?.toAddress).toBe('alerted@owner.example');
    expect(email?.text).toContain('renewal $12.99, at NAMECHEAP');
    expect(email?.text).toContain('http://localhost:3000/dashboard/domains/soon.com');
  });

  it('keeps retrying a webhook that fails, and gives up only after 24 hours', async () => {
    receiver.failNext(503, 1);
    await request(t.http)
      .post('/api/emails/send')
      .send({
        data: {
          domain: 'hotname.com',
          owner: 'alerted',
          name: 'Jo',
          email: 'jo@buyer.example',
          offer: 200,
        },
      })
      .expect(200);
    await worker().runOnce();
    const pending = await t.db
      .select()
      .from(alertDeliveries)
      .where(
        and(
          eq(alertDeliveries.channelId, channelIds.WEBHOOK!),
          eq(alertDeliveries.status, 'PENDING'),
        ),
      );
    expect(pending).toHaveLength(1);
    expect(pending[0]!.lastResponse).toMatch(/^503/);
    expect(pending[0]!.giveUpAt.getTime() - pending[0]!.createdAt.getTime()).toBe(24 * 3_600_000);
    await t.db
      .update(alertDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(alertDeliveries.id, pending[0]!.id));
    await worker().runOnce();
    const last = receiver.deliveries.at(-1)!;
    expect(last.verified).toBe(true);
    expect(last.deliveryId).toBe(pending[0]!.id);
  });

  it('tells of an import once its last chunk is saved, counting the whole upload', async () => {
    const imported = async () =>
      (await t.db.select().from(ownerEvents).where(eq(ownerEvents.type, 'import.finished'))).map(
        (row) => row.payload,
      );
    const before = (await imported()).length;
    await request(t.http)
      .post('/api/domains/import')
      .set('Cookie', cookie)
      .send({ domains: [{ name: 'chunk-one.com' }, { name: 'chunk-two.com' }], more: true })
      .expect(200);
    expect(await imported()).toHaveLength(before);
    await request(t.http)
      .post('/api/domains/import')
      .set('Cookie', cookie)
      .send({
        domains: [{ name: 'chunk-three.com' }, { name: 'hotname.com', sellingPrice: 9500 }],
        earlier: { created: 2, updated: 0, rejected: 1 },
      })
      .expect(200);
    const events = await imported();
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toEqual({ created: 3, updated: 1, rejected: 1 });
    // A dry run tells nothing.
    await request(t.http)
      .post('/api/domains/import?dryRun=true')
      .set('Cookie', cookie)
      .send({ domains: [{ name: 'chunk-four.com' }] })
      .expect(200);
    expect(await imported()).toHaveLength(before + 1);
    await request(t.http)
      .post('/api/domains/import')
      .set('Cookie', cookie)
      .send({ domains: [{ name: 'x.com' }], earlier: { created: -1, updated: 0, rejected: 0 } })
      .expect(400);
  });

  describe('expiry reminders', () => {
    const job = () => t.app.get(ExpiryReminderJob);
    const reminded = async (name: string) =>
      (await t.db.select().from(ownerEvents).where(eq(ownerEvents.type, 'domain.expiring'))).filter(
        (row) =>
          (row.payload as { domains: { domain: string }[] }).domains.some((d) => d.domain === name),
      );

    it('reminds once per window, and a renewal stops the reminders', async () => {
      await createDomain(t.db, owner.id, { name: 'renewme.com', expiration: inDays(6) });
      await job().run(new Date());
      await job().run(new Date());
      expect(await reminded('renewme.com')).toHaveLength(1);
      // Renewed: the expiration moved a year on, and nothing more is due.
      await t.db
        .update(domains)
        .set({ expiration: inDays(371) })
        .where(eq(domains.name, 'renewme.com'));
      await job().run(new Date(Date.now() + 2 * 86_400_000));
      expect(await reminded('renewme.com')).toHaveLength(1);
    });

    it('gives a domain added inside a window that window’s reminder, not the earlier ones', async () => {
      await createDomain(t.db, owner.id, { name: 'lateadd.com', expiration: inDays(20) });
      await job().run(new Date());
      const events = await reminded('lateadd.com');
      expect(events).toHaveLength(1);
      const [fact] = (events[0]!.payload as { domains: { daysLeft: number }[] }).domains;
      expect(fact!.daysLeft).toBe(20);
      // Its next window (14 days) brings the next one.
      await job().run(new Date(Date.now() + 7 * 86_400_000));
      expect(await reminded('lateadd.com')).toHaveLength(2);
    });

    it('sends one digest a day instead of one message per domain, when the owner asks', async () => {
      const digester = await createOwner(t, {
        username: 'digester',
        email: 'digester@owner.example',
        timeZone: 'Asia/Tokyo',
      });
      const digesterCookie = await signIn(t, 'digester@owner.example');
      const settings = (
        await request(t.http).get('/api/notifications/settings').set('Cookie', digesterCookie)
      ).body.payload;
      await request(t.http)
        .post('/api/notifications/settings')
        .set('Cookie', digesterCookie)
        .send({ ...settings, digest: true })
        .expect(200);
      for (const [name, days] of [
        ['digest-a.com', 2],
        ['digest-b.com', 9],
        ['digest-c.com', 25],
      ] as const)
        await createDomain(t.db, digester.id, {
          name,
          expiration: inDays(days),
          renewalCost: '10.00',
        });
      const digests = async () =>
        (await t.db.select().from(ownerEvents).where(eq(ownerEvents.ownerId, digester.id))).filter(
          (row) => row.type === 'domain.expiring',
        );
      await job().run(new Date());
      await job().run(new Date());
      const [digest, ...more] = await digests();
      expect(more).toHaveLength(0);
      expect(digest!.payload).toMatchObject({ digest: true });
      expect(
        (digest!.payload as { domains: { domain: string }[] }).domains.map((d) => d.domain).sort(),
      ).toEqual(['digest-a.com', 'digest-b.com', 'digest-c.com']);
      // A name that comes due later the same day waits for the next day's digest.
      await createDomain(t.db, digester.id, { name: 'digest-d.com', expiration: inDays(4) });
      await job().run(new Date());
      expect(await digests()).toHaveLength(1);
      await job().run(new Date(Date.now() + 86_400_000));
      const both = await digests();
      expect(both).toHaveLength(2);
      const next = both.find((row) => row.id !== digest!.id)!.payload as {
        domains: { domain: string }[];
      };
      expect(next.domains.map((d) => d.domain)).toContain('digest-d.com');
    });

    it('forgets routed events after 90 days, never one still waiting for its channels', async () => {
      const old = new Date(Date.now() - 91 * 86_400_000);
      const [routed, waiting] = await t.db
        .insert(ownerEvents)
        .values([
          {
            ownerId: owner.id,
            type: 'import.finished',
            payload: {},
            createdAt: old,
            routedAt: old,
          },
          { ownerId: owner.id, type: 'import.finished', payload: {}, createdAt: old },
        ])
        .returning();
      await job().run(new Date());
      const left = await t.db
        .select({ id: ownerEvents.id })
        .from(ownerEvents)
        .where(inArray(ownerEvents.id, [routed!.id, waiting!.id]));
      expect(left).toEqual([{ id: waiting!.id }]);
      await t.db.delete(ownerEvents).where(eq(ownerEvents.id, waiting!.id));
    });

    it('sends nothing for a muted domain ("let it expire")', async () => {
      const row = await createDomain(t.db, owner.id, { name: 'letgo.com', expiration: inDays(3) });
      await request(t.http)
        .post('/api/domains/reminders')
        .set('Cookie', cookie)
        .send({ payload: [row.id], muted: true })
        .expect(200);
      await job().run(new Date());
      expect(await reminded('letgo.com')).toHaveLength(0);
      // Another owner's id makes the whole request a 404, changing nothing.
      await request(t.http)
        .post('/api/domains/reminders')
        .set('Cookie', otherCookie)
        .send({ payload: [row.id], muted: false })
        .expect(404);
    });
  });

  describe('the weekly summary', () => {
    it('sums up last week once, for an owner who routes it somewhere', async () => {
      const job = t.app.get(ExpiryReminderJob);
      // One instant for every run: "last week" is the week before this one's, even should a
      // Monday (UTC, the owner's zone) begin while the test runs.
      const now = new Date();
      const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
      // Last week: the owner's leads so far, and one sale.
      await t.db.update(leads).set({ createdAt: weekAgo }).where(eq(leads.ownerId, owner.id));
      await createDomain(t.db, owner.id, {
        name: 'soldlastweek.com',
        sold: true,
        salePrice: '2500.00',
        saleDate: weekAgo.toISOString().slice(0, 10),
      });
      const summaries = async () =>
        t.db.select().from(ownerEvents).where(eq(ownerEvents.type, 'summary.weekly'));
      await job.run(now);
      expect(await summaries()).toHaveLength(0); // not routed anywhere yet

      const settings = (
        await request(t.http).get('/api/notifications/settings').set('Cookie', cookie)
      ).body.payload;
      await request(t.http)
        .post('/api/notifications/settings')
        .set('Cookie', cookie)
        .send({
          ...settings,
          routes: { ...settings.routes, 'summary.weekly': [channelIds.WEBHOOK] },
        })
        .expect(200);
      await job.run(now);
      await job.run(now);
      const [summary, ...more] = await summaries();
      expect(more).toHaveLength(0);
      const [{ n: visibleLeads }] = (await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(leads)
        .where(and(eq(leads.ownerId, owner.id), sql`${leads.botCheck} <> 'FAILED'`))) as [
        { n: number },
      ];
      expect(summary!.payload).toMatchObject({
        leads: visibleLeads,
        sales: 1,
        salesRevenue: 2500,
        views: 0,
      });
      const payload = summary!.payload as {
        expiringNext30Days: number;
        renewalCostNext30Days: number;
      };
      // soon.com (5 days, $12.99), letgo.com (3 days), lateadd.com (20 days) at least.
      expect(payload.expiringNext30Days).toBeGreaterThanOrEqual(3);
      expect(payload.renewalCostNext30Days).toBeGreaterThanOrEqual(12.99);
      await worker().runOnce();
      const hook = receiver.deliveries.find((d) => d.event === 'summary.weekly');
      expect(hook?.verified).toBe(true);
      expect((hook!.json as { title: string }).title).toContain(`${visibleLeads} lead`);
    });
  });

  describe('the calendar feed', () => {
    it('is a valid iCalendar of the expirations, and a new link retires the old one', async () => {
      const created = await request(t.http)
        .post('/api/user/calendar-feed')
        .set('Cookie', cookie)
        .expect(200);
      const url = new URL(created.body.payload.url);
      const res = await request(t.http).get(url.pathname).expect(200);
      expect(res.headers['content-type']).toContain('text/calendar');
      const calendar = new ICAL.Component(ICAL.parse(res.text));
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(calendar.getFirstPropertyValue('prodid')).toContain('Domainfolio');
      const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      const soon = events.find((e) => e.summary.startsWith('soon.com expires'))!;
      expect(soon.startDate.isDate).toBe(true);
      expect(soon.startDate.toString()).toBe(soonExpiration);
      expect(soon.summary).toContain('$12.99');
      expect(soon.description).toContain('NAMECHEAP');
      expect(soon.component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('action')).toBe(
        'DISPLAY',
      );
      // RFC 5545's required properties of every event, and one UID each.
      for (const event of events) {
        expect(event.uid).toMatch(/@localhost$/);
        expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
        expect(event.endDate.toString() > event.startDate.toString()).toBe(true);
      }
      expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
      expect(res.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      // Sold domains are not in it; muted ones are, without an alarm.
      const letgo = events.find((e) => e.summary.startsWith('letgo.com'))!;
      expect(letgo.component.getFirstSubcomponent('valarm')).toBeNull();

      const renewed = await request(t.http)
        .post('/api/user/calendar-feed')
        .set('Cookie', cookie)
        .expect(200);
      expect(renewed.body.payload.url).not.toBe(created.body.payload.url);
      await request(t.http).get(url.pathname).expect(404);
      await request(t.http).get(new URL(renewed.body.payload.url).pathname).expect(200);
      await request(t.http)
        .post('/api/user/calendar-feed/revoke')
        .set('Cookie', cookie)
        .expect(200);
      await request(t.http).get(new URL(renewed.body.payload.url).pathname).expect(404);
      const now = await request(t.http)
        .get('/api/user/calendar-feed')
        .set('Cookie', cookie)
        .expect(200);
      expect(now.body.payload.url).toBeNull();
    });
  });

  it('removes a channel, and takes it out of every route', async () => {
    await request(t.http)
      .post(`/api/notifications/channels/${channelIds.DISCORD}/delete`)
      .set('Cookie', cookie)
      .expect(200);
    const settings = await request(t.http).get('/api/notifications/settings').set('Cookie', cookie);
    expect(JSON.stringify(settings.body.payload.routes)).not.toContain(channelIds.DISCORD);
    await request(t.http)
      .post('/api/notifications/channels/email/delete')
      .set('Cookie', cookie)
      .expect(400);
  });
});
