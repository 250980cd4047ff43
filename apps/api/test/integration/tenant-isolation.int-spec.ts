import { randomBytes, randomUUID } from 'node:crypto';
import { API_KEY_HEADER } from '@domainfolio/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { passkeys, sessions } from '../../src/database/schema';
import { apiOperations, fillPath, type ApiOperation } from '../support/api-operations';
import { PASSWORD, latestEmail, linkIn } from '../support/auth-helpers';
import { createTenant, snapshotOf, type Tenant } from '../support/tenants';
import { createTestApp, type TestApp } from '../support/test-app';

/** What a call names: owner B's ids and names, or random ones that name nothing. */
interface Target {
  domain: string;
  domainId: string;
  unlisted: string;
  leadId: string;
  templateId: string;
  channelId: string;
  connectionId: string;
  username: string;
  email: string;
  userId: string;
  customDomain: string;
  bulkEditId: string;
  sessionId: string;
  passkeyId: string;
}

interface Call {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A form post instead of JSON. */
  form?: Record<string, string>;
  /** The site the request is made on (default: the main site). */
  host?: string;
}

/**
 * How the matrix calls a route as owner A:
 * - `target`: the call names B's data. It must fail (unless `answersAlike`: an answer that is
 *   the same for every email, by design) with the same status and body as the same call naming
 *   random ids, so "not yours" cannot be told from "not found".
 * - `own`: the call names nothing; it may succeed, with A's data only (none of B's).
 * - `public`: what any visitor sees; none of B's private data.
 * - `unique`: the call names a value that is unique across accounts (a username): being told
 *   it is taken is the point, but nothing of B changes.
 */
type Entry =
  | {
      kind: 'target';
      call: (x: Target, credential: Credential) => Call;
      answersAlike?: true;
      /** B's rows this call may add by design (a reset link mailed to B, as anyone may ask). */
      mayAdd?: 'oneTimeTokens' | 'securityEvents';
    }
  | { kind: 'own' | 'public'; call: () => Call }
  | { kind: 'unique'; call: (x: Target) => Call };

/** Routes that change A's credentials or account: called last, in this order. */
const LAST = [
  'POST /api/domains/new',
  'POST /api/user/sessions/revoke-others',
  'POST /api/user/api-key',
  'POST /api/user/api-key/revoke',
  'POST /api/user/delete',
  'GET /api/user/logout',
];

const B_PASSWORD = 'bravo has another password';

type Credential = 'session' | 'API key';

