import { BULK_EDIT_MAX } from '@domainfolio/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import request from 'supertest';
import { domainBulkEdits, domains, type UserRow } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Bulk edit: one change to many names, its preview, its rules, its one statement and its undo.
 *
 * Undo restores the fields the edit changed to their values before it (a field changed since,
 * by a single edit, goes back too); the fields it did not change keep their later values.
 */
describe('bulk edit', () => {
  let t: TestApp;
  let alice: UserRow;
  let bob: UserRow;
  let aliceCookie: string;
  let bobCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    alice = await createOwner(t, {
      email: 'alice@bulk.example',
      username: 'alicebulk',
      planType: 'PRO',
      planInterval: 'MONTH',
    });
    bob = await createOwner(t, { email: 'bob@bulk.example', username: 'bobbulk' });
    aliceCookie = await signIn(t, alice.email);
    bobCookie = await signIn(t, bob.email);
    // Counts the UPDATE statements on domains (one per statement, whatever its rows): a
    // trigger, so the count does not depend on the driver or on timing.
    await t.db.execute(sql`create table update_statements (n integer not null)`);
    await t.db.execute(sql`insert into update_statements values (0)`);
    await t.db.execute(sql`create function count_update_statement() returns trigger
      language plpgsql as $$ begin update update_statements set n = n + 1; return null; end $$`);
    await t.db.execute(sql`create trigger domains_update_statements after update on domains
      for each statement execute function count_update_statement()`);
  });
  afterAll(() => t.close());

  const updateStatements = async () =>
    Number(
      (
        (await t.db.execute(sql`select n from update_statements`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
  const bulkEdit = (body: object, cookie = aliceCookie) =>
    request(t.http).post('/api/domains/bulk-edit').set('Cookie', cookie).send(body);
  const undo = (id: string, cookie = aliceCookie) =>
    request(t.http).post(`/api/domains/bulk-edit/${id}/undo`).set('Cookie', cookie);
  const clear = () => t.db.delete(domains).where(eq(domains.ownerId, alice.id));
  const rowOf = async (name: string, ownerId = alice.id) =>
    (
      await t.db
        .select()
        .from(domains)
        .where(and(eq(domains.ownerId, ownerId), eq(domains.name, name)))
    )[0]!;

  describe('prices', () => {
    beforeEach(clear);

    it('changes prices by a percent to the exact cent, and leaves names without one', async () => {
      await createDomain(t.db, alice.id, { name: 'p1.com', sellingPrice: '19.99' });
      await createDomain(t.db, alice.id, { name: 'p2.com', sellingPrice: '0.05' });
      await createDomain(t.db, alice.id, { name: 'p3.com', sellingPrice: '1234.56' });
      await createDomain(t.db, alice.id, { name: 'p4.com', sellingPrice: null });
      const res = await bulkEdit({
        names: ['p1.com', 'p2.com', 'P3.COM', 'p4.com'],
        changes: { sellingPrice: { percent: 10 } },
      }).expect(200);
      const { payload } = res.body;
      expect(payload).toMatchObject({ dryRun: false, matched: 4, skipped: [] });
      expect(payload.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(
        payload.changed.map((row: { name: string; before: object; after: object }) => [
          row.name,
          row.before,
          row.after,
        ]),
      ).toEqual([
        ['p1.com', { sellingPrice: 19.99 }, { sellingPrice: 21.99 }],
        // 0.055 rounds to the cent: 0.06.
        ['p2.com', { sellingPrice: 0.05 }, { sellingPrice: 0.06 }],
        ['p3.com', { sellingPrice: 1234.56 }, { sellingPrice: 1358.02 }],
      ]);
      expect((await rowOf('p1.com')).sellingPrice).toBe('21.99');
      expect((await rowOf('p2.com')).sellingPrice).toBe('0.06');
      expect((await rowOf('p3.com')).sellingPrice).toBe('1358.02');
      expect((await rowOf('p4.com')).sellingPrice).toBeNull();

      const lower = await bulkEdit({
        names: ['p3.com'],
        changes: { sellingPrice: { percent: -33.33 } },
      }).expect(200);
      // 1358.02 × 0.6667 = 905.392... → 905.39
      expect(lower.body.payload.changed[0].after).toEqual({ sellingPrice: 905.39 });
    });

    it('sets and clears prices; a name already at the value is not changed', async () => {
      await createDomain(t.db, alice.id, { name: 's1.com', sellingPrice: '500.00' });
      await createDomain(t.db, alice.id, { name: 's2.com', sellingPrice: '750.00' });
      const set = await bulkEdit({
        names: ['s1.com', 's2.com'],
        changes: { sellingPrice: { set: 500 } },
      }).expect(200);
      expect(set.body.payload.matched).toBe(2);
      expect(set.body.payload.changed.map((row: { name: string }) => row.name)).toEqual(['s2.com']);
      const cleared = await bulkEdit({
        names: ['s1.com', 's2.com'],
        changes: { sellingPrice: { set: null } },
      }).expect(200);
      expect(cleared.body.payload.changed).toHaveLength(2);
      expect((await rowOf('s2.com')).sellingPrice).toBeNull();
      // Nothing left to change: no edit is saved.
      const again = await bulkEdit({
        names: ['s1.com', 's2.com'],
        changes: { sellingPrice: { set: null } },
      }).expect(200);
      expect(again.body.payload).toEqual({
        id: null,
        dryRun: false,
        matched: 2,
        changed: [],
        skipped: [],
      });
    });

    it('skips a name a rule keeps as it is, with the reason, and changes the others', async () => {
      await createDomain(t.db, alice.id, {
        name: 'floor.com',
        sellingPrice: '1000.00',
        floorPrice: '900.00',
      });
      await createDomain(t.db, alice.id, {
        name: 'bin.com',
        sellingPrice: '1000.00',
        buyItNow: true,
      });
      await createDomain(t.db, alice.id, { name: 'plain.com', sellingPrice: '1000.00' });
      const res = await bulkEdit({
        names: ['floor.com', 'bin.com', 'plain.com'],
        changes: { sellingPrice: { percent: -20 } },
      }).expect(200);
      expect(res.body.payload.skipped).toEqual([
        {
          name: 'floor.com',
          unicodeName: 'floor.com',
          reason: expect.stringMatching(/floor/i),
        },
      ]);
      expect(res.body.payload.changed.map((row: { name: string }) => row.name)).toEqual([
        'bin.com',
        'plain.com',
      ]);
      expect((await rowOf('floor.com')).sellingPrice).toBe('1000.00');
      expect((await rowOf('plain.com')).sellingPrice).toBe('800.00');

      const cleared = await bulkEdit({
        names: ['bin.com', 'plain.com'],
        changes: { sellingPrice: { set: null } },
      }).expect(200);
      expect(cleared.body.payload.skipped).toEqual([
        { name: 'bin.com', unicodeName: 'bin.com', reason: expect.stringMatching(/buy it now/i) },
      ]);
      expect((await rowOf('bin.com')).sellingPrice).toBe('800.00');
      const binOn = await bulkEdit({
        names: ['plain.com'],
        changes: { buyItNow: { set: true } },
      }).expect(200);
      expect(binOn.body.payload.skipped).toHaveLength(1);
      expect((await rowOf('plain.com')).buyItNow).toBe(false);
    });
  });

  describe('flags, registrar and tags', () => {
    beforeEach(clear);

    it('adds and removes tags (remove wins), sets them, and sets flags and the registrar', async () => {
      await createDomain(t.db, alice.id, { name: 't1.com', tags: ['ai', 'short'] });
      await createDomain(t.db, alice.id, { name: 't2.com', tags: ['geo'] });
      await createDomain(t.db, alice.id, { name: 't3.com', tags: ['fintech', 'ai'] });
      const added = await bulkEdit({
        names: ['t1.com', 't2.com', 't3.com'],
        changes: { tags: { add: ['Fintech', 'AI', 'gone'], remove: ['short', 'gone'] } },
      }).expect(200);
      expect(
        added.body.payload.changed.map((row: { name: string; after: object }) => [
          row.name,
          row.after,
        ]),
      ).toEqual([
        ['t1.com', { tags: ['ai', 'fintech'] }],
        ['t2.com', { tags: ['geo', 'fintech', 'ai'] }],
      ]);
      expect((await rowOf('t3.com')).tags).toEqual(['fintech', 'ai']);
      await bulkEdit({
        names: ['t1.com', 't2.com'],
        changes: { tags: { set: ['Brandable'] } },
      }).expect(200);
      expect((await rowOf('t2.com')).tags).toEqual(['brandable']);

      const flags = await bulkEdit({
        names: ['t1.com', 't2.com'],
        changes: {
          public: { set: false },
          priceHidden: { set: true },
          remindersMuted: { set: true },
          registrar: { set: 'porkbun' },
        },
      }).expect(200);
      expect(flags.body.payload.changed[0].after).toEqual({
        public: false,
        priceHidden: true,
        remindersMuted: true,
        registrar: 'porkbun',
      });
      const row = await rowOf('t1.com');
      expect(row).toMatchObject({
        public: false,
        priceHidden: true,
        remindersMuted: true,
        registrar: 'porkbun',
        registrarSource: 'owner',
      });
    });

    it('skips a name whose tags would pass the most a domain holds', async () => {
      const full = Array.from({ length: 20 }, (_, i) => `tag ${i}`);
      await createDomain(t.db, alice.id, { name: 'full.com', tags: full });
      const res = await bulkEdit({
        names: ['full.com'],
        changes: { tags: { add: ['one more'] } },
      }).expect(200);
      expect(res.body.payload.skipped[0].reason).toMatch(/more than 20 tags/);
      expect((await rowOf('full.com')).tags).toEqual(full);
    });
  });

  describe('selection', () => {
    beforeEach(clear);

    it('takes the dashboard search as a filter: its text, tag and registry flag', async () => {
      await createDomain(t.db, alice.id, { name: 'alpha-ai.com', tags: ['ai'] });
      await createDomain(t.db, alice.id, { name: 'alpha-geo.com', tags: ['geo'] });
      await createDomain(t.db, alice.id, { name: 'beta-ai.com', tags: ['ai'], public: false });
      await createDomain(t.db, bob.id, { name: 'alpha-ai.com', tags: ['ai'] });
      const res = await bulkEdit({
        filter: { query: 'alpha', tag: ' AI ' },
        changes: { remindersMuted: { set: true } },
      }).expect(200);
      expect(res.body.payload.matched).toBe(1);
      expect(res.body.payload.changed.map((row: { name: string }) => row.name)).toEqual([
        'alpha-ai.com',
      ]);
      expect((await rowOf('alpha-ai.com', bob.id)).remindersMuted).toBe(false);
      const byTag = await bulkEdit({
        filter: { tag: 'ai' },
        changes: { remindersMuted: { set: true } },
        dryRun: true,
      }).expect(200);
      expect(byTag.body.payload.matched).toBe(2);
      const pending = await bulkEdit({
        filter: { registry: 'pending' },
        changes: { remindersMuted: { set: true } },
        dryRun: true,
      }).expect(200);
      expect(pending.body.payload.matched).toBe(3);
    });

    it('a dry run answers what would change and saves nothing', async () => {
      await createDomain(t.db, alice.id, { name: 'dry.com', sellingPrice: '100.00' });
      const statements = await updateStatements();
      const edits = async () =>
        (await t.db.select().from(domainBulkEdits).where(eq(domainBulkEdits.ownerId, alice.id)))
          .length;
      const editsBefore = await edits();
      const res = await bulkEdit({
        names: ['dry.com'],
        changes: { sellingPrice: { percent: 50 }, tags: { add: ['x'] } },
        dryRun: true,
      }).expect(200);
      expect(res.body.payload).toMatchObject({ id: null, dryRun: true, matched: 1 });
      expect(res.body.payload.changed[0].after).toEqual({ sellingPrice: 150, tags: ['x'] });
      expect(await rowOf('dry.com')).toMatchObject({ sellingPrice: '100.00', tags: [] });
      expect(await updateStatements()).toBe(statements);
      expect(await edits()).toBe(editsBefore);
    });

    it("never touches another owner's names, stored or Unicode form alike", async () => {
      await createDomain(t.db, alice.id, { name: 'xn--caf-dma.com', sellingPrice: '10.00' });
      const bobs = await createDomain(t.db, bob.id, {
        name: 'bobs-only.com',
        sellingPrice: '10.00',
      });
      const res = await bulkEdit({
        names: ['café.com', 'bobs-only.com', 'not a name', 'nowhere.com'],
        changes: { sellingPrice: { set: 99 } },
      }).expect(200);
      expect(res.body.payload.matched).toBe(1);
      expect(res.body.payload.changed[0]).toMatchObject({
        name: 'xn--caf-dma.com',
        unicodeName: 'café.com',
      });
      expect((await rowOf('bobs-only.com', bob.id)).sellingPrice).toBe('10.00');
      expect((await rowOf('bobs-only.com', bob.id)).updatedAt).toEqual(bobs.updatedAt);
    });

    it('refuses a filter that selects more than a bulk edit changes', async () => {
      await t.db.insert(domains).values(
        Array.from({ length: BULK_EDIT_MAX + 1 }, (_, i) => ({
          ownerId: alice.id,
          name: `many-${i}.com`,
          tld: 'com',
        })),
      );
      const statements = await updateStatements();
      const res = await bulkEdit({
        filter: { query: 'many-' },
        changes: { public: { set: false } },
      }).expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('more than 5,000 names'),
      });
      expect(await updateStatements()).toBe(statements);
    }, 120_000);
  });

  describe('validation', () => {
    it.each([
      [
        'no names or filter',
        { changes: { public: { set: true } } },
        'Send either names or filter (exactly one of them).',
      ],
      [
        'both names and filter',
        { names: ['a.com'], filter: {}, changes: { public: { set: true } } },
        'Send either names or filter (exactly one of them).',
      ],
      ['no change', { names: ['a.com'], changes: {} }, 'Changes must change at least one field.'],
      ['no changes', { names: ['a.com'] }, 'Changes is required.'],
      [
        'a percent of -100',
        { names: ['a.com'], changes: { sellingPrice: { percent: -100 } } },
        'Percent must be above -100 and at most 1000.',
      ],
      [
        'a percent above 1000',
        { names: ['a.com'], changes: { sellingPrice: { percent: 1000.01 } } },
        'Percent must be above -100 and at most 1000.',
      ],
      [
        'set and percent at once',
        { names: ['a.com'], changes: { sellingPrice: { set: 5, percent: 5 } } },
        'Changes.sellingPrice must have either set or percent.',
      ],
      [
        'a negative price',
        { names: ['a.com'], changes: { floorPrice: { set: -1 } } },
        'The price must be 0 or more.',
      ],
      [
        'a price too large',
        { names: ['a.com'], changes: { floorPrice: { set: 1e11 } } },
        'The price is too large.',
      ],
      [
        'an unknown registrar',
        { names: ['a.com'], changes: { registrar: { set: 'nowhere' } } },
        expect.stringMatching(/^Set must be one of /),
      ],
      [
        'tags set and added at once',
        { names: ['a.com'], changes: { tags: { set: ['a'], add: ['b'] } } },
        'Changes.tags must have either set, or add and/or remove.',
      ],
      [
        'an unknown change',
        { names: ['a.com'], changes: { colour: { set: 'red' } } },
        'Property colour should not exist.',
      ],
      [
        'an unknown field in a change',
        { names: ['a.com'], changes: { public: { set: true, also: 1 } } },
        'Property also should not exist.',
      ],
      [
        'a change that is no object',
        { names: ['a.com'], changes: { public: true } },
        'Changes.public must be an object.',
      ],
      [
        'more names than an edit changes',
        {
          names: Array.from({ length: BULK_EDIT_MAX + 1 }, (_, i) => `n${i}.com`),
          changes: { public: { set: true } },
        },
        'Names can hold at most 5,000 names.',
      ],
    ])('refuses %s with a clear 400', async (_label, body, message) => {
      const res = await bulkEdit(body).expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        title: 'Invalid Request',
        message,
      });
    });
  });

  describe('undo', () => {
    beforeEach(clear);

    it('restores exactly the values before, also over a later single edit of those fields', async () => {
      const one = await createDomain(t.db, alice.id, {
        name: 'u1.com',
        sellingPrice: '100.00',
        tags: ['ai'],
        description: 'One',
      });
      await createDomain(t.db, alice.id, { name: 'u2.com', sellingPrice: null, tags: [] });
      const edit = await bulkEdit({
        names: ['u1.com', 'u2.com'],
        changes: { sellingPrice: { percent: 15 }, tags: { add: ['geo'] } },
      }).expect(200);
      const { id } = edit.body.payload;
      // Later single edits: a field the bulk edit changed, and one it did not.
      await request(t.http)
        .post('/api/domains/edit')
        .set('Cookie', aliceCookie)
        .send({ domain: { _id: one.id, sellingPrice: 200, description: 'Later' } })
        .expect(200);
      const res = await undo(id).expect(200);
      expect(res.body.payload).toEqual({ id, restored: 2 });
      expect(await rowOf('u1.com')).toMatchObject({
        sellingPrice: '100.00',
        tags: ['ai'],
        description: 'Later',
      });
      expect(await rowOf('u2.com')).toMatchObject({ sellingPrice: null, tags: [] });

      const again = await undo(id).expect(409);
      expect(again.body.message).toBe('This bulk edit was undone already.');
      const history = await request(t.http)
        .get('/api/domains/bulk-edit')
        .set('Cookie', aliceCookie)
        .expect(200);
      expect(history.body.payload[0]).toMatchObject({
        id,
        count: 2,
        changes: { sellingPrice: { percent: 15 }, tags: { add: ['geo'] } },
        undoable: false,
      });
      expect(history.body.payload[0].undoneDate).not.toBeNull();
    });

    it('skips names deleted since, and refuses an undo that would break a rule', async () => {
      await createDomain(t.db, alice.id, { name: 'kept.com', sellingPrice: null });
      await createDomain(t.db, alice.id, { name: 'deleted.com', sellingPrice: null });
      const edit = await bulkEdit({
        names: ['kept.com', 'deleted.com'],
        changes: { sellingPrice: { set: 300 } },
      }).expect(200);
      await t.db.delete(domains).where(eq(domains.name, 'deleted.com'));
      // Buy It Now turned on since: restoring "no price" would break its rule.
      await t.db.update(domains).set({ buyItNow: true }).where(eq(domains.name, 'kept.com'));
      const refused = await undo(edit.body.payload.id).expect(409);
      expect(refused.body.message).toMatch(/cannot be undone: kept\.com has changed since/);
      expect((await rowOf('kept.com')).sellingPrice).toBe('300.00');
      await t.db.update(domains).set({ buyItNow: false }).where(eq(domains.name, 'kept.com'));
      const res = await undo(edit.body.payload.id).expect(200);
      expect(res.body.payload.restored).toBe(1);
      expect((await rowOf('kept.com')).sellingPrice).toBeNull();
    });

    it("answers 404 for another owner's edit or none, and 409 past the undo period", async () => {
      await createDomain(t.db, alice.id, { name: 'mine.com', sellingPrice: '10.00' });
      const edit = await bulkEdit({
        names: ['mine.com'],
        changes: { sellingPrice: { set: 20 } },
      }).expect(200);
      const id = edit.body.payload.id as string;
      const theirs = await undo(id, bobCookie).expect(404);
      const unknown = await undo('00000000-0000-4000-8000-000000000000', bobCookie).expect(404);
      expect(theirs.body).toEqual(unknown.body);
      await undo('not-an-id').expect(404);
      expect((await rowOf('mine.com')).sellingPrice).toBe('20.00');
      const bobsHistory = await request(t.http)
        .get('/api/domains/bulk-edit')
        .set('Cookie', bobCookie)
        .expect(200);
      expect(bobsHistory.body.payload).toEqual([]);

      await t.db
        .update(domainBulkEdits)
        .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
        .where(eq(domainBulkEdits.id, id));
      const old = await undo(id).expect(409);
      expect(old.body.message).toBe(
        'This bulk edit is more than 30 days old; edits can be undone for 30 days.',
      );
      expect((await rowOf('mine.com')).sellingPrice).toBe('20.00');

      // The next saved edit clears the expired one: its old values are kept no longer.
      const next = await bulkEdit({
        names: ['mine.com'],
        changes: { sellingPrice: { set: 30 } },
      }).expect(200);
      const history = await request(t.http)
        .get('/api/domains/bulk-edit')
        .set('Cookie', aliceCookie)
        .expect(200);
      const ids = history.body.payload.map((edit: { id: string }) => edit.id);
      expect(ids[0]).toBe(next.body.payload.id);
      expect(ids).not.toContain(id);
      await undo(id).expect(404);
    });
  });

  it('edits 5,000 names and undoes them, each with one UPDATE statement', async () => {
    await clear();
    await t.db.insert(domains).values(
      Array.from({ length: BULK_EDIT_MAX }, (_, i) => ({
        ownerId: alice.id,
        name: `bulk-${String(i).padStart(4, '0')}.com`,
        tld: 'com',
        sellingPrice: `${100 + i}.${String(i % 100).padStart(2, '0')}`,
      })),
    );
    const before = await t.db
      .select({ id: domains.id, sellingPrice: domains.sellingPrice, updatedAt: domains.updatedAt })
      .from(domains)
      .where(eq(domains.ownerId, alice.id))
      .orderBy(domains.id);
    const start = await updateStatements();
    const edit = await bulkEdit({
      filter: { query: 'bulk-' },
      changes: { sellingPrice: { percent: 10 } },
    }).expect(200);
    expect(edit.body.payload.changed).toHaveLength(BULK_EDIT_MAX);
    expect(await updateStatements()).toBe(start + 1);
    const sample = await rowOf('bulk-0123.com');
    // 223.23 × 1.1 = 245.553 → 245.55
    expect(sample.sellingPrice).toBe('245.55');

    await undo(edit.body.payload.id).expect(200);
    expect(await updateStatements()).toBe(start + 2);
    const after = await t.db
      .select({ id: domains.id, sellingPrice: domains.sellingPrice })
      .from(domains)
      .where(
        and(
          eq(domains.ownerId, alice.id),
          inArray(
            domains.id,
            before.map((row) => row.id),
          ),
        ),
      )
      .orderBy(domains.id);
    expect(after).toEqual(before.map(({ id, sellingPrice }) => ({ id, sellingPrice })));
  }, 120_000);
});
