import { SORT_KEYS } from '@domainfolio/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { domains, type UserRow } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/** Tags: set on a domain, filtered by in the owner's table, and a category's in public searches. */
describe('tags', () => {
  let t: TestApp;
  let alice: UserRow;
  let bob: UserRow;
  let aliceCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    alice = await createOwner(t, {
      email: 'alice@tags.example',
      username: 'alicetags',
      planType: 'PRO',
      planInterval: 'MONTH',
    });
    bob = await createOwner(t, { email: 'bob@tags.example', username: 'bobtags' });
    aliceCookie = await signIn(t, alice.email);
  });
  afterAll(() => t.close());

  const add = (domain: object) =>
    request(t.http).post('/api/domains/new').set('Cookie', aliceCookie).send({ domain });
  const edit = (domain: object) =>
    request(t.http).post('/api/domains/edit').set('Cookie', aliceCookie).send({ domain });

  describe('on a domain', () => {
    it('stores each tag normalized, alike ones once, and answers with them', async () => {
      const res = await add({
        name: 'tagged-one.com',
        tags: [' AI ', 'ai', 'Computers  &  Technology', '3L.com'],
      }).expect(201);
      expect(res.body.payload.tags).toEqual(['ai', 'computers & technology', '3l.com']);
      const [row] = await t.db.select().from(domains).where(eq(domains.id, res.body.payload._id));
      expect(row!.tags).toEqual(['ai', 'computers & technology', '3l.com']);

      const edited = await edit({ _id: row!.id, tags: ['Fintech'] }).expect(200);
      expect(edited.body.payload.tags).toEqual(['fintech']);
      // Fields not sent keep their value: an edit without tags keeps them.
      const kept = await edit({ _id: row!.id, description: 'Kept' }).expect(200);
      expect(kept.body.payload.tags).toEqual(['fintech']);
      const cleared = await edit({ _id: row!.id, tags: [] }).expect(200);
      expect(cleared.body.payload.tags).toEqual([]);
      const detail = await request(t.http)
        .get('/api/domains/tagged-one.com')
        .set('Cookie', aliceCookie)
        .expect(200);
      expect(detail.body.payload.tags).toEqual([]);
    });

    it.each([
      [{ tags: 'ai' }, 'Tags must be a list of text.'],
      [{ tags: [1] }, 'Tags must be a list of text.'],
      [{ tags: ['   '] }, 'Tags must not hold an empty tag.'],
      [{ tags: ['a,b'] }, "Tags: 'a,b' is not a tag (1 to 32 characters, no comma)."],
      [
        { tags: ['x'.repeat(33)] },
        `Tags: '${'x'.repeat(33)}' is not a tag (1 to 32 characters, no comma).`,
      ],
      [
        { tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) },
        'Tags can hold at most 20 tags (21 given).',
      ],
    ])('refuses %j with a clear 400, saving nothing', async (fields, message) => {
      const res = await add({ name: 'refused-tags.com', ...fields }).expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        title: 'Invalid Request',
        message,
      });
      const rows = await t.db.select().from(domains).where(eq(domains.name, 'refused-tags.com'));
      expect(rows).toEqual([]);
    });

    it('takes 20 tags, and 21 that are 20 once alike ones are one', async () => {
      const twenty = Array.from({ length: 20 }, (_, i) => `tag ${i}`);
      const res = await add({ name: 'twenty-tags.com', tags: [...twenty, 'TAG 0'] }).expect(201);
      expect(res.body.payload.tags).toEqual(twenty);
    });
  });

  describe("the owner's table and tag list", () => {
    beforeAll(async () => {
      await createDomain(t.db, alice.id, { name: 'filter-ai.com', tags: ['ai', 'short'] });
      await createDomain(t.db, alice.id, { name: 'filter-ai.net', tags: ['ai'], public: false });
      await createDomain(t.db, alice.id, { name: 'filter-geo.com', tags: ['geo'] });
      await createDomain(t.db, bob.id, { name: 'filter-bob.com', tags: ['ai', 'bob only'] });
    });

    const search = (query: Record<string, string>, text = 'filter-') =>
      request(t.http)
        .post('/api/search')
        .query({ dashboard: 'true', ...query })
        .set('Cookie', aliceCookie)
        .send({ query: text });

    it('filters by a tag however it is typed, private names too, only the owner’s', async () => {
      const res = await search({ tag: ' AI ', sort: 'ALPHABETICAL' }).expect(200);
      expect(res.body.payload.docs.map((d: { name: string }) => d.name)).toEqual([
        'filter-ai.com',
        'filter-ai.net',
      ]);
      expect(res.body.payload.totalDocs).toBe(2);
      const none = await search({ tag: 'bob only' }).expect(200);
      expect(none.body.payload.docs).toEqual([]);
    });

    it('refuses a tag that is none, and a tag on a public search', async () => {
      const res = await search({ tag: 'a,b' }).expect(400);
      expect(res.body.message).toBe('Tag must be a tag (1 to 32 characters, no comma).');
      const publicTag = await request(t.http)
        .post('/api/search')
        .query({ tag: 'ai' })
        .send({ query: '' })
        .expect(400);
      expect(publicTag.body.message).toBe(
        'tag applies to the dashboard list; public searches filter by category',
      );
    });

    it('lists the owner’s tags with their counts, the most used first', async () => {
      const res = await request(t.http)
        .get('/api/domains/tags')
        .set('Cookie', aliceCookie)
        .expect(200);
      const tags = res.body.payload as { tag: string; count: number }[];
      const ai = tags.find((entry) => entry.tag === 'ai');
      expect(ai).toEqual({ tag: 'ai', count: 2 });
      expect(tags.find((entry) => entry.tag === 'bob only')).toBeUndefined();
      // Sorted: count descending, then tag.
      const sorted = [...tags].sort((a, b) =>
        a.count !== b.count ? b.count - a.count : a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0,
      );
      expect(tags).toEqual(sorted);
      expect(tags[0]).toEqual({ tag: 'ai', count: 2 });
      await request(t.http).get('/api/domains/tags').expect(401);
    });
  });

  describe('the category filter of public searches', () => {
    beforeAll(async () => {
      await createDomain(t.db, alice.id, { name: 'cat-alice.com', tags: ['brandable'] });
      await createDomain(t.db, alice.id, {
        name: 'cat-private.com',
        tags: ['brandable'],
        public: false,
      });
      await createDomain(t.db, alice.id, { name: 'cat-sold.com', tags: ['brandable'], sold: true });
      await createDomain(t.db, alice.id, { name: 'cat-other.com', tags: ['business'] });
      await createDomain(t.db, bob.id, { name: 'cat-bob.com', tags: ['geo', 'brandable'] });
    });

    const publicSearch = (query: Record<string, string>) =>
      request(t.http).post('/api/search').query(query).send({ query: 'cat-' });
    const names = (res: request.Response) =>
      (res.body.payload.docs as { name: string }[]).map((d) => d.name).sort();

    it("finds every owner's listed names carrying the category's tag, and no private or sold one", async () => {
      const res = await publicSearch({ category: 'Brandable' }).expect(200);
      expect(names(res)).toEqual(['cat-alice.com', 'cat-bob.com']);
      expect(res.body.payload.totalDocs).toBe(2);
      // Without a term too (the planner's way), and with every sort.
      for (const sort of SORT_KEYS) {
        const all = await request(t.http)
          .post('/api/search')
          .query({ category: 'Brandable', sort })
          .send({ query: '' })
          .expect(200);
        expect(names(all)).toEqual(['cat-alice.com', 'cat-bob.com']);
      }
      // Tags are the owner's: a visitor is not sent them.
      expect(res.body.payload.docs[0]).not.toHaveProperty('tags');
    });

    it("keeps to one owner's portfolio with username", async () => {
      const res = await publicSearch({ category: 'Brandable', username: 'bobtags' }).expect(200);
      expect(names(res)).toEqual(['cat-bob.com']);
      const business = await publicSearch({ category: 'Business' }).expect(200);
      expect(names(business)).toEqual(['cat-other.com']);
    });

    it('refuses a category that is not one, and a category on the dashboard list', async () => {
      const res = await publicSearch({ category: 'brandables' }).expect(400);
      expect(res.body.message).toMatch(/^Category must be one of Adult, /);
      const dashboard = await request(t.http)
        .post('/api/search')
        .query({ dashboard: 'true', category: 'Brandable' })
        .set('Cookie', aliceCookie)
        .send({ query: '' })
        .expect(400);
      expect(dashboard.body.message).toBe(
        'category applies to public searches; the dashboard list filters by tag',
      );
    });
  });

  describe('import and export', () => {
    const importCsv = (csv: string) =>
      request(t.http)
        .post('/api/domains/import?dryRun=false')
        .set('Cookie', aliceCookie)
        .set('Content-Type', 'text/csv')
        .send(csv);
    const tagsOf = async (name: string) =>
      (await t.db.select().from(domains).where(eq(domains.name, name)))[0]?.tags;

    it("reads Efty's category and both of Afternic's category columns as tags", async () => {
      await importCsv(
        [
          'Domain,"Purchase price","Purchase date","Renewal fee",Status,"Sold date","Sold price",Category,"Landing Page theme","BIN Price","Payment Platform","Minimum offer",Premium,Description,"Efty market"',
          'efty-tagged.com,850.00,06-29-2021,10.44,active,,0.00,Brandable,Default,3500.00,Escrow.com,500.00,No,,Yes',
        ].join('\n'),
      ).expect(200);
      expect(await tagsOf('efty-tagged.com')).toEqual(['brandable']);
      await importCsv(
        [
          '*Name (Required),*Minimum Offer (Required),Reserve Price,Floor Price,Buy Now Price,Top Category,Second-Level Category,Leave Blank,Leave Blank,Leave Blank,Listing Status,Listing Page,GROUPNAME',
          'afternic-tagged.com,500,,,2995,Business,Consulting; Finance,,,,active,,',
        ].join('\n'),
      ).expect(200);
      expect(await tagsOf('afternic-tagged.com')).toEqual(['business', 'consulting', 'finance']);
    });

    it('takes tags from rows too, as a list or a text, and an empty cell keeps them', async () => {
      const res = await request(t.http)
        .post('/api/domains/import?dryRun=false')
        .set('Cookie', aliceCookie)
        .send({
          domains: [
            { line: 2, name: 'rows-list.com', tags: ['AI', 'x'.repeat(40), 'ai'] },
            { line: 3, name: 'rows-text.com', tags: 'Geo; Short | geo' },
            { line: 4, name: 'efty-tagged.com', tags: '' },
          ],
        })
        .expect(200);
      expect(res.body.payload.rejected).toBe(0);
      expect(await tagsOf('rows-list.com')).toEqual(['ai']);
      expect(await tagsOf('rows-text.com')).toEqual(['geo', 'short']);
      expect(await tagsOf('efty-tagged.com')).toEqual(['brandable']);
    });

    it('exports the tags and imports them back unchanged', async () => {
      await createDomain(t.db, alice.id, {
        name: 'roundtrip.com',
        tags: ['computers & technology', '3l.com', 'café'],
      });
      const csv = await request(t.http)
        .get('/api/domains/export?format=csv')
        .set('Cookie', aliceCookie)
        .expect(200);
      expect(csv.text.split('\r\n')[0]).toMatch(/,tags$/);
      expect(csv.text).toContain('"computers & technology, 3l.com, café"');
      const before = await t.db
        .select({ name: domains.name, tags: domains.tags })
        .from(domains)
        .where(eq(domains.ownerId, alice.id))
        .orderBy(domains.name);
      await t.db.update(domains).set({ tags: [] }).where(eq(domains.ownerId, alice.id));
      await importCsv(csv.text).expect(200);
      const after = await t.db
        .select({ name: domains.name, tags: domains.tags })
        .from(domains)
        .where(eq(domains.ownerId, alice.id))
        .orderBy(domains.name);
      expect(after).toEqual(before);
      const json = await request(t.http)
        .get('/api/domains/export?format=json')
        .set('Cookie', aliceCookie)
        .expect(200);
      const record = (JSON.parse(json.text) as Record<string, unknown>[]).find(
        (r) => r['name'] === 'roundtrip.com',
      );
      expect(record!['tags']).toBe('computers & technology, 3l.com, café');
    });
  });
});