describe('tenant isolation: owner A against owner B, every route', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let operations: ApiOperation[];
  let resetToken: string;
  let matrix: Record<string, Entry>;
  let addresses = 0;
  /** Each tenant's saved reply template, by user id. */
  const templates = new Map<string, string>();
  /** Each tenant's alert channel (a webhook), by user id. */
  const channels = new Map<string, string>();
  /** Each tenant's saved bulk edit, by user id. */
  const bulkEdits = new Map<string, string>();
  /** Each tenant's signed-in session and passkey, by user id. */
  const sessionIds = new Map<string, string>();
  const passkeyIds = new Map<string, string>();
  /** A token of the offer pages' form that this server never made. */
  const forgedToken = () =>
    `${randomBytes(16).toString('hex')}${randomBytes(32).toString('base64url')}`;

  const randomTarget = (): Target => {
    const word = `r${randomBytes(5).toString('hex')}`;
    return {
      domain: `${word}-listed.com`,
      domainId: randomUUID(),
      unlisted: `${word}-private.com`,
      leadId: randomUUID(),
      templateId: randomUUID(),
      channelId: randomUUID(),
      connectionId: randomUUID(),
      username: word,
      email: `${word}@tenants.example`,
      userId: randomUUID(),
      customDomain: `domains.${word}.example`,
      bulkEditId: randomUUID(),
      sessionId: randomUUID(),
      passkeyId: randomUUID(),
    };
  };
  const targetOf = (tenant: Tenant): Target => ({
    domain: tenant.listed.name,
    domainId: tenant.listed.id,
    unlisted: tenant.unlisted.name,
    leadId: tenant.lead.id,
    templateId: templates.get(tenant.user.id) ?? randomUUID(),
    channelId: channels.get(tenant.user.id) ?? randomUUID(),
    connectionId: tenant.connection.id,
    username: tenant.user.username,
    email: tenant.user.email,
    userId: tenant.user.id,
    customDomain: tenant.user.customDomain!,
    bulkEditId: bulkEdits.get(tenant.user.id) ?? randomUUID(),
    sessionId: sessionIds.get(tenant.user.id) ?? randomUUID(),
    passkeyId: passkeyIds.get(tenant.user.id) ?? randomUUID(),
  });

  beforeAll(async () => {
    t = await createTestApp({
      EMAIL_WORKER: 'off',
      LEADS_PER_HOUR_PER_ADDRESS: '1000',
      VIEW_FLUSH_INTERVAL_MS: '100',
    });
    a = await createTenant(t, 'alpha');
    b = await createTenant(t, 'bravo', { password: B_PASSWORD });
    operations = await apiOperations(t);
    for (const tenant of [a, b]) {
      const saved = await request(t.http)
        .post('/api/lead-templates')
        .set('Cookie', tenant.cookie)
        .send({ name: 'Saved', body: 'Hello' })
        .expect(201);
      templates.set(tenant.user.id, saved.body.payload._id);
      const channel = await request(t.http)
        .post('/api/notifications/channels')
        .set('Cookie', tenant.cookie)
        .send({
          type: 'WEBHOOK',
          name: 'Hook',
          url: 'https://alerts.tenants.example/hook',
          secret: 'whsec_tenant_secret_0123456789',
        })
        .expect(201);
      channels.set(tenant.user.id, channel.body.payload._id);
      const edit = await request(t.http)
        .post('/api/domains/bulk-edit')
        .set('Cookie', tenant.cookie)
        .send({ names: [tenant.unlisted.name], changes: { tags: { add: ['kept'] } } })
        .expect(200);
      bulkEdits.set(tenant.user.id, edit.body.payload.id);
      const [session] = await t.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, tenant.user.id))
        .limit(1);
      sessionIds.set(tenant.user.id, session!.id);
      const [passkey] = await t.db
        .insert(passkeys)
        .values({
          userId: tenant.user.id,
          credentialId: randomBytes(16).toString('base64url'),
          publicKey: randomBytes(77).toString('base64url'),
          deviceType: 'multiDevice',
          backedUp: true,
          name: `${tenant.user.username}'s phone`,
        })
        .returning();
      passkeyIds.set(tenant.user.id, passkey!.id);
    }
    // A's own password-reset token: it must not open B's account.
    await request(t.http).post('/api/emails/reset-password').send({ email: a.user.email });
    const email = await latestEmail(t, a.user.email, 'RESET_PASSWORD');
    resetToken = linkIn(email!.text, '/reset-password').searchParams.get('token')!;
    const aHost = `${a.user.username}.localhost`;
    const bHost = `${b.user.username}.localhost`;
    const lead = (x: Target) => ({
      domain: x.unlisted,
      owner: x.username,
      name: 'Alpha',
      email: 'alpha-buyer@buyers.example',
      message: 'Mine now',
    });
    matrix = {
      'POST /api/user/register': {
        kind: 'target',
        answersAlike: true,
        call: (x) => ({ body: { email: x.email, displayName: 'Alpha', password: PASSWORD } }),
      },
      'POST /api/emails/confirm-email': {
        kind: 'target',
        answersAlike: true,
        call: (x) => ({ body: { email: x.email } }),
      },
      'POST /api/user/confirm-email': {
        kind: 'target',
        call: (x) => ({ body: { email: x.email, token: resetToken } }),
      },
      // A wrong password for B's account goes into B's security log, as it would for anyone.
      'POST /api/user/login': {
        kind: 'target',
        mayAdd: 'securityEvents',
        call: (x) => ({ body: { email: x.email, password: PASSWORD } }),
      },
      // A sign-in's second step and passkey sign-in name a challenge only their browser holds.
      'POST /api/user/login/2fa': {
        kind: 'public',
        call: () => ({
          body: { challenge: randomBytes(32).toString('base64url'), code: '123456' },
        }),
      },
      'POST /api/user/passkeys/sign-in-options': { kind: 'public', call: () => ({ body: {} }) },
      'POST /api/user/passkeys/sign-in': {
        kind: 'public',
        call: () => ({
          body: { response: { id: randomBytes(16).toString('base64url'), response: {} } },
        }),
      },
      'GET /api/user/security': { kind: 'own', call: () => ({}) },
      'POST /api/user/2fa/setup': { kind: 'own', call: () => ({}) },
      'POST /api/user/2fa/enable': { kind: 'own', call: () => ({ body: { code: '123456' } }) },
      'POST /api/user/2fa/disable': {
        kind: 'own',
        call: () => ({ body: { password: PASSWORD, code: '123456' } }),
      },
      'POST /api/user/2fa/recovery-codes': {
        kind: 'own',
        call: () => ({ body: { password: PASSWORD } }),
      },
      'POST /api/user/2fa/verify': { kind: 'own', call: () => ({ body: { code: '123456' } }) },
      'GET /api/user/sessions': { kind: 'own', call: () => ({}) },
      'POST /api/user/sessions/{id}/revoke': {
        kind: 'target',
        call: (x) => ({ path: { id: x.sessionId } }),
      },
      'GET /api/user/passkeys': { kind: 'own', call: () => ({}) },
      'POST /api/user/passkeys/registration-options': { kind: 'own', call: () => ({}) },
      'POST /api/user/passkeys': {
        kind: 'own',
        call: () => ({ body: { name: 'Alpha key', response: { id: 'x', response: {} } } }),
      },
      'POST /api/user/passkeys/{id}/rename': {
        kind: 'target',
        call: (x) => ({ path: { id: x.passkeyId }, body: { name: 'Mine now' } }),
      },
      'POST /api/user/passkeys/{id}/delete': {
        kind: 'target',
        call: (x) => ({ path: { id: x.passkeyId } }),
      },
      'GET /api/user/security-log': { kind: 'own', call: () => ({}) },
      'GET /api/user/logout': { kind: 'own', call: () => ({}) },
      'POST /api/user/confirm-device': {
        kind: 'target',
        call: (x) => ({ body: { token: x.leadId } }),
      },
      'POST /api/emails/reset-password': {
        kind: 'target',
        answersAlike: true,
        mayAdd: 'oneTimeTokens',
        call: (x) => ({ body: { email: x.email } }),
      },
      'POST /api/user/reset-password': {
        kind: 'target',
        call: (x) => ({
          body: { email: x.email, token: resetToken, password: 'alpha took this account' },
        }),
      },
      'GET /api/domains/portfolio-stats': { kind: 'own', call: () => ({}) },
      'GET /api/domains/renewals': { kind: 'own', call: () => ({ query: { days: '365' } }) },
      'GET /api/domains/tags': { kind: 'own', call: () => ({}) },
      'GET /api/domains/bulk-edit': { kind: 'own', call: () => ({}) },
      // B's names are simply not matched (as unknown ones are not): nothing of B's changes.
      'POST /api/domains/bulk-edit': {
        kind: 'target',
        answersAlike: true,
        call: (x) => ({
          body: { names: [x.domain, x.unlisted], changes: { sellingPrice: { set: 1 } } },
        }),
      },
      'POST /api/domains/bulk-edit/{id}/undo': {
        kind: 'target',
        call: (x) => ({ path: { id: x.bulkEditId } }),
      },
      'GET /api/analytics': { kind: 'own', call: () => ({ query: { days: '365' } }) },
      // B's private name, and (on the API key round) B's listed one: both answer as unknown.
      'GET /api/domains/{domain}/analytics': {
        kind: 'target',
        call: (x, credential) => ({
          path: { domain: credential === 'session' ? x.unlisted : x.domain },
          query: { days: '90' },
        }),
      },
      // Names are unique per owner: A may hold the same name; B's row must stay as it is.
      'POST /api/domains/import': {
        kind: 'target',
        answersAlike: true,
        call: (x) => ({
          query: { dryRun: 'true' },
          body: { domains: [{ name: x.domain, sellingPrice: 1 }, { name: x.unlisted }] },
        }),
      },
      'GET /api/domains/export': { kind: 'own', call: () => ({ query: { format: 'json' } }) },
      'POST /api/domains/export': { kind: 'own', call: () => ({ query: { format: 'json' } }) },
      'POST /api/domains/new': {
        kind: 'target',
        answersAlike: true,
        // A name of B's on each round: the first round adds one to A's portfolio.
        call: (x, credential) => ({
          body: { domain: { name: credential === 'session' ? x.unlisted : x.domain } },
        }),
      },
      'POST /api/domains/edit': {
        kind: 'target',
        call: (x) => ({ body: { domain: { _id: x.domainId, description: 'alpha was here' } } }),
      },
      'POST /api/domains/delete': {
        kind: 'target',
        call: (x) => ({ body: { payload: [x.domainId] } }),
      },
      'GET /api/domains/expiring': {
        kind: 'own',
        call: () => ({ query: { interval: 'LIFETIME' } }),
      },
      'GET /api/domains/sales': { kind: 'own', call: () => ({ query: { interval: 'LIFETIME' } }) },
      'GET /api/domains/sales/export': {
        kind: 'own',
        call: () => ({ query: { interval: 'LIFETIME', format: 'json' } }),
      },
      'GET /api/domains/{domain}': {
        kind: 'target',
        call: (x) => ({ path: { domain: x.unlisted } }),
      },
      'GET /api/health': { kind: 'public', call: () => ({}) },
      'GET /api/app-version': { kind: 'public', call: () => ({}) },
      'GET /api/site': { kind: 'public', call: () => ({ host: bHost }) },
      'GET /api/public/portfolio/{username}': {
        kind: 'public',
        call: () => ({ path: { username: b.user.username } }),
      },
      // B's private domain on B's own site, and B's listed one on A's site: neither exists.
      'GET /api/public/domains/{domain}/view': {
        kind: 'target',
        call: (x) => ({ path: { domain: x.unlisted }, host: bHost }),
      },
      'GET /api/public/domains/{domain}': {
        kind: 'target',
        call: (x) => ({ path: { domain: x.domain }, host: aHost }),
      },
      'POST /api/search': {
        kind: 'own',
        call: () => ({ query: { dashboard: 'true' }, body: { query: 'bravo' } }),
      },
      'POST /api/emails/send': { kind: 'target', call: (x) => ({ body: { data: lead(x) } }) },
      'POST /api/leads/form': { kind: 'target', call: (x) => ({ form: lead(x), host: bHost }) },
      'GET /api/leads': { kind: 'own', call: () => ({}) },
      'GET /api/leads/export': { kind: 'own', call: () => ({ query: { format: 'json' } }) },
      // A lead's thread by its id (a domain's leads by its name go through the same route).
      'GET /api/leads/{domainOrId}': {
        kind: 'target',
        call: (x) => ({ path: { domainOrId: x.leadId } }),
      },
      'GET /api/leads/summary': { kind: 'own', call: () => ({}) },
      'POST /api/leads/{id}/reply': {
        kind: 'target',
        call: (x) => ({ path: { id: x.leadId }, body: { message: 'Mine now', counterOffer: 5 } }),
      },
      'POST /api/leads/{id}/accept': { kind: 'target', call: (x) => ({ path: { id: x.leadId } }) },
      'POST /api/leads/{id}/decline': {
        kind: 'target',
        call: (x) => ({ path: { id: x.leadId }, body: { message: 'No' } }),
      },
      'GET /api/leads/{id}/export': {
        kind: 'target',
        call: (x) => ({ path: { id: x.leadId }, query: { format: 'json' } }),
      },
      'GET /api/lead-templates': { kind: 'own', call: () => ({}) },
      'POST /api/lead-templates': {
        kind: 'own',
        call: () => ({ body: { name: 'Alpha', body: 'Hello {buyerName}' } }),
      },
      'POST /api/lead-templates/{id}/edit': {
        kind: 'target',
        call: (x) => ({ path: { id: x.templateId }, body: { name: 'Mine', body: 'Mine now' } }),
      },
      'POST /api/lead-templates/{id}/delete': {
        kind: 'target',
        call: (x) => ({ path: { id: x.templateId } }),
      },
      'GET /api/notifications/channels': { kind: 'own', call: () => ({}) },
      'POST /api/notifications/channels': {
        kind: 'own',
        call: () => ({
          body: {
            type: 'NTFY',
            name: 'Alpha ntfy',
            server: 'https://ntfy.tenants.example',
            topic: 'alpha',
          },
        }),
      },
      'POST /api/notifications/channels/{id}/test': {
        kind: 'target',
        call: (x) => ({ path: { id: x.channelId } }),
      },
      'POST /api/notifications/channels/{id}/delete': {
        kind: 'target',
        call: (x) => ({ path: { id: x.channelId } }),
      },
      'GET /api/notifications/settings': { kind: 'own', call: () => ({}) },
      'POST /api/notifications/settings': {
        kind: 'own',
        call: () => ({
          body: {
            expiryReminders: true,
            expiryReminderDays: [30, 7],
            digest: true,
            routes: { 'domain.expiring': ['email'] },
          },
        }),
      },
      'GET /api/notifications/deliveries': {
        kind: 'target',
        call: (x) => ({ query: { channel: x.channelId } }),
      },
      'GET /api/user/calendar-feed': { kind: 'own', call: () => ({}) },
      'POST /api/user/calendar-feed': { kind: 'own', call: () => ({}) },
      'POST /api/user/calendar-feed/revoke': { kind: 'own', call: () => ({}) },
      // A calendar link is its secret token: no account can name another's.
      'GET /api/calendar/{file}': {
        kind: 'public',
        call: () => ({ path: { file: `${randomBytes(24).toString('base64url')}.ics` } }),
      },
      'POST /api/domains/reminders': {
        kind: 'target',
        call: (x) => ({ body: { payload: [x.domainId], muted: true } }),
      },
      'GET /api/registrar-connections': { kind: 'own', call: () => ({}) },
      // The registrar is asked before anything is saved (here it cannot be reached): nothing of B's changes.
      'POST /api/registrar-connections': {
        kind: 'own',
        call: () => ({
          body: { registrar: 'porkbun', apiKey: 'pk1_alpha', secretApiKey: 'sk1_alpha' },
        }),
      },
      'POST /api/registrar-connections/{id}/test': {
        kind: 'target',
        call: (x) => ({ path: { id: x.connectionId } }),
      },
      'POST /api/registrar-connections/{id}/sync': {
        kind: 'target',
        call: (x) => ({ path: { id: x.connectionId } }),
      },
      'POST /api/registrar-connections/{id}/pause': {
        kind: 'target',
        call: (x) => ({ path: { id: x.connectionId }, body: { paused: true } }),
      },
      'POST /api/registrar-connections/{id}/delete': {
        kind: 'target',
        call: (x) => ({ path: { id: x.connectionId } }),
      },
      'GET /api/registrar-connections/{id}/runs': {
        kind: 'target',
        call: (x) => ({ path: { id: x.connectionId } }),
      },
      'POST /api/domains/{domain}/registry-refresh': {
        kind: 'target',
        call: (x) => ({ path: { domain: x.domain } }),
      },
      'POST /api/domains/{domain}/registry-apply': {
        kind: 'target',
        call: (x) => ({ path: { domain: x.domain }, body: { fields: ['expiration'] } }),
      },
      'GET /api/user/offer-settings': { kind: 'own', call: () => ({}) },
      'POST /api/user/offer-settings': {
        kind: 'own',
        call: () => ({ body: { floorPercent: 50, verifiedBuyersOnly: true } }),
      },
      // A buyer's offer page is reached by the token emailed to the buyer: no account has it,
      // and a token this server did not make names nothing.
      'GET /api/offers/{token}': {
        kind: 'public',
        call: () => ({ path: { token: forgedToken() } }),
      },
      'POST /api/offers/{token}/accept': {
        kind: 'public',
        call: () => ({ path: { token: forgedToken() }, body: {} }),
      },
      'POST /api/offers/{token}/counter': {
        kind: 'public',
        call: () => ({ path: { token: forgedToken() }, body: { amount: 5 } }),
      },
      'POST /api/offers/{token}/decline': {
        kind: 'public',
        call: () => ({ path: { token: forgedToken() }, body: {} }),
      },
      'POST /api/offers/{token}/verify': {
        kind: 'public',
        call: () => ({ path: { token: forgedToken() }, body: {} }),
      },
      'POST /api/offers/{token}/checkout': {
        kind: 'public',
        call: () => ({ path: { token: forgedToken() }, body: {}, host: bHost }),
      },
      'POST /api/leads/delete': {
        kind: 'target',
        call: (x) => ({ body: { payload: [x.leadId] } }),
      },
      'POST /api/integrations/escrow/pay': {
        kind: 'target',
        call: (x) => ({
          body: { domain: x.domain, email: 'alpha-buyer@buyers.example', leadId: x.leadId },
          host: bHost,
        }),
      },
      // Escrow.com's webhook acknowledges every notification, then asks Escrow.com itself.
      'POST /api/integrations/escrow/notifications': {
        kind: 'target',
        answersAlike: true,
        call: () => ({
          body: { event: 'complete', event_type: 'transaction', transaction_id: 3800255 },
        }),
      },
      'GET /api/user/custom-domain': { kind: 'own', call: () => ({}) },
      'POST /api/user/custom-domain/verify': { kind: 'own', call: () => ({}) },
      'GET /api/domains/{domain}/parking': {
        kind: 'target',
        call: (x) => ({ path: { domain: x.domain } }),
      },
      'POST /api/domains/parking/verify': {
        kind: 'target',
        call: (x) => ({ body: { domain: x.domain } }),
      },
      'GET /api/payments/config': { kind: 'public', call: () => ({}) },
      'GET /api/payments/billing': { kind: 'own', call: () => ({}) },
      'POST /api/payments/checkout-session': {
        kind: 'own',
        call: () => ({ body: { plan: 'PRO', interval: 'YEAR' } }),
      },
      'POST /api/payments/customer-portal': { kind: 'own', call: () => ({}) },
      'POST /api/payments/webhook': { kind: 'own', call: () => ({ body: { id: 'evt_1' } }) },
      'GET /api/user/export': { kind: 'own', call: () => ({}) },
      // B's password does not delete A's account (nor B's).
      'POST /api/user/delete': { kind: 'own', call: () => ({ body: { password: B_PASSWORD } }) },
      // A is no administrator: the admin area answers as if it did not exist.
      'GET /api/admin/accounts': {
        kind: 'target',
        call: (x) => ({ query: { query: x.email } }),
      },
      'POST /api/admin/accounts/{id}/disable': {
        kind: 'target',
        call: (x) => ({ path: { id: x.userId } }),
      },
      'POST /api/admin/accounts/{id}/enable': {
        kind: 'target',
        call: (x) => ({ path: { id: x.userId } }),
      },
      'POST /api/admin/accounts/{id}/plan': {
        kind: 'target',
        call: (x) => ({ path: { id: x.userId }, body: { planType: 'FREE' } }),
      },
      'GET /api/admin/actions': { kind: 'target', call: () => ({}) },
      'POST /api/emails/support': {
        kind: 'target',
        call: (x) => ({ body: { username: x.username, email: x.email, message: 'Help' } }),
      },
      'POST /api/emails/feedback': { kind: 'own', call: () => ({ body: { message: 'Nice' } }) },
      'GET /api/current-user': { kind: 'own', call: () => ({}) },
      'GET /api/pages/default': { kind: 'own', call: () => ({}) },
      'POST /api/user/edit': {
        kind: 'unique',
        call: (x) => ({ body: { user: { username: x.username, customDomain: x.customDomain } } }),
      },
      'POST /api/user/sessions/revoke-others': { kind: 'own', call: () => ({}) },
      'POST /api/user/api-key': { kind: 'own', call: () => ({}) },
      'GET /api/user/api-key': { kind: 'own', call: () => ({}) },
      'POST /api/user/api-key/revoke': { kind: 'own', call: () => ({}) },
    };
  });
  afterAll(() => t.close());

  /** Text of B's that none of A's answers may hold (`private`: not even a visitor's). */
  const markersOf = (tenant: Tenant, scope: 'all' | 'private') => [
    tenant.user.id,
    tenant.user.email,
    tenant.unlisted.name,
    tenant.unlisted.id,
    tenant.lead.email,
    tenant.lead.id,
    tenant.listed.privateNotes!,
    tenant.unlisted.privateNotes!,
    tenant.apiKey,
    ...(scope === 'all' ? [tenant.listed.name, tenant.listed.id] : []),
  ];

  async function send(operation: ApiOperation, call: Call, credential: Credential) {
    addresses += 1;
    const agent = request(t.http);
    let req = agent[operation.method](fillPath(operation.path, call.path ?? {}))
      .query(call.query ?? {})
      .set('Host', call.host ?? 'localhost')
      // One client address per request, so that limits per address play no part.
      .set('X-Forwarded-For', `10.2.${(addresses >> 8) & 255}.${addresses & 255}`);
    req =
      credential === 'session' ? req.set('Cookie', a.cookie) : req.set(API_KEY_HEADER, a.apiKey);
    if (call.form) req = req.type('form').send(call.form);
    else if (call.body !== undefined) req = req.send(call.body as object);
    const res = await req;
    return { status: res.status, text: res.text ?? '' };
  }

  /** An answer with the target's own values (and the request's random ones) taken out. */
  const neutral = (text: string, x: Target) =>
    Object.entries(x)
      .sort(([, one], [, other]) => other.length - one.length)
      .reduce((result, [key, value]) => result.split(value).join(`{${key}}`), text)
      // Moments, request ids and generated names differ between any two answers.
      .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '{time}')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '{new id}');

  it('knows how to call every route the application serves', () => {
    const routes = operations.map((operation) => operation.route);
    expect(routes.length).toBeGreaterThan(50);
    // Each is a new route: add it to the matrix with the call that targets B's data.
    expect(routes.filter((route) => !(route in matrix))).toEqual([]);
  });

  it("never lets A reach B's data, by session or API key, and tells 'not yours' from nothing", async () => {
    const problems: string[] = [];
    const bBefore = await snapshotOf(t, b.user.id);
    const ordered = [
      ...operations.filter((o) => !LAST.includes(o.route)),
      ...LAST.map((route) => operations.find((o) => o.route === route)!),
    ];
    let calls = 0;
    for (const operation of ordered) {
      const entry = matrix[operation.route]!;
      for (const credential of ['session', 'API key'] as const) {
        const before = await snapshotOf(t, b.user.id);
        const where = `${operation.route} (${credential})`;
        if (entry.kind === 'target') {
          const bx = targetOf(b);
          const rx = randomTarget();
          const hers = await send(operation, entry.call(bx, credential), credential);
          const nobody = await send(operation, entry.call(rx, credential), credential);
          calls += 2;
          if (!entry.answersAlike && hers.status < 400)
            problems.push(`${where}: B's data answered ${hers.status} ${hers.text.slice(0, 200)}`);
          if (hers.status !== nobody.status || neutral(hers.text, bx) !== neutral(nobody.text, rx))
            problems.push(
              `${where}: B's data answers ${hers.status} ${neutral(hers.text, bx).slice(0, 300)}, nothing answers ${nobody.status} ${neutral(nobody.text, rx).slice(0, 300)}`,
            );
        } else {
          const call = entry.kind === 'unique' ? entry.call(targetOf(b)) : entry.call();
          const res = await send(operation, call, credential);
          calls += 1;
          const markers = markersOf(b, entry.kind === 'public' ? 'private' : 'all');
          const leaked = markers.filter((marker) => res.text.includes(marker));
          if (leaked.length > 0)
            problems.push(`${where}: the answer holds B's ${leaked.join(', ')}`);
          if (entry.kind === 'unique' && res.status < 400)
            problems.push(`${where}: took B's unique values (${res.status})`);
        }
        // Views are counted in batches: let any batch be written before comparing.
        if (operation.route.endsWith('/view')) await new Promise((r) => setTimeout(r, 300));
        const after = await snapshotOf(t, b.user.id);
        if (entry.kind === 'target' && entry.mayAdd) {
          const added = after[entry.mayAdd]!.length - before[entry.mayAdd]!.length;
          if (added < 0 || added > 1) problems.push(`${where}: changed B's ${entry.mayAdd}`);
          before[entry.mayAdd] = after[entry.mayAdd]!;
          bBefore[entry.mayAdd] = after[entry.mayAdd]!;
        }
        if (JSON.stringify(after) !== JSON.stringify(before))
          problems.push(`${where}: changed B's rows`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshotOf(t, b.user.id)).toEqual(bBefore);
    // B still signs in and finds everything as it was.
    const signedIn = await request(t.http)
      .post('/api/user/login')
      .send({ email: b.user.email, password: B_PASSWORD })
      .expect(200);
    expect(signedIn.body).toBeDefined();
    console.info(`tenant isolation: ${operations.length} routes, ${calls} calls`);
  });
});
