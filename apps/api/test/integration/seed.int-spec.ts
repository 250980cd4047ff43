import {
  LEAD_STATUSES,
  LEAD_TEMPLATE_PLACEHOLDERS,
  LeadStatus,
  fillLeadTemplate,
} from '@domainfolio/contracts';
import { asc, count, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import request from 'supertest';
import { loadConfig } from '../../src/config/app-config';
import {
  domainHistory,
  domains,
  leadMessages,
  leadTemplates,
  leads,
  users,
  type DomainRow,
  type LeadMessageRow,
  type LeadRow,
  type UserRow,
} from '../../src/database/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/database/seed/demo-accounts';
import { seedDemoData } from '../../src/database/seed/demo-seed';
import { seedWhenEmpty } from '../../src/database/seed/seed-runner';
import { currentStatus, floorOf } from '../../src/modules/leads/negotiation-rules';
import { stateOf } from '../../src/modules/leads/negotiation.mapper';
import { toDomain } from '../../src/modules/domains/domains.mapper';
import { createUser } from '../factories/user.factory';
import { signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';

const silent = pino({ level: 'silent' });

describe('demo data', () => {
  it('creates the demo owner with about 150 domains, leads and views, plus other owners', async () => {
    const database = await createTestDatabase();
    try {
      const summary = await seedDemoData(database.db);
      expect(summary.owners).toBe(DEMO_ACCOUNTS.length);
      const [demo] = await database.db.select().from(users).where(eq(users.username, 'demo'));
      expect(demo).toMatchObject({ email: 'demo@example.com', planType: 'PRO' });
      expect(demo?.emailConfirmedAt).not.toBeNull();
      const [owned] = await database.db
        .select({ n: count() })
        .from(domains)
        .where(eq(domains.ownerId, demo!.id));
      expect(owned?.n).toBe(150);
      const [received] = await database.db
        .select({ n: count() })
        .from(leads)
        .where(eq(leads.ownerId, demo!.id));
      expect(received?.n).toBeGreaterThan(20);
      const registrars = await database.db.selectDistinct({ r: domains.registrar }).from(domains);
      expect(registrars.length).toBeGreaterThanOrEqual(5);
      // Tags of the owner's own (brandable, short, ai, fintech, geo) and categories' tags.
      const tagged = await database.db
        .select({ tags: domains.tags })
        .from(domains)
        .where(eq(domains.ownerId, demo!.id));
      const tags = new Set(tagged.flatMap((row) => row.tags));
      for (const tag of ['brandable', 'short', 'ai', 'fintech', 'geo', 'business', 'blockchain'])
        expect(tags).toContain(tag);
      expect(tags).toContain('computers & technology');
      expect(tagged.filter((row) => row.tags.length > 0).length).toBeGreaterThan(100);
    } finally {
      await database.close();
    }
  });

  it('re-seeding replaces the demo accounts and leaves every other account alone', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemoData(database.db);
      const other = await createUser(database.db, { username: 'real-owner' });
      await seedDemoData(database.db);
      const [demoCount] = await database.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.username, 'demo'));
      expect(demoCount?.n).toBe(1);
      const [kept] = await database.db.select().from(users).where(eq(users.id, other.id));
      expect(kept?.username).toBe('real-owner');
    } finally {
      await database.close();
    }
  });

  it('seeds an empty embedded database at start, but never a database that has accounts', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const database = await createTestDatabase();
    try {
      const pglite = { ...database, driver: 'pglite' as const };
      await createUser(database.db, { username: 'someone' });
      await seedWhenEmpty(pglite, config, silent);
      const [afterNonEmpty] = await database.db.select({ n: count() }).from(users);
      expect(afterNonEmpty?.n).toBe(1);

      await database.db.delete(users);
      await seedWhenEmpty(pglite, config, silent);
      const [afterEmpty] = await database.db.select({ n: count() }).from(users);
      expect(afterEmpty?.n).toBe(DEMO_ACCOUNTS.length);
    } finally {
      await database.close();
    }
  });

  it('does not seed PostgreSQL or when told never to', async () => {
    const database = await createTestDatabase();
    try {
      await seedWhenEmpty(
        { ...database, driver: 'postgres' },
        loadConfig({ NODE_ENV: 'test' }),
        silent,
      );
      await seedWhenEmpty(
        { ...database, driver: 'pglite' },
        loadConfig({ SEED_DEMO_DATA: 'never' }),
        silent,
      );
      const [row] = await database.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('demo negotiation threads', () => {
  const DAY = 86_400_000;
  const now = new Date();
  let t: TestApp;
  let owners: UserRow[];
  let demo: UserRow;
  let domainById: Map<string, DomainRow>;
  let threads: { lead: LeadRow; messages: LeadMessageRow[] }[];
  const money = (value: string | null) => (value === null ? null : Number(value));
  const demoThreads = () => threads.filter(({ lead }) => lead.ownerId === demo.id);

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    await seedDemoData(t.db, now);
    owners = await t.db
      .select()
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      );
    demo = owners.find((o) => o.email === 'demo@example.com')!;
    const ids = owners.map((o) => o.id);
    domainById = new Map(
      (await t.db.select().from(domains).where(inArray(domains.ownerId, ids))).map((d) => [
        d.id,
        d,
      ]),
    );
    const rows = await t.db.select().from(leads).where(inArray(leads.ownerId, ids));
    const messages = await t.db
      .select()
      .from(leadMessages)
      .where(inArray(leadMessages.ownerId, ids))
      .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id));
    threads = rows.map((lead) => ({
      lead,
      messages: messages.filter((m) => m.leadId === lead.id),
    }));
  });
  afterAll(() => t.close());

  it('gives the demo owner threads in every status, and an expiry both recorded and not', () => {
    const statuses = new Set(demoThreads().map(({ lead }) => currentStatus(stateOf(lead), now)));
    expect([...statuses].sort()).toEqual([...LEAD_STATUSES].sort());
    const lapsed = demoThreads().filter(
      ({ lead }) => lead.status === 'COUNTERED' && lead.counterExpiresAt! <= now,
    );
    expect(lapsed.length).toBeGreaterThan(0);
    const recorded = demoThreads().filter(({ lead }) => lead.status === 'EXPIRED');
    expect(recorded.length).toBeGreaterThan(0);
    for (const { messages } of recorded)
      expect(messages.some((m) => m.kind === 'EXPIRE' && m.sender === 'AUTOMATIC')).toBe(true);
    // Open counters expire within days, not hours or weeks.
    for (const { lead } of demoThreads().filter(
      ({ lead }) => currentStatus(stateOf(lead), now) === 'COUNTERED',
    )) {
      const left = lead.counterExpiresAt!.getTime() - now.getTime();
      expect(left).toBeGreaterThan(DAY);
      expect(left).toBeLessThan(6 * DAY);
    }
    // NEW threads where the buyer countered the owner's counter; one buyer yet to confirm.
    expect(demoThreads().some(({ lead }) => lead.status === 'NEW' && lead.buyerCounters > 0)).toBe(
      true,
    );
    expect(
      demoThreads().filter(({ lead }) => lead.needsVerification && lead.verifiedAt === null),
    ).toHaveLength(1);
  });

  it('declines below the floor automatically once, and by the owner and the buyer too', () => {
    const declined = demoThreads().filter(({ lead }) => lead.status === 'DECLINED');
    const by = (sender: string) =>
      declined.filter(({ messages }) =>
        messages.some((m) => m.kind === 'DECLINE' && m.sender === sender),
      );
    expect(by('AUTOMATIC')).toHaveLength(1);
    expect(by('AUTOMATIC')[0]!.lead.autoAnswered).toBe(true);
    expect(by('OWNER').length).toBeGreaterThan(0);
    expect(by('BUYER').length).toBeGreaterThan(0);
  });

  it("starts every thread with the buyer's offer and keeps each lead in step with its messages", () => {
    expect(threads.length).toBe(DEMO_ACCOUNTS.reduce((n, a) => n + a.threads.length, 0));
    for (const { lead, messages } of threads) {
      const owner = owners.find((o) => o.id === lead.ownerId)!;
      const domain = domainById.get(lead.domainId)!;
      const where = `${lead.domainName} (${lead.status})`;
      const [first] = messages;
      expect({ where, ...first }).toMatchObject({
        where,
        sender: 'BUYER',
        kind: 'OFFER',
        amount: lead.offer,
        message: lead.message,
        createdAt: lead.createdAt,
        sentTo: null,
      });
      expect(lead.askingPrice).toBe(domain.sellingPrice);
      for (let i = 1; i < messages.length; i += 1)
        expect(messages[i]!.createdAt.getTime()).toBeGreaterThan(
          messages[i - 1]!.createdAt.getTime(),
        );
      expect(messages.at(-1)!.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());

      const moves = messages.filter((m) => m.kind !== 'VERIFY' && m.kind !== 'EXPIRE');
      expect({ where, last: lead.lastActivityAt }).toEqual({
        where,
        last: moves.at(-1)!.createdAt,
      });
      const priced = messages.filter(
        (m) => (m.kind === 'OFFER' || m.kind === 'COUNTER') && m.amount !== null,
      );
      const latest = priced.at(-1);
      expect({ where, amount: lead.currentAmount, by: lead.currentBy }).toEqual({
        where,
        amount: latest?.amount ?? null,
        by: latest === undefined ? null : latest.sender === 'BUYER' ? 'BUYER' : 'OWNER',
      });
      expect(lead.buyerCounters).toBe(
        messages.filter((m) => m.sender === 'BUYER' && m.kind === 'COUNTER').length,
      );

      // Each message went where the service sends it.
      for (const [index, m] of messages.entries()) {
        const tellsBuyer =
          m.sender !== 'BUYER' && ['MESSAGE', 'COUNTER', 'ACCEPT', 'DECLINE'].includes(m.kind);
        // A buyer's counter goes to the owner, unless the floor answered it at once and the
        // owner asked not to hear of those.
        const answeredByFloor = messages[index + 1]?.sender === 'AUTOMATIC';
        const tellsOwner =
          m.sender === 'BUYER' &&
          (['ACCEPT', 'DECLINE'].includes(m.kind) ||
            (m.kind === 'COUNTER' && (!answeredByFloor || owner.notifyBelowFloor)));
        expect({ where, kind: m.kind, sentTo: m.sentTo }).toEqual({
          where,
          kind: m.kind,
          sentTo: tellsBuyer ? lead.email : tellsOwner ? owner.email : null,
        });
      }

      // A buyer's amount under the floor was answered at once, and only such an amount.
      const floor = floorOf(
        { floorPrice: money(domain.floorPrice), sellingPrice: money(domain.sellingPrice) },
        owner.floorPercent,
      );
      messages.forEach((m, i) => {
        if (m.sender !== 'BUYER' || m.kind === 'ACCEPT' || m.amount === null) return;
        const below = floor !== null && Number(m.amount) < floor;
        const next = messages[i + 1];
        expect({
          where,
          amount: m.amount,
          answered: next?.sender === 'AUTOMATIC' && next.kind !== 'SOLD',
        }).toEqual({ where, amount: m.amount, answered: below });
      });
      // Set by an automatic answer, cleared by either side's counter; other moves keep it.
      const lastAnswer = messages
        .filter((m) => m.kind === 'COUNTER' || (m.kind === 'DECLINE' && m.sender === 'AUTOMATIC'))
        .at(-1);
      expect({ where, auto: lead.autoAnswered }).toEqual({
        where,
        auto: lastAnswer?.sender === 'AUTOMATIC',
      });

      const accept = messages.find((m) => m.kind === 'ACCEPT');
      if (lead.status === LeadStatus.ACCEPTED || lead.status === LeadStatus.SOLD) {
        expect(accept?.amount).toBe(lead.agreedAmount);
        expect(lead.agreedAmount).not.toBeNull();
      } else {
        expect(lead.agreedAmount).toBeNull();
      }
      if (lead.status === LeadStatus.SOLD) {
        expect(messages.at(-1)).toMatchObject({ sender: 'AUTOMATIC', kind: 'SOLD' });
        expect(domain).toMatchObject({
          sold: true,
          salePrice: lead.agreedAmount,
          saleDate: messages.at(-1)!.createdAt.toISOString().slice(0, 10),
        });
      } else {
        expect({ where, sold: domain.sold }).toEqual({ where, sold: false });
      }
      if (lead.status === LeadStatus.DECLINED) expect(moves.at(-1)!.kind).toBe('DECLINE');
      if (lead.status === LeadStatus.COUNTERED || lead.status === LeadStatus.EXPIRED) {
        const counter = messages.filter((m) => m.kind === 'COUNTER').at(-1)!;
        expect(counter.sender).not.toBe('BUYER');
        expect(lead.counterExpiresAt).toEqual(counter.expiresAt);
      }
    }
  });

  it("counts each domain's leads, and sets floors below prices and one domain to take no offers", () => {
    for (const domain of domainById.values()) {
      const n = threads.filter(({ lead }) => lead.domainId === domain.id).length;
      expect({ domain: domain.name, leads: domain.leads }).toEqual({
        domain: domain.name,
        leads: n,
      });
      if (domain.floorPrice !== null) {
        expect(domain.sellingPrice).not.toBeNull();
        expect(Number(domain.floorPrice)).toBeGreaterThan(0);
        expect(Number(domain.floorPrice)).toBeLessThan(Number(domain.sellingPrice));
      }
    }
    const demoDomains = [...domainById.values()].filter((d) => d.ownerId === demo.id);
    expect(demoDomains.filter((d) => d.floorPrice !== null).length).toBeGreaterThanOrEqual(5);
    expect(demo).toMatchObject({ floorPercent: 60, belowFloor: 'COUNTER' });
    const noOffers = demoDomains.filter((d) => !d.offersEnabled);
    expect(noOffers).toHaveLength(1);
    expect(noOffers[0]!.sellingPrice).not.toBeNull();
    for (const { lead } of threads.filter(({ lead }) => lead.domainId === noOffers[0]!.id))
      expect(lead.offer).toBeNull();
  });

  it('gives the demo owner registry data in every state, read hours ago, and some history', async () => {
    const mine = [...domainById.values()].filter((d) => d.ownerId === demo.id);
    const flags = new Set(mine.map((d) => toDomain(d, demo.username).registryFlag));
    for (const flag of ['ok', 'differs', 'at-risk', 'no-rdap'] as const)
      expect(flags).toContain(flag);
    for (const domain of mine.filter((d) => !d.sold)) {
      expect(domain.registryCheckedAt!.getTime()).toBeLessThan(now.getTime());
      // Not looked up again at the first start: a day after the demo's reading.
      expect(domain.registryDueAt.getTime()).toBeGreaterThan(now.getTime());
    }
    const history = await t.db
      .select()
      .from(domainHistory)
      .where(eq(domainHistory.ownerId, demo.id));
    expect(history.map((h) => h.kind)).toEqual(expect.arrayContaining(['renewed', 'at_risk']));
  });

  it('saves reply templates for the demo owner with the placeholders a reply fills', async () => {
    const templates = await t.db
      .select()
      .from(leadTemplates)
      .where(eq(leadTemplates.ownerId, demo.id));
    expect(templates.length).toBeGreaterThanOrEqual(2);
    const used = new Set(
      templates.flatMap((tpl) => LEAD_TEMPLATE_PLACEHOLDERS.filter((p) => tpl.body.includes(p))),
    );
    expect([...used].sort()).toEqual([...LEAD_TEMPLATE_PLACEHOLDERS].sort());
    for (const tpl of templates) {
      const filled = fillLeadTemplate(tpl.body, {
        domain: 'example.com',
        buyerName: 'Ada',
        offer: '$1,000',
        price: '$2,000',
      });
      expect(filled).not.toMatch(/\{(domain|buyerName|offer|price)\}/);
    }
  });

  it('shows the demo owner the leads needing a reply and a thread with its messages', async () => {
    const cookie = await signIn(t, 'demo@example.com', DEMO_PASSWORD);
    const inbox = await request(t.http)
      .get('/api/leads?status=NEEDS_REPLY&limit=100')
      .set('Cookie', cookie)
      .expect(200);
    const waiting = demoThreads().filter(
      ({ lead }) => lead.status === 'NEW' && (!lead.needsVerification || lead.verifiedAt !== null),
    );
    expect(waiting.length).toBeGreaterThan(3);
    expect(inbox.body.payload.totalDocs).toBe(waiting.length);
    const docs = inbox.body.payload.docs as { _id: string; status: string; verified: boolean }[];
    expect(docs.map((d) => d._id).sort()).toEqual(waiting.map(({ lead }) => lead.id).sort());
    for (const doc of docs) expect(doc).toMatchObject({ status: 'NEW', verified: true });

    const sold = demoThreads().find(({ lead }) => lead.status === 'SOLD')!;
    const soldThread = await request(t.http)
      .get(`/api/leads/${sold.lead.id}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(soldThread.body.payload).toMatchObject({
      status: 'SOLD',
      agreedAmount: Number(sold.lead.agreedAmount),
      can: { reply: false, counter: false, accept: false, decline: false },
    });
    expect(soldThread.body.payload.messages[0]).toMatchObject({ sender: 'BUYER', kind: 'OFFER' });
    expect(soldThread.body.payload.messages).toHaveLength(sold.messages.length);

    const lapsed = demoThreads().find(
      ({ lead }) => lead.status === 'COUNTERED' && lead.counterExpiresAt! <= now,
    )!;
    const lapsedThread = await request(t.http)
      .get(`/api/leads/${lapsed.lead.id}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(lapsedThread.body.payload).toMatchObject({
      status: 'EXPIRED',
      can: { reply: true, counter: true, accept: false, decline: true },
    });
    expect(lapsedThread.body.payload.messages.at(-1)).toMatchObject({ kind: 'EXPIRE' });

    const automatic = demoThreads().find(
      ({ lead }) => lead.autoAnswered && currentStatus(stateOf(lead), now) === 'COUNTERED',
    )!;
    const automaticThread = await request(t.http)
      .get(`/api/leads/${automatic.lead.id}`)
      .set('Cookie', cookie)
      .expect(200);
    const { payload } = automaticThread.body;
    expect(payload).toMatchObject({ status: 'COUNTERED', answeredAutomatically: true });
    expect(payload.floorPrice).toBeLessThan(payload.sellingPrice);
    expect(payload.currentAmount).toBe(payload.floorPrice);
    expect(payload.messages.map((m: { sender: string }) => m.sender)).toEqual([
      'BUYER',
      'AUTOMATIC',
    ]);
  });
});
