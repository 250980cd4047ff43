import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { domains, type UserRow } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

const FIXTURES = join(__dirname, '../../../../libs/portfolio-files/src/fixtures');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

describe('portfolio import and export', () => {
  let t: TestApp;
  let alice: UserRow;
  let aliceCookie: string;
  let bob: UserRow;
  let bobCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    alice = await createOwner(t, { email: 'alice@example.com', username: 'alice' });
    bob = await createOwner(t, { email: 'bob@example.com', username: 'bob' });
    aliceCookie = await signIn(t, 'alice@example.com');
    bobCookie = await signIn(t, 'bob@example.com');
  });
  afterAll(() => t.close());

  const owned = async (owner: UserRow) =>
    t.db.select().from(domains).where(eq(domains.ownerId, owner.id)).orderBy(domains.name);
  const importRows = (cookie: string, rows: object[], dryRun = false) =>
    request(t.http)
      .post(`/api/domains/import?dryRun=${dryRun}`)
      .set('Cookie', cookie)
      .send({ domains: rows });
  const importCsv = (cookie: string, csv: string, dryRun = false) =>
    request(t.http)
      .post(`/api/domains/import?dryRun=${dryRun}`)
      .set('Cookie', cookie)
      .set('Content-Type', 'text/csv')
      .send(csv);
  const clear = async (owner: UserRow) => t.db.delete(domains).where(eq(domains.ownerId, owner.id));

  describe('rows from the browser', () => {
    beforeEach(() => clear(alice));

    it('creates new names, updates existing ones (only the columns given) and refuses bad rows with their row numbers', async () => {
      await createDomain(t.db, alice.id, {
        name: 'existing.com',
        sellingPrice: '900.00',
        description: 'Kept as it is',
      });
      const res = await importRows(aliceCookie, [
        { line: 2, name: 'Café.com', sellingPrice: 1500, registrar: 'godaddy' },
        { line: 3, name: 'existing.com', expiration: '2028-01-31' },
        { line: 4, name: 'www.sub.example.com' },
        { line: 5, name: 'cheap.com', sellingPrice: -1 },
        { line: 6, name: 'bin.com', buyItNow: true },
        { line: 7, name: 'CAFÉ.com' },
        { line: 8, name: 'long.com', description: 'x'.repeat(251) },
      ]).expect(200);
      expect(res.body).toMatchObject({
        type: 'SUCCESS',
        title: 'Import Complete',
        message: '1 added, 1 updated, 5 not imported.',
        payload: { dryRun: false, created: 1, updated: 1, rejected: 5 },
      });
      expect(res.body.payload.rows).toEqual([
        { line: 2, name: 'xn--caf-dma.com', status: 'CREATED' },
        { line: 3, name: 'existing.com', status: 'UPDATED' },
        {
          line: 4,
          name: 'www.sub.example.com',
          status: 'REJECTED',
          reason: 'www.sub.example.com is a subdomain. Add the domain itself, such as example.com.',
        },
        {
          line: 5,
          name: 'cheap.com',
          status: 'REJECTED',
          reason: 'SellingPrice must be 0 or more.',
        },
        {
          line: 6,
          name: 'bin.com',
          status: 'REJECTED',
          reason: 'Set a selling price before enabling Buy It Now.',
        },
        { line: 7, name: 'CAFÉ.com', status: 'REJECTED', reason: 'CAFÉ.com is already on row 2.' },
        {
          line: 8,
          name: 'long.com',
          status: 'REJECTED',
          reason: 'Description must be 250 characters or fewer.',
        },
      ]);
      const rows = await owned(alice);
      expect(
        rows.map((r) => [r.name, r.sellingPrice, r.registrar, r.description, r.expiration]),
      ).toEqual([
        ['existing.com', '900.00', null, 'Kept as it is', '2028-01-31'],
        ['xn--caf-dma.com', '1500.00', 'godaddy', null, rows[1]!.expiration],
      ]);
      expect(rows[1]!.public).toBe(true);
      expect(rows[1]!.expiration).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('says what would happen on a dry run and saves nothing', async () => {
      const res = await importRows(
        aliceCookie,
        [{ name: 'a.com' }, { name: 'b.com' }],
        true,
      ).expect(200);
      expect(res.body).toMatchObject({
        title: 'File Checked',
        payload: { dryRun: true, created: 2, domains: { limit: 100, before: 0, after: 2 } },
      });
      expect(await owned(alice)).toEqual([]);
    });

    it('refuses a row with a key that is no domain field, and saves nothing', async () => {
      const res = await request(t.http)
        .post('/api/domains/import')
        .set('Cookie', aliceCookie)
        .set('Content-Type', 'application/json')
        .send('{"domains":[{"name":"ok.com"},{"name":"x.com","__proto__":{"polluted":true}}]}')
        .expect(400);
      expect(res.body).toMatchObject({
        type: 'ERROR',
        message: 'Row 2: __proto__ is not a domain field.',
      });
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      expect(await owned(alice)).toEqual([]);
    });

    it('refuses more than 1,000 rows in one request', async () => {
      const rows = Array.from({ length: 1001 }, (_, i) => ({ name: `n${i}.com` }));
      const res = await importRows(aliceCookie, rows).expect(400);
      expect(res.body.message).toMatch(/at most 1000 rows/);
    });

    describe('an upload sent in chunks, against the plan limit', () => {
      const haveDomains = async (count: number) => {
        for (let i = 0; i < count; i += 1)
          await createDomain(t.db, alice.id, { name: `have-${i}.com` });
      };
      const sendChunk = (rows: object[], uploadNames?: unknown) =>
        request(t.http)
          .post('/api/domains/import')
          .set('Cookie', aliceCookie)
          .send({ domains: rows, uploadNames });

      it('refuses a 1,500-row upload at 95 of 100 domains on its first chunk, with the numbers, and saves nothing', async () => {
        await haveDomains(95);
        const upload = Array.from({ length: 1500 }, (_, i) => ({
          line: i + 2,
          name: `chunked-${i}.com`,
        }));
        const res = await sendChunk(
          upload.slice(0, 1000),
          upload.map((row) => row.name),
        ).expect(403);
        expect(res.body).toMatchObject({
          code: 'DOMAIN_LIMIT_REACHED',
          title: 'Domain Limit Reached',
          message:
            'Your Free plan allows 100 domains and this would bring your portfolio to 1,595. Remove domains or upgrade your plan in Billing.',
        });
        expect(await owned(alice)).toHaveLength(95);
      });

      it('refuses a first chunk that fits when the whole upload does not', async () => {
        await haveDomains(95);
        const names = Array.from({ length: 8 }, (_, i) => `later-${i}.com`);
        const res = await sendChunk(
          names.slice(0, 3).map((name) => ({ name })),
          names,
        ).expect(403);
        expect(res.body.message).toContain('would bring your portfolio to 103');
        expect(await owned(alice)).toHaveLength(95);
      });

      it('counts only the names the portfolio does not have, and lets an upload that fits through chunk by chunk', async () => {
        await haveDomains(95);
        // Two names it has (one written in capitals), one that is no domain name, five new.
        const names = [
          'have-1.com',
          'HAVE-2.com',
          'not a name',
          ...[1, 2, 3, 4, 5].map((n) => `new-${n}.com`),
        ];
        const first = await sendChunk(
          names.slice(0, 4).map((name, i) => ({ line: i + 2, name })),
          names,
        ).expect(200);
        expect(first.body.payload).toMatchObject({
          created: 1,
          updated: 2,
          rejected: 1,
          domains: { limit: 100, before: 95, after: 96 },
        });
        const second = await sendChunk(
          names.slice(4).map((name, i) => ({ line: i + 6, name })),
        ).expect(200);
        expect(second.body.payload).toMatchObject({ created: 4, domains: { after: 100 } });
        expect(await owned(alice)).toHaveLength(100);
      });

      it.each([
        ['not a list', 'chunked-1.com', /^UploadNames must be a list of domain names/],
        ['not text', [1, 2], /^UploadNames must be a list of domain names/],
        [
          'more names than one upload holds',
          Array.from({ length: 5001 }, (_, i) => `n${i}.com`),
          /^UploadNames can hold at most 5000 names/,
        ],
      ])(
        'refuses uploadNames that are %s, and saves nothing',
        async (_what, uploadNames, message) => {
          const res = await sendChunk([{ name: 'ok.com' }], uploadNames).expect(400);
          expect(res.body.message).toMatch(message);
          expect(await owned(alice)).toEqual([]);
        },
      );
    });

    it("never touches another owner's domain of the same name", async () => {
      const bobs = await createDomain(t.db, bob.id, { name: 'shared.com', sellingPrice: '10.00' });
      await importRows(aliceCookie, [{ name: 'shared.com', sellingPrice: 99 }]).expect(200);
      const [bobsNow] = await t.db.select().from(domains).where(eq(domains.id, bobs.id));
      expect(bobsNow!.sellingPrice).toBe('10.00');
      expect((await owned(alice)).map((r) => r.name)).toEqual(['shared.com']);
      await clear(bob);
    });

    it('needs a signed-in owner', async () => {
      await request(t.http).post('/api/domains/import').send({ domains: [] }).expect(401);
    });
  });

  describe('a registrar export sent as it is', () => {
    beforeEach(() => clear(alice));

    it('imports a GoDaddy export by curl, GoDaddy as registrar, and no registrant data stored', async () => {
      const res = await importCsv(aliceCookie, fixture('godaddy.csv')).expect(200);
      expect(res.body.payload).toMatchObject({
        created: 3,
        rejected: 0,
        file: { format: 'godaddy', formatLabel: 'GoDaddy export', skipped: 0 },
      });
      const rows = await owned(alice);
      expect(
        rows.map((r) => [r.name, r.registrar, r.renewalCost, r.purchaseDate, r.expiration]),
      ).toEqual([
        ['brightwavelabs.com', 'godaddy', '22.99', '2019-03-14', '2027-03-14'],
        ['quietharbor.net', 'godaddy', '18.99', '2020-11-24', '2026-11-24'],
        ['xn--mnchen-3ya.de', 'godaddy', '9.99', '2022-08-01', '2027-07-02'],
      ]);
      expect(JSON.stringify(rows)).not.toContain('jordan');
    });

    it('imports a multipart upload of a Sedo export (semicolons, legal names, dollars only)', async () => {
      const res = await request(t.http)
        .post('/api/domains/import')
        .set('Cookie', aliceCookie)
        .attach('file', Buffer.from(fixture('sedo.csv')), 'sedo.csv')
        .expect(200);
      expect(res.body.payload.file.format).toBe('sedo');
      expect(res.body.payload.rows[1]).toMatchObject({
        line: 3,
        status: 'CREATED',
        notes: ['Price 1200 EUR not imported: prices here are in US dollars.'],
      });
      const rows = await owned(alice);
      expect(rows.map((r) => [r.name, r.sellingPrice, r.registrar])).toEqual([
        ['harborlight.net', null, 'other'],
        ['silverkite.com', '4500.00', 'name_com'],
        ['xn--bckerei-online-5hb.de', null, 'godaddy'],
      ]);
    });

    it('reports the Uniregistry instruction lines as skipped', async () => {
      const res = await importCsv(aliceCookie, fixture('uniregistry.csv')).expect(200);
      expect(res.body.payload).toMatchObject({ created: 2, rejected: 0, file: { skipped: 3 } });
      const rows = await owned(alice);
      expect(rows.map((r) => [r.name, r.public])).toEqual([
        ['pebblecrest.com', true],
        ['tallgrassmedia.com', false],
      ]);
    });

    it.each([
      ['NUL bytes', 'name\nnul.com\u0000\n', /NUL bytes/],
      [
        'a __proto__ header',
        'name,__proto__\nproto.com,1\n',
        /'__proto__' cannot be a column name/,
      ],
      [
        'a huge cell',
        `name,description\nhuge.com,${'x'.repeat(6000)}\n`,
        /a cell of 6,000 characters/,
      ],
      ['no domains at all', '\uFEFF\n\n', /no domains in it/],
    ])('refuses %s with a clear 400 and saves nothing', async (_what, csv, message) => {
      const res = await importCsv(aliceCookie, csv).expect(400);
      expect(res.body).toMatchObject({ type: 'ERROR', title: 'File Not Readable' });
      expect(res.body.message).toMatch(message);
      expect(await owned(alice)).toEqual([]);
    });

    it('refuses a file of 5,001 domains, saying how many it has', async () => {
      const csv = ['name', ...Array.from({ length: 5001 }, (_, i) => `bulk-${i}.com`)].join('\n');
      const res = await importCsv(aliceCookie, csv).expect(400);
      expect(res.body).toMatchObject({
        title: 'Too Many Rows',
        message: 'One upload holds up to 5,000 rows; this file has 5,001. Please split it.',
      });
      expect(await owned(alice)).toEqual([]);
    });

    it('refuses a whole upload that would pass the plan limit, with the numbers, and saves nothing', async () => {
      for (let i = 0; i < 98; i += 1) await createDomain(t.db, alice.id, { name: `have-${i}.com` });
      const res = await importCsv(
        aliceCookie,
        'name\nhave-1.com\nnew-1.com\nnew-2.com\nnew-3.com\n',
      ).expect(403);
      expect(res.body).toMatchObject({
        code: 'DOMAIN_LIMIT_REACHED',
        message:
          'Your Free plan allows 100 domains and this would bring your portfolio to 101. Remove domains or upgrade your plan in Billing.',
      });
      expect(await owned(alice)).toHaveLength(98);
      // Updates alone and new names within the limit go through.
      await importCsv(aliceCookie, 'name\nhave-1.com\nnew-1.com\nnew-2.com\n').expect(200);
      expect(await owned(alice)).toHaveLength(100);
    });
  });

  describe('export', () => {
    beforeEach(async () => {
      await clear(alice);
      await clear(bob);
    });

    it('downloads CSV with the file name, formula cells escaped, and imports back with nothing lost', async () => {
      await createDomain(t.db, alice.id, {
        name: 'xn--mnchen-3ya.de',
        description: '=HYPERLINK("http://evil.example")',
        sellingPrice: '1999.50',
        domainCost: '12.00',
        renewalCost: '9.99',
        registrar: 'godaddy',
        buyItNow: true,
        public: false,
        expiration: '2027-07-02',
        purchaseDate: '2022-08-01',
        purchaseUrl: 'https://pay.example/munich',
        privateNotes: '+1 555 0100 (seller)',
      });
      await createDomain(t.db, alice.id, {
        name: 'sold.com',
        sold: true,
        salePrice: '5000.00',
        saleDate: '2026-10-01',
        saleVenue: 'Afternic, via escrow',
        saleFees: '750.50',
        priceHidden: true,
        sellingPrice: '4800.00',
        expiration: '2027-01-01',
        purchaseDate: '2020-01-01',
      });
      const res = await request(t.http)
        .get('/api/domains/export?format=csv')
        .set('Cookie', aliceCookie)
        .expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="domainfolio-alice-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(res.text).toContain("'+1 555 0100 (seller)");

      const back = await importCsv(bobCookie, res.text).expect(200);
      expect(back.body.payload).toMatchObject({ created: 2, rejected: 0 });
      const comparable = (rows: Awaited<ReturnType<typeof owned>>) =>
        rows.map(
          // When a row was made (and so when its first registry look-up is due) is no field.
          ({
            id: _id,
            ownerId: _owner,
            createdAt: _c,
            updatedAt: _u,
            registryDueAt: _d,
            ...rest
          }) => rest,
        );
      expect(comparable(await owned(bob))).toEqual(comparable(await owned(alice)));
    });

    it('gives JSON records, and the venue files list only names for sale', async () => {
      await createDomain(t.db, alice.id, { name: 'listed.com', sellingPrice: '250.00' });
      await createDomain(t.db, alice.id, { name: 'private.com', public: false });
      const json = await request(t.http)
        .post('/api/domains/export?format=json')
        .set('Cookie', aliceCookie)
        .expect(200);
      expect(json.body.fileName).toMatch(/^domainfolio-alice-\d{4}-\d{2}-\d{2}\.json$/);
      expect(json.body.payload.map((r: { name: string }) => r.name)).toEqual([
        'listed.com',
        'private.com',
      ]);
      const dan = await request(t.http)
        .get('/api/domains/export?format=dan')
        .set('Cookie', aliceCookie)
        .expect(200);
      expect(dan.headers['content-disposition']).toMatch(/domainfolio-alice-dan-.*\.csv/);
      expect(dan.text).toBe(
        '\uFEFFDomain name,Buy now price,Starting offer,Description\r\nlisted.com,250,,\r\n',
      );
    });

    it('refuses an unknown format, and shows nobody else your portfolio', async () => {
      await request(t.http)
        .get('/api/domains/export?format=xlsx')
        .set('Cookie', aliceCookie)
        .expect(400);
      await createDomain(t.db, alice.id, { name: 'mine.com' });
      const res = await request(t.http)
        .get('/api/domains/export?format=json')
        .set('Cookie', bobCookie)
        .expect(200);
      expect(JSON.parse(res.text)).toEqual([]);
      await request(t.http).get('/api/domains/export?format=csv').expect(401);
    });
  });

  it('a domain in the dashboard after an import is the same as one added by hand', async () => {
    await clear(alice);
    await importRows(aliceCookie, [{ name: 'handmade.com', sellingPrice: 10 }]).expect(200);
    const res = await request(t.http)
      .get('/api/domains/handmade.com')
      .set('Cookie', aliceCookie)
      .expect(200);
    expect(res.body.payload).toMatchObject({
      name: 'handmade.com',
      sellingPrice: 10,
      public: true,
    });
    const [row] = await t.db
      .select()
      .from(domains)
      .where(and(eq(domains.ownerId, alice.id), eq(domains.name, 'handmade.com')));
    expect(row!.tld).toBe('com');
  });
});
