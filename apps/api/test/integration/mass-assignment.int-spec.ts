import { eq } from 'drizzle-orm';
import request from 'supertest';
import { leads, users } from '../../src/database/schema';
import { createUser } from '../factories/user.factory';
import { apiOperations, fillPath, type ApiOperation, type Schema } from '../support/api-operations';
import { PASSWORD, proveSecondFactor } from '../support/auth-helpers';
import { createTenant, snapshotOf, type Tenant } from '../support/tenants';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Fields a client must never set: who owns a row, the plan, ids, counters, timestamps, sale and
 * confirmation flags, roles and secrets. Each is sent with a value that would matter (the
 * victim's id, Pro, a confirmed email...) wherever a body does not declare it.
 */
function injectedFields(victim: Tenant): Record<string, unknown> {
  const date = '2000-01-01T00:00:00.000Z';
  return {
    owner: victim.user.username,
    ownerId: victim.user.id,
    userId: victim.user.id,
    user_id: victim.user.id,
    plan: 'PRO',
    planType: 'PRO',
    planInterval: 'YEAR',
    planPeriodEnd: '2999-01-01T00:00:00.000Z',
    id: victim.listed.id,
    _id: victim.listed.id,
    domainId: victim.listed.id,
    views: 1_000_000,
    createdAt: date,
    updatedAt: date,
    createdDate: date,
    sold: true,
    soldAt: date,
    emailConfirmed: true,
    emailConfirmedAt: date,
    isAdmin: true,
    role: 'ADMIN',
    disabledAt: null,
    deletedAt: null,
    passwordHash: 'x',
    stripeCustomerId: 'cus_injected',
    customDomainVerifiedAt: date,
    apiKey: victim.apiKey,
    botCheck: 'PASSED',
  };
}

/** The value at a path of a body ('domain', 'domains.0', '' for the body itself). */
function at(value: unknown, path: string): Record<string, unknown> {
  return path
    .split('.')
    .filter(Boolean)
    .reduce<unknown>((inner, key) => (inner as Record<string, unknown>)[key], value) as Record<
    string,
    unknown
  >;
}

/** Every path of `body` that holds an object (the body itself is ''). */
function objectPaths(body: unknown, path = ''): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const own = Array.isArray(body) ? [] : [path];
  return [
    ...own,
    ...Object.entries(body).flatMap(([key, inner]) =>
      objectPaths(inner, path ? `${path}.${key}` : key),
    ),
  ];
}

/** The schema the route documents at a path of its body. */
function schemaAt(schema: Schema | null, path: string): Schema | undefined {
  let current: Schema | undefined = schema ?? undefined;
  for (const key of path.split('.').filter(Boolean))
    current = /^\d+$/.test(key) ? current?.items : current?.properties?.[key];
  return current;
}

/** The fields the route's documented schema declares at a path of its body. */
function declaredAt(schema: Schema | null, path: string): Set<string> {
  return new Set(Object.keys(schemaAt(schema, path)?.properties ?? {}));
}

/**
 * Whether the body is free-form at a path (documented `additionalProperties: true`, as a
 * browser's WebAuthn answer handed whole to its verifier): no field there is undeclared, and
 * nothing under it can name a row.
 */
function freeFormAt(schema: Schema | null, path: string): boolean {
  const parts = path.split('.').filter(Boolean);
  return parts.some(
    (_, i) => schemaAt(schema, parts.slice(0, i + 1).join('.'))?.additionalProperties === true,
  );
}

