import { asc, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import {
  adminActions,
  apiKeys,
  domainBulkEdits,
  domainHistory,
  domains,
  domainViewsDaily,
  escrowTransactions,
  knownDevices,
  loginChallenges,
  passkeys,
  recoveryCodes,
  securityEvents,
  leads,
  oneTimeTokens,
  ownerTrafficDaily,
  ownerViewsDaily,
  portfolioPages,
  registrarConnections,
  registrarDomains,
  registrarSyncRuns,
  sessions,
  users,
  type DomainRow,
  type LeadRow,
  type RegistrarConnectionRow,
  type UserRow,
} from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { PasswordHasher } from '../../src/modules/auth/password-hasher';
import { createOwner, PASSWORD, signIn } from './auth-helpers';
import type { TestApp } from './test-app';

/** An owner with something of everything: domains (listed and private), leads, a page, a key. */
export interface Tenant {
  user: UserRow;
  cookie: string;
  apiKey: string;
  listed: DomainRow;
  unlisted: DomainRow;
  lead: LeadRow;
  /** A registrar connection (its credentials are not real: nothing here syncs it). */
  connection: RegistrarConnectionRow;
}

/**
 * A Pro owner named `name` (username and email derive from it) with a portfolio page, a
 * listed and a private domain, a lead on the listed one, a session and an API key. Signs in
 * with `password` (PASSWORD unless given).
 */
export async function createTenant(
  t: TestApp,
  name: string,
  { password = PASSWORD }: { password?: string } = {},
): Promise<Tenant> {
  const user = await createOwner(t, {
    passwordHash: await t.app.get(PasswordHasher).hash(password),
    email: `${name}@tenants.example`,
    username: name,
    planType: 'PRO',
    planInterval: 'MONTH',
    customDomain: `domains.${name}.example`,
    page: { isEnabled: true, title: `${name}'s names` },
  });
  const listed = await createDomain(t.db, user.id, {
    name: `${name}-listed.com`,
    sellingPrice: '2500.00',
    buyItNow: true,
    description: `${name} private description`,
    privateNotes: `${name} private notes`,
  });
  const unlisted = await createDomain(t.db, user.id, {
    name: `${name}-private.com`,
    public: false,
    privateNotes: `${name} hidden notes`,
  });
  const [lead] = await t.db
    .insert(leads)
    .values({
      domainId: listed.id,
      ownerId: user.id,
      domainName: listed.name,
      name: `Buyer of ${name}`,
      email: `buyer-of-${name}@buyers.example`,
      message: `an offer for ${name}`,
      offer: '1000.00',
      kind: 'OFFER',
    })
    .returning();
  const [connection] = await t.db
    .insert(registrarConnections)
    .values({
      ownerId: user.id,
      registrar: 'porkbun',
      credentialsSealed: `sealed-${name}`,
      hint: `API Key …${name.slice(-4)}`,
    })
    .returning();
  await t.db
    .insert(registrarDomains)
    .values({ connectionId: connection!.id, ownerId: user.id, name: listed.name });
  await t.db
    .insert(domainHistory)
    .values({ domainId: listed.id, ownerId: user.id, kind: 'renewed', source: 'registry' });
  const cookie = await signIn(t, user.email, password);
  const key = await request(t.http).post('/api/user/api-key').set('Cookie', cookie).expect(200);
  return {
    user,
    cookie,
    apiKey: key.body.payload.apiKey as string,
    listed,
    unlisted,
    lead: lead!,
    connection: connection!,
  };
}

/**
 * Every row that belongs to an owner, in a stable order: compared before and after, it shows
 * whether anything of theirs changed.
 */
export async function snapshotOf(t: TestApp, userId: string): Promise<Record<string, unknown[]>> {
  const ownDomains = await t.db
    .select()
    .from(domains)
    .where(eq(domains.ownerId, userId))
    .orderBy(asc(domains.id));
  const domainIds = ownDomains.map((row) => row.id);
  return {
    users: await t.db.select().from(users).where(eq(users.id, userId)),
    domains: ownDomains,
    domainBulkEdits: await t.db
      .select()
      .from(domainBulkEdits)
      .where(eq(domainBulkEdits.ownerId, userId))
      .orderBy(asc(domainBulkEdits.id)),
    domainViewsDaily: await t.db
      .select()
      .from(domainViewsDaily)
      .where(eq(domainViewsDaily.ownerId, userId))
      .orderBy(asc(domainViewsDaily.domainId), asc(domainViewsDaily.day)),
    ownerViewsDaily: await t.db
      .select()
      .from(ownerViewsDaily)
      .where(eq(ownerViewsDaily.ownerId, userId))
      .orderBy(asc(ownerViewsDaily.day)),
    ownerTrafficDaily: await t.db
      .select()
      .from(ownerTrafficDaily)
      .where(eq(ownerTrafficDaily.ownerId, userId))
      .orderBy(
        asc(ownerTrafficDaily.day),
        asc(ownerTrafficDaily.dimension),
        asc(ownerTrafficDaily.value),
      ),
    leads: domainIds.length
      ? await t.db
          .select()
          .from(leads)
          .where(inArray(leads.domainId, domainIds))
          .orderBy(asc(leads.id))
      : [],
    portfolioPages: await t.db
      .select()
      .from(portfolioPages)
      .where(eq(portfolioPages.userId, userId)),
    // When a key or session was last used is activity, not data the owner keeps.
    apiKeys: (
      await t.db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.id))
    ).map(({ lastUsedAt: _, ...row }) => row),
    sessions: (
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.tokenHash))
    ).map(({ lastSeenAt: _, ...row }) => row),
    oneTimeTokens: await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, userId))
      .orderBy(asc(oneTimeTokens.id)),
    knownDevices: (
      await t.db
        .select()
        .from(knownDevices)
        .where(eq(knownDevices.userId, userId))
        .orderBy(asc(knownDevices.id))
    ).map(({ lastSeenAt: _, ...row }) => row),
    securityEvents: await t.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, userId))
      .orderBy(asc(securityEvents.id)),
    passkeys: await t.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.id)),
    recoveryCodes: await t.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, userId))
      .orderBy(asc(recoveryCodes.id)),
    loginChallenges: await t.db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.userId, userId))
      .orderBy(asc(loginChallenges.tokenHash)),
    escrowTransactions: await t.db
      .select()
      .from(escrowTransactions)
      .where(eq(escrowTransactions.ownerId, userId))
      .orderBy(asc(escrowTransactions.id)),
    adminActions: await t.db.select().from(adminActions).orderBy(asc(adminActions.id)),
    domainHistory: await t.db
      .select()
      .from(domainHistory)
      .where(eq(domainHistory.ownerId, userId))
      .orderBy(asc(domainHistory.id)),
    registrarConnections: await t.db
      .select()
      .from(registrarConnections)
      .where(eq(registrarConnections.ownerId, userId))
      .orderBy(asc(registrarConnections.id)),
    registrarSyncRuns: await t.db
      .select()
      .from(registrarSyncRuns)
      .where(eq(registrarSyncRuns.ownerId, userId))
      .orderBy(asc(registrarSyncRuns.id)),
    registrarDomains: await t.db
      .select()
      .from(registrarDomains)
      .where(eq(registrarDomains.ownerId, userId))
      .orderBy(asc(registrarDomains.name)),
  };
}
