import { eq } from 'drizzle-orm';
import request from 'supertest';
import { domains, leads, users } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/** What an HTML form sends for fields left empty: the API reads them as not sent. */
describe('blank optional fields count as not sent', () => {
  let t: TestApp;
  let cookie: string;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    const owner = await createOwner(t, { username: 'alice', email: 'alice@owner.example' });
    ownerId = owner.id;
    await createDomain(t.db, owner.id, { name: 'priced.com', sellingPrice: '4999.00' });
    await createDomain(t.db, owner.id, { name: 'offer-me.com' });
    cookie = await signIn(t, 'alice@owner.example');
  });
  afterAll(() => t.close());

  const lead = (data: Record<string, unknown>) =>
    request(t.http)
      .post('/api/emails/send')
      .send({
        data: {
          owner: 'alice',
          name: 'Bob Buyer',
          email: 'bob@buyer.example',
          recaptcha: '',
          ...data,
        },
      });

  it('takes a lead for a priced domain whose form sent an empty offer and phone', async () => {
    const res = await lead({
      domain: 'priced.com',
      sellingPrice: '',
      offer: '',
      phone: '',
      message: '',
    }).expect(200);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, res.body.payload.leadId));
    expect(row).toMatchObject({ domainName: 'priced.com', offer: null, phone: null });
  });

  it('still asks for the offer where the domain takes offers, naming the field', async () => {
    const res = await lead({ domain: 'offer-me.com', offer: '  ' }).expect(400);
    expect(res.body.message).toBe('Please enter your offer (at least $0.01).');
    expect(res.body.errors).toEqual([{ field: 'offer', message: res.body.message }]);
  });

  it('still refuses missing required fields with a message naming them', async () => {
    const blankName = await lead({ domain: 'priced.com', name: '' }).expect(400);
    expect(blankName.body.title).toBe('Missing Fields');
    const noDomain = await request(t.http)
      .post('/api/domains/new')
      .set('Cookie', cookie)
      .send({
        domain: { name: '', description: '' },
      });
    expect(noDomain.status).toBe(400);
    expect(noDomain.body.message).toMatch(/domain name/i);
    const rename = await request(t.http)
      .post('/api/domains/edit')
      .set('Cookie', cookie)
      .send({ domain: { _id: (await domainId('priced.com'))!, name: '' } })
      .expect(400);
    expect(rename.body.message).toBe('Name must not be empty.');
    const noName = await request(t.http)
      .post('/api/user/edit')
      .set('Cookie', cookie)
      .send({ user: { displayName: '' } })
      .expect(400);
    expect(noName.body.message).toBe('DisplayName must not be empty.');
  });

  it('reads an empty query value as not sent: ?page= is the first page', async () => {
    const res = await request(t.http)
      .get('/api/leads?page=&limit=')
      .set('Cookie', cookie)
      .expect(200);
    expect(res.body.payload).toMatchObject({ page: 1 });
    const stats = await request(t.http)
      .get('/api/domains/portfolio-stats?interval=')
      .set('Cookie', cookie)
      .expect(200);
    expect(stats.body.payload.totalDomains).toBe(2);
    // A value that is there but wrong is still refused.
    await request(t.http).get('/api/leads?page=zero').set('Cookie', cookie).expect(400);
  });

  it('lets an empty field of an edit clear the value, as the dashboard does', async () => {
    const id = (await domainId('priced.com'))!;
    await request(t.http)
      .post('/api/domains/edit')
      .set('Cookie', cookie)
      .send({ domain: { _id: id, description: 'Short and sweet', renewalCost: 12 } })
      .expect(200);
    const res = await request(t.http)
      .post('/api/domains/edit')
      .set('Cookie', cookie)
      .send({ domain: { _id: id, description: '', renewalCost: '', public: '' } })
      .expect(200);
    expect(res.body.payload).toMatchObject({ description: null, renewalCost: null, public: true });

    await request(t.http)
      .post('/api/user/edit')
      .set('Cookie', cookie)
      .send({ user: { phone: '+1 555 0100', portfolioDisplayName: 'Alice Names' } })
      .expect(200);
    await request(t.http)
      .post('/api/user/edit')
      .set('Cookie', cookie)
      .send({ user: { phone: '', portfolioDisplayName: ' ', timeZone: '' } })
      .expect(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, ownerId));
    expect(row).toMatchObject({ phone: null, portfolioDisplayName: null, timeZone: 'UTC' });
  });

  it('reads a blank value in an imported row as an empty cell: it keeps what is saved', async () => {
    const importRows = (rows: object[]) =>
      request(t.http)
        .post('/api/domains/import')
        .set('Cookie', cookie)
        .send({ domains: rows })
        .expect(200);
    await importRows([{ name: 'cells.com', sellingPrice: 250, description: 'Kept' }]);
    const res = await importRows([
      { name: 'cells.com', sellingPrice: '', description: ' ', registrar: '', renewalCost: 9 },
      { name: 'fresh-cells.com', sellingPrice: '', expiration: '', public: '' },
    ]);
    expect(res.body.payload.rows.map((row: { status: string }) => row.status)).toEqual([
      'UPDATED',
      'CREATED',
    ]);
    const [kept] = await t.db.select().from(domains).where(eq(domains.name, 'cells.com'));
    expect(kept).toMatchObject({
      sellingPrice: '250.00',
      description: 'Kept',
      renewalCost: '9.00',
    });
  });

  async function domainId(name: string): Promise<string | undefined> {
    const [row] = await t.db.select({ id: domains.id }).from(domains).where(eq(domains.name, name));
    return row?.id;
  }
});