describe('mass assignment: fields a body does not declare', () => {
  let t: TestApp;
  let operations: ApiOperation[];
  let owner: Tenant;
  let victim: Tenant;
  let target: string;
  let addresses = 0;

  /**
   * For every write route: a body that passes its checks (the control), and the path values.
   * A write route missing here fails the test, so a new one is checked before it ships.
   */
  let bodies: Map<string, { body?: Record<string, unknown>; path?: Record<string, string> }>;
  /** Write routes that read no JSON body: they must ignore the fields, and change nothing. */
  const NO_BODY = new Set([
    'POST /api/domains/export',
    'POST /api/user/custom-domain/verify',
    'POST /api/payments/customer-portal',
    'POST /api/payments/webhook',
    'POST /api/admin/accounts/{id}/disable',
    'POST /api/admin/accounts/{id}/enable',
    'POST /api/user/api-key',
    'POST /api/user/api-key/revoke',
    'POST /api/leads/{id}/accept',
    'POST /api/lead-templates/{id}/delete',
    'POST /api/notifications/channels/{id}/test',
    'POST /api/notifications/channels/{id}/delete',
    'POST /api/domains/{domain}/registry-refresh',
    'POST /api/domains/bulk-edit/{id}/undo',
    'POST /api/registrar-connections/{id}/test',
    'POST /api/registrar-connections/{id}/sync',
    'POST /api/registrar-connections/{id}/delete',
    'POST /api/user/calendar-feed',
    'POST /api/user/calendar-feed/revoke',
    'POST /api/user/2fa/setup',
    'POST /api/user/sessions/{id}/revoke',
    'POST /api/user/sessions/revoke-others',
    'POST /api/user/passkeys/registration-options',
    'POST /api/user/passkeys/{id}/delete',
    'POST /api/offers/{token}/accept',
    'POST /api/offers/{token}/verify',
    'POST /api/offers/{token}/checkout',
    // An HTML form posts whatever inputs it has: the route keeps only the form's own fields.
    'POST /api/leads/form',
  ]);
  /**
   * A provider's notification: its sender adds fields as it likes (Escrow.com posts more than
   * the product reads), so the route ignores every field but the one it reads, and trusts none.
   */
  const FORGED = `${'0'.repeat(32)}${'A'.repeat(43)}`;
  const NOTICES = new Set(['POST /api/integrations/escrow/notifications']);

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off', ADMIN_EMAILS: 'owner@tenants.example' });
    owner = await createTenant(t, 'owner');
    victim = await createTenant(t, 'victim');
    // The owner administers too: the admin routes need a session with a second factor.
    await proveSecondFactor(t, owner.user.id);
    target = (await createUser(t.db, { username: 'target' })).id;
    operations = (await apiOperations(t)).filter((operation) => operation.method !== 'get');
    const template = await request(t.http)
      .post('/api/lead-templates')
      .set('Cookie', owner.cookie)
      .send({ name: 'Saved', body: 'Hello' })
      .expect(201);
    const templateId = template.body.payload._id as string;
    const channel = await request(t.http)
      .post('/api/notifications/channels')
      .set('Cookie', owner.cookie)
      .send({
        type: 'WEBHOOK',
        name: 'Hook',
        url: 'https://alerts.owner.example/hook',
        secret: 'whsec_owner_secret_0123456789',
      })
      .expect(201);
    const channelId = channel.body.payload._id as string;
    bodies = new Map<string, { body?: Record<string, unknown>; path?: Record<string, string> }>([
      [
        'POST /api/user/register',
        { body: { email: 'new@tenants.example', displayName: 'New', password: PASSWORD } },
      ],
      ['POST /api/emails/confirm-email', { body: { email: owner.user.email } }],
      ['POST /api/user/confirm-email', { body: { email: owner.user.email, token: 'a-token' } }],
      ['POST /api/user/login', { body: { email: owner.user.email, password: PASSWORD } }],
      ['POST /api/user/confirm-device', { body: { token: 'a-token' } }],
      ['POST /api/emails/reset-password', { body: { email: owner.user.email } }],
      [
        'POST /api/user/reset-password',
        { body: { email: owner.user.email, token: 'a-token', password: PASSWORD } },
      ],
      [
        'POST /api/domains/import',
        { body: { domains: [{ name: 'imported.com', sellingPrice: 10 }] } },
      ],
      ['POST /api/domains/new', { body: { domain: { name: 'added.com', sellingPrice: 10 } } }],
      [
        'POST /api/domains/edit',
        { body: { domain: { _id: owner.listed.id, description: 'edited' } } },
      ],
      ['POST /api/domains/delete', { body: { payload: [owner.unlisted.id] } }],
      ['POST /api/search', { body: { query: 'listed' } }],
      [
        'POST /api/emails/send',
        {
          body: {
            data: {
              domain: owner.listed.name,
              owner: owner.user.username,
              name: 'Bea Buyer',
              email: 'bea@buyers.example',
              message: 'Interested',
            },
          },
        },
      ],
      ['POST /api/leads/delete', { body: { payload: [owner.lead.id] } }],
      [
        'POST /api/leads/{id}/reply',
        { body: { message: 'Thanks', counterOffer: 900 }, path: { id: owner.lead.id } },
      ],
      ['POST /api/leads/{id}/decline', { body: { message: 'No' }, path: { id: owner.lead.id } }],
      ['POST /api/leads/{id}/accept', { path: { id: owner.lead.id } }],
      ['POST /api/lead-templates', { body: { name: 'Reply', body: 'Hello {buyerName}' } }],
      [
        'POST /api/lead-templates/{id}/edit',
        { body: { name: 'Reply', body: 'Hi' }, path: { id: templateId } },
      ],
      ['POST /api/lead-templates/{id}/delete', { path: { id: templateId } }],
      ['POST /api/user/offer-settings', { body: { floorPercent: 50, notifyBelowFloor: true } }],
      [
        'POST /api/notifications/channels',
        {
          body: {
            type: 'NTFY',
            name: 'Phone',
            server: 'https://ntfy.owner.example',
            topic: 'deals',
          },
        },
      ],
      ['POST /api/notifications/channels/{id}/test', { path: { id: channelId } }],
      ['POST /api/notifications/channels/{id}/delete', { path: { id: channelId } }],
      [
        'POST /api/notifications/settings',
        {
          body: {
            expiryReminders: true,
            expiryReminderDays: [30, 7],
            digest: false,
            routes: { 'lead.received': ['email'] },
          },
        },
      ],
      ['POST /api/user/calendar-feed', {}],
      ['POST /api/user/calendar-feed/revoke', {}],
      // Account security: codes and challenges of nobody's, passkey answers no browser made.
      ['POST /api/user/login/2fa', { body: { challenge: FORGED, code: '123456' } }],
      ['POST /api/user/passkeys/sign-in-options', { body: { remember: true } }],
      ['POST /api/user/passkeys/sign-in', { body: { response: { id: 'x', response: {} } } }],
      ['POST /api/user/2fa/setup', {}],
      ['POST /api/user/2fa/enable', { body: { code: '123456' } }],
      ['POST /api/user/2fa/disable', { body: { password: PASSWORD, code: '123456' } }],
      ['POST /api/user/2fa/recovery-codes', { body: { password: PASSWORD } }],
      ['POST /api/user/2fa/verify', { body: { code: '123456' } }],
      [
        'POST /api/user/sessions/{id}/revoke',
        { path: { id: '00000000-0000-4000-8000-000000000000' } },
      ],
      ['POST /api/user/sessions/revoke-others', {}],
      ['POST /api/user/passkeys/registration-options', {}],
      ['POST /api/user/passkeys', { body: { name: 'Phone', response: { id: 'x', response: {} } } }],
      [
        'POST /api/user/passkeys/{id}/rename',
        { path: { id: '00000000-0000-4000-8000-000000000000' }, body: { name: 'Phone' } },
      ],
      [
        'POST /api/user/passkeys/{id}/delete',
        { path: { id: '00000000-0000-4000-8000-000000000000' } },
      ],
      ['POST /api/domains/reminders', { body: { payload: [owner.listed.id], muted: true } }],
      [
        'POST /api/domains/bulk-edit',
        {
          body: {
            names: [owner.listed.name],
            changes: {
              sellingPrice: { percent: 10 },
              public: { set: true },
              registrar: { set: 'porkbun' },
              tags: { add: ['ai'], remove: ['old'] },
            },
            dryRun: true,
          },
        },
      ],
      // An edit id of nobody's: the route reads no body, whatever it is sent.
      [
        'POST /api/domains/bulk-edit/{id}/undo',
        { path: { id: '00000000-0000-4000-8000-000000000000' } },
      ],
      ['POST /api/domains/{domain}/registry-refresh', { path: { domain: owner.listed.name } }],
      [
        'POST /api/registrar-connections',
        { body: { registrar: 'porkbun', apiKey: 'pk1_owner', secretApiKey: 'sk1_owner' } },
      ],
      ['POST /api/registrar-connections/{id}/test', { path: { id: owner.connection.id } }],
      ['POST /api/registrar-connections/{id}/sync', { path: { id: owner.connection.id } }],
      [
        'POST /api/registrar-connections/{id}/pause',
        { path: { id: owner.connection.id }, body: { paused: true } },
      ],
      ['POST /api/registrar-connections/{id}/delete', { path: { id: victim.connection.id } }],
      [
        'POST /api/domains/{domain}/registry-apply',
        { path: { domain: owner.listed.name }, body: { fields: ['expiration'] } },
      ],
      // A token this server never made: the body's fields are checked before the token.
      ['POST /api/offers/{token}/counter', { body: { amount: 5 }, path: { token: FORGED } }],
      ['POST /api/offers/{token}/decline', { body: { message: 'No' }, path: { token: FORGED } }],
      ['POST /api/offers/{token}/accept', { path: { token: FORGED } }],
      ['POST /api/offers/{token}/verify', { path: { token: FORGED } }],
      ['POST /api/offers/{token}/checkout', { path: { token: FORGED } }],
      [
        'POST /api/integrations/escrow/pay',
        { body: { domain: owner.listed.name, email: 'bea@buyers.example', leadId: owner.lead.id } },
      ],
      [
        'POST /api/integrations/escrow/notifications',
        { body: { event: 'complete', event_type: 'transaction', transaction_id: 12345 } },
      ],
      ['POST /api/domains/parking/verify', { body: { domain: owner.listed.name } }],
      ['POST /api/payments/checkout-session', { body: { plan: 'PRO', interval: 'YEAR' } }],
      // A wrong password: the control must not delete the account the other checks use.
      ['POST /api/user/delete', { body: { password: 'not the password' } }],
      ['POST /api/admin/accounts/{id}/plan', { body: { planType: 'FREE' }, path: { id: target } }],
      ['POST /api/admin/accounts/{id}/disable', { path: { id: target } }],
      ['POST /api/admin/accounts/{id}/enable', { path: { id: target } }],
      ['POST /api/emails/support', { body: { message: 'Help, please' } }],
      ['POST /api/emails/feedback', { body: { message: 'Nice' } }],
      [
        'POST /api/user/edit',
        { body: { user: { displayName: 'Owner' }, page: { title: 'Names' } } },
      ],
    ]);
  });
  afterAll(() => t.close());

  const send = (
    operation: ApiOperation,
    body: unknown,
    path: Record<string, string> = {},
    type = 'application/json',
  ) => {
    addresses += 1;
    const agent = request(t.http);
    return agent[operation.method](fillPath(operation.path, path))
      .set('Cookie', owner.cookie)
      .set('Host', `${owner.user.username}.localhost`)
      .set('X-Forwarded-For', `10.1.${(addresses >> 8) & 255}.${addresses & 255}`)
      .set('Content-Type', type)
      .send(type === 'application/json' ? JSON.stringify(body) : (body as string));
  };

  it('knows every write route of the application', () => {
    expect(operations.length).toBeGreaterThan(25);
    const unknown = operations
      .map((operation) => operation.route)
      .filter((route) => !bodies.has(route) && !NO_BODY.has(route));
    // Each is a new write route: give it a body that passes its checks above.
    expect(unknown).toEqual([]);
  });

  it('refuses each field a body does not declare, at every level, and changes nothing', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const operation of operations) {
      const known = bodies.get(operation.route);
      if (!known?.body || NOTICES.has(operation.route)) continue;
      const before = [await snapshotOf(t, owner.user.id), await snapshotOf(t, victim.user.id)];
      for (const path of objectPaths(known.body)) {
        if (freeFormAt(operation.body, path)) continue;
        const declared = declaredAt(operation.body, path);
        for (const [field, value] of Object.entries(injectedFields(victim))) {
          if (declared.has(field)) continue;
          const body = structuredClone(known.body);
          Object.defineProperty(at(body, path), field, { value, enumerable: true });
          const res = await send(operation, body, known.path);
          checked += 1;
          const named = JSON.stringify(res.body).includes(field);
          if (res.status !== 400 || !named)
            problems.push(
              `${operation.route}: ${path || 'body'}.${field} answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
            );
        }
      }
      const after = [await snapshotOf(t, owner.user.id), await snapshotOf(t, victim.user.id)];
      if (JSON.stringify(after) !== JSON.stringify(before))
        problems.push(`${operation.route}: a refused request changed the owner's or victim's rows`);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(500);
    console.info(`mass assignment: ${checked} refused bodies`);
  });

  it('accepts each control body, so the refusals above are the fields', async () => {
    const refused: string[] = [];
    for (const operation of operations) {
      const known = bodies.get(operation.route);
      if (!known?.body) continue;
      const res = await send(operation, known.body, known.path);
      if (res.status === 400 && Array.isArray(res.body.errors) && res.body.errors.length > 0)
        refused.push(`${operation.route}: ${JSON.stringify(res.body)}`);
    }
    expect(refused).toEqual([]);
  });

  it('ignores those fields on routes that read no body, which change nothing of the victim', async () => {
    const victimBefore = await snapshotOf(t, victim.user.id);
    const [ownerBefore] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    for (const operation of operations.filter(
      (o) => NO_BODY.has(o.route) || NOTICES.has(o.route),
    )) {
      const known = bodies.get(operation.route);
      const res = NOTICES.has(operation.route)
        ? await send(operation, { ...injectedFields(victim), ...known?.body })
        : operation.route === 'POST /api/leads/form'
          ? await send(
              operation,
              new URLSearchParams({
                ...Object.fromEntries(
                  Object.entries(injectedFields(victim)).map(([key, value]) => [
                    key,
                    String(value),
                  ]),
                ),
                // The form's own fields, which it reads (owner among them).
                domain: owner.listed.name,
                owner: owner.user.username,
                name: 'Form Buyer',
                email: 'form@buyers.example',
              }).toString(),
              {},
              'application/x-www-form-urlencoded',
            )
          : await send(operation, injectedFields(victim), known?.path);
      expect(res.status).toBeLessThan(500);
    }
    expect(await snapshotOf(t, victim.user.id)).toEqual(victimBefore);
    // The owner's plan, confirmation and identity are what they were.
    const [ownerAfter] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    for (const column of [
      'id',
      'planType',
      'planInterval',
      'planPeriodEnd',
      'emailConfirmedAt',
      'createdAt',
      'passwordHash',
      'stripeCustomerId',
      'disabledAt',
    ] as const)
      expect({ column, value: ownerAfter?.[column] }).toEqual({
        column,
        value: ownerBefore?.[column],
      });
    // The form's lead went to the domain's owner; its bot check is not the one it claimed.
    const [formLead] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.email, 'form@buyers.example'));
    expect(formLead).toMatchObject({
      ownerId: owner.user.id,
      domainId: owner.listed.id,
      botCheck: expect.not.stringMatching(/^PASSED$/),
    });
    expect(formLead?.createdAt.getFullYear()).toBeGreaterThan(2000);
  });
});
