import { hash } from 'argon2';
import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { domains, domainViewsDaily, leads, portfolioPages, users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { generateDomains } from './demo-domains';
import { generateLead } from './demo-leads';
import { SeededRandom } from './random';

const DAY = 24 * 60 * 60 * 1000;
const VIEW_DAYS = 90;
const INSERT_CHUNK = 1000;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The UTC calendar day `daysAgo` days before `now`, as yyyy-MM-dd. */
const isoDay = (now: Date, daysAgo: number) =>
  new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);

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
      // Recent daily views per domain (index 0 is today); the lifetime count adds older views.
      const daily = generated.map(() => {
        const popularity = random.next() ** 3 * 12;
        return Array.from({ length: VIEW_DAYS }, () => Math.floor(random.next() * popularity));
      });
      const inserted = await tx
        .insert(domains)
        .values(
          generated.map((domain, i) => ({
            ...domain,
            ownerId: owner.id,
            views: sum(daily[i]!) + random.int(0, 400),
          })),
        )
        .returning({ id: domains.id, name: domains.name, public: domains.public });

      const viewRows = inserted.flatMap((domain, i) =>
        daily[i]!.flatMap((count, day) =>
          count === 0
            ? []
            : [{ domainId: domain.id, ownerId: owner.id, day: isoDay(now, day), count }],
        ),
      );
      for (let i = 0; i < viewRows.length; i += INSERT_CHUNK) {
        await tx.insert(domainViewsDaily).values(viewRows.slice(i, i + INSERT_CHUNK));
      }

      const publicDomains = inserted.filter((d) => d.public);
      const leadRows = Array.from({ length: account.leadCount }, () => {
        const domain = random.pick(publicDomains);
        const lead = generateLead(random);
        return {
          domainId: domain.id,
          ownerId: owner.id,
          domainName: domain.name,
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          message: lead.message,
          offer: lead.offer,
          kind: lead.kind,
          botCheck: 'SKIPPED',
          createdAt: new Date(now.getTime() - lead.daysAgo * DAY - random.int(0, DAY - 1)),
        };
      });
      if (leadRows.length > 0) await tx.insert(leads).values(leadRows);
      const perDomain = new Map<string, number>();
      for (const lead of leadRows)
        perDomain.set(lead.domainId, (perDomain.get(lead.domainId) ?? 0) + 1);
      for (const [domainId, n] of perDomain) {
        await tx.update(domains).set({ leads: n }).where(eq(domains.id, domainId));
      }

      summary.owners += 1;
      summary.domains += inserted.length;
      summary.leads += leadRows.length;
    }
  });
  return summary;
}
