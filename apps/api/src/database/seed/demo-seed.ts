import { randomUUID } from 'node:crypto';
import { hash } from 'argon2';
import { count, inArray } from 'drizzle-orm';
import { DEFAULT_REMINDER_DAYS, defaultAlertRoutes } from '@domainfolio/contracts';
import type { Database } from '../database';
import {
  alertSettings,
  domainHistory,
  domains,
  leadMessages,
  leadTemplates,
  leads,
  portfolioPages,
  users,
} from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { generateDomains } from './demo-domains';
import { demoTraffic, insertDemoTraffic } from './demo-analytics';
import { negotiate } from './demo-negotiations';
import { demoRegistry } from './demo-registry';
import { SeededRandom } from './random';
import { demoTags } from './demo-tags';

const DAY = 24 * 60 * 60 * 1000;
const VIEW_DAYS = 90;
const INSERT_CHUNK = 1000;

export interface SeedSummary {
  owners: number;
  domains: number;
  leads: number;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Replaces the demo accounts (and only them: they are found by their emails) with fresh demo
 * data. Deterministic apart from dates, which are relative to `now`.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<SeedSummary> {
  const random = new SeededRandom(20_210_421);
  // Leads and their threads draw from a sequence of their own: a change to the threads changes
  // no account's domains.
  const talk = new SeededRandom(20_240_917);
  // Registry data draws from its own sequence too.
  const registryRandom = new SeededRandom(20_261_126);
  // And the year of landing-page traffic (demo-analytics.ts).
  const trafficRandom = new SeededRandom(20_261_127);
  const passwordHash = await hash(DEMO_PASSWORD);
  const summary: SeedSummary = { owners: 0, domains: 0, leads: 0 };

  await db.transaction(async (tx) => {
    await tx.delete(users).where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
    const taken = new Set<string>();
    for (const account of DEMO_ACCOUNTS) {
      const [owner] = await tx
        .insert(users)
        .values({
          email: account.email,
          emailConfirmedAt: now,
          passwordHash,
          username: account.username,
          displayName: account.displayName,
          planType: account.planType,
          planInterval: account.planInterval,
          portfolioDisplayName: account.page?.title ?? null,
          timeZone: account.timeZone,
          floorPercent: account.offers.floorPercent,
          belowFloor: account.offers.belowFloor,
          notifyBelowFloor: account.offers.notifyBelowFloor,
          createdAt: new Date(now.getTime() - 400 * DAY),
        })
        .returning({ id: users.id });
      if (!owner) throw new Error(`Could not create demo owner ${account.username}`);
      await tx.insert(portfolioPages).values({
        userId: owner.id,
        isEnabled: account.page !== null,
        title: account.page?.title ?? null,
        description: account.page?.description ?? null,
      });

      const generated = generateDomains(random, account.domainCount, taken, now);
      // Drawn as before the year of traffic came (demo-analytics.ts), and no longer used: the
      // accounts after this one keep the same names.
      for (let i = 0; i < generated.length; i += 1) {
        random.next();
        for (let day = 0; day < VIEW_DAYS; day += 1) random.next();
      }
      // Floors, the offer switch, lead counts and sales are set on `generated` before the insert.
      const planned = negotiate(talk, account, generated, now);
      const registry = generated.map((domain) => demoRegistry(registryRandom, domain, now));
      // Lifetime views: the year's and some from before it (set once the year is drawn).
      const olderViews = generated.map(() => random.int(0, 400));
      const inserted = await tx
        .insert(domains)
        .values(
          generated.map((domain, i) => ({
            ...domain,
            ...registry[i]!.columns,
            ownerId: owner.id,
            views: olderViews[i]!,
            tags: demoTags(domain.name, domain.tld),
          })),
        )
        .returning({ id: domains.id });
      const historyRows = inserted.flatMap((domain, i) =>
        registry[i]!.history.map((line) => ({
          ...line,
          domainId: domain.id,
          ownerId: owner.id,
          source: 'registry',
        })),
      );
      if (historyRows.length > 0) await tx.insert(domainHistory).values(historyRows);

      const traffic = demoTraffic(
        trafficRandom,
        inserted.map((domain, i) => ({
          id: domain.id,
          ownerId: owner.id,
          isPublic: generated[i]!.public === true,
        })),
        now,
      );
      await insertDemoTraffic(tx, owner.id, traffic);

      // Ids chosen here tie each thread's messages to its lead without reading them back.
      const leadRows = planned.map(({ domainIndex, buyer, thread }) => ({
        id: randomUUID(),
        domainId: inserted[domainIndex]!.id,
        ownerId: owner.id,
        domainName: generated[domainIndex]!.name,
        name: buyer.name,
        email: buyer.email,
        phone: buyer.phone,
        message: thread.message,
        offer: thread.offer,
        kind: thread.kind,
        botCheck: 'SKIPPED',
        askingPrice: thread.askingPrice,
        status: thread.status,
        currentAmount: thread.currentAmount,
        currentBy: thread.currentBy,
        agreedAmount: thread.agreedAmount,
        counterExpiresAt: thread.counterExpiresAt,
        buyerCounters: thread.buyerCounters,
        autoAnswered: thread.autoAnswered,
        needsVerification: thread.needsVerification,
        verifiedAt: thread.verifiedAt,
        lastActivityAt: thread.lastActivityAt,
        createdAt: thread.createdAt,
      }));
      const messageRows = planned.flatMap(({ thread }, n) =>
        thread.messages.map((message) => ({
          ...message,
          leadId: leadRows[n]!.id,
          ownerId: owner.id,
        })),
      );
      if (leadRows.length > 0) await tx.insert(leads).values(leadRows);
      for (let i = 0; i < messageRows.length; i += INSERT_CHUNK) {
        await tx.insert(leadMessages).values(messageRows.slice(i, i + INSERT_CHUNK));
      }
      if (account.templates.length > 0)
        await tx.insert(leadTemplates).values(
          account.templates.map((template, i) => ({
            ...template,
            ownerId: owner.id,
            createdAt: new Date(now.getTime() - (60 - i * 9) * DAY),
            updatedAt: new Date(now.getTime() - (60 - i * 9) * DAY),
          })),
        );

      // A demo portfolio has dozens of names inside a reminder window at its first start: one
      // daily digest rather than a message each (the owner switches it off in Account).
      await tx.insert(alertSettings).values({
        ownerId: owner.id,
        expiryReminders: true,
        reminderDays: [...DEFAULT_REMINDER_DAYS],
        digest: true,
        routes: defaultAlertRoutes(),
      });

      summary.owners += 1;
      summary.domains += inserted.length;
      summary.leads += leadRows.length;
    }
  });
  return summary;
}
