import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { domains, type UserRow } from '../../src/database/schema';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Files and bodies nobody means to send the portfolio import: byte-order marks and other
 * encodings, NUL bytes, object internals as headers, cells and keys, huge cells, very many
 * columns or rows, bodies past the limits. Each gets a clear 4xx or a correct import, nothing
 * is stored on a refusal, no object prototype is touched, and memory stays bounded.
 */
describe('portfolio import abuse', () => {
  let t: TestApp;
  let owner: UserRow;
  let cookie: string;
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    owner = await createOwner(t, {
      email: 'abuse@example.com',
      username: 'abuse',
      planType: 'PRO',
    });
    cookie = await signIn(t, 'abuse@example.com');
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.delete(domains).where(eq(domains.ownerId, owner.id)));
  afterEach(() => {
    // Nothing any request sent may reach Object.prototype.
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
  });

  const stored = async () =>
    (await t.db.select().from(domains).where(eq(domains.ownerId, owner.id))).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
  const postCsv = (body: string | Buffer, contentType = 'text/csv', dryRun = false) =>
    request(t.http)
      .post(`/api/domains/import?dryRun=${dryRun}`)
      .set('Cookie', cookie)
      .set('Content-Type', contentType)
      .send(body);
  const postFile = (bytes: Buffer, dryRun = false) =>
    request(t.http)
      .post(`/api/domains/import?dryRun=${dryRun}`)
      .set('Cookie', cookie)
      .attach('file', bytes, { filename: 'portfolio.csv', contentType: 'text/csv' });
  const postJson = (body: string) =>
    request(t.http)
      .post('/api/domains/import')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send(body);

  const CSV = 'Domain,Description\r\nbom.com,Café sign\r\nzweite.de,Zweite\r\n';
  const utf16be = (text: string) => {
    const bytes = Buffer.from(text, 'utf16le');
    for (let i = 0; i < bytes.length; i += 2) [bytes[i], bytes[i + 1]] = [bytes[i + 1]!, bytes[i]!];
    return bytes;
  };
  const ENCODINGS: [string, Buffer][] = [
    ['a UTF-8 byte-order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(CSV)])],
    [
      'UTF-16 LE with its byte-order mark',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CSV, 'utf16le')]),
    ],
    [
      'UTF-16 BE with its byte-order mark',
      Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(CSV)]),
    ],
    ['windows-1252 (Excel on Windows)', Buffer.from(CSV, 'latin1')],
  ];

  describe.each([
    ['as a text/csv body', (bytes: Buffer) => postCsv(bytes)],
    ['as a multipart file', (bytes: Buffer) => postFile(bytes)],
  ])('%s', (_how, send) => {
    it.each(ENCODINGS)(
      'imports a file in %s with its header and accents intact',
      async (_, bytes) => {
        const res = await send(bytes).expect(200);
        expect(res.body.payload).toMatchObject({ created: 2, rejected: 0 });
        expect(res.body.payload.file.columns.map((c: { header: string }) => c.header)).toEqual([
          'Domain',
          'Description',
        ]);
        expect((await stored()).map((d) => [d.name, d.description])).toEqual([
          ['bom.com', 'Café sign'],
          ['zweite.de', 'Zweite'],
        ]);
      },
    );
  });

  it('reads a body in the charset its Content-Type names, and refuses one it does not know', async () => {
    await postCsv(Buffer.from(CSV, 'utf16le'), 'text/csv; charset=utf-16le').expect(200);
    expect((await stored()).map((d) => d.description)).toEqual(['Café sign', 'Zweite']);
    const res = await postCsv(Buffer.from('name\nk.com\n'), 'text/csv; charset=klingon').expect(
      400,
    );
    expect(res.body).toMatchObject({
      type: 'ERROR',
      code: 'IMPORT_FILE_UNREADABLE',
      title: 'File Not Readable',
    });
    expect(res.body.message).toMatch(/character set 'klingon'/);
    expect((await stored()).map((d) => d.name)).toEqual(['bom.com', 'zweite.de']);
  });

  it.each([
    ['NUL bytes in a cell', 'name\nnul.com\u0000\nok.com\n', /NUL bytes/],
    [
      'a __proto__ header',
      'name,__proto__\nproto.com,{"polluted":1}\n',
      /'__proto__' cannot be a column name/,
    ],
    [
      'a constructor header',
      'Domain,Constructor\nproto.com,x\n',
      /'Constructor' cannot be a column name/,
    ],
    ['a prototype header', 'name;prototype\nproto.com;x\n', /'prototype' cannot be a column name/],
    [
      'a __proto__ header after a title row',
      'My domains\nDomain,__PROTO__\nproto.com,x\n',
      /'__PROTO__' cannot be a column name/,
    ],
    [
      'a cell of 1 MB',
      `name,description\nhuge.com,${'x'.repeat(1024 * 1024)}\n`,
      /a cell of 1,048,576 characters/,
    ],
    [
      'a header cell of 1 MB',
      `name,${'h'.repeat(1024 * 1024)}\nhuge.com,1\n`,
      /a cell of 1,048,576 characters/,
    ],
    [
      'a name cell of 1 MB',
      `name\n${'a'.repeat(1024 * 1024)}.com\n`,
      /a cell of 1,048,580 characters/,
    ],
  ])('refuses %s with a clear 400 and stores nothing', async (_what, csv, message) => {
    const res = await postCsv(csv).expect(400);
    expect(res.body).toMatchObject({
      type: 'ERROR',
      code: 'IMPORT_FILE_UNREADABLE',
      title: 'File Not Readable',
    });
    expect(res.body.message).toMatch(message);
    expect(await stored()).toEqual([]);
  });

  it('imports object internals written in cells as the plain text they are', async () => {
    const csv = [
      'name,description,private notes,registrar',
      '__proto__,a,b,c',
      'constructor.com,__proto__,constructor,prototype',
      'prototype.com,"{""__proto__"":{""polluted"":true}}",toString,__proto__',
    ].join('\n');
    const res = await postCsv(csv).expect(200);
    expect(res.body.payload).toMatchObject({ created: 2, rejected: 1 });
    expect(res.body.payload.rows[0]).toMatchObject({ name: '__proto__', status: 'REJECTED' });
    expect(
      (await stored()).map((d) => [d.name, d.description, d.privateNotes, d.registrar]),
    ).toEqual([
      ['constructor.com', '__proto__', 'constructor', 'other'],
      ['prototype.com', '{"__proto__":{"polluted":true}}', 'toString', 'other'],
    ]);
  });

  it.each([
    [
      'a __proto__ key in a row',
      '{"domains":[{"name":"a.com","__proto__":{"polluted":true}}]}',
      /__proto__ is not a domain field/,
    ],
    [
      'a constructor key in a row',
      '{"domains":[{"name":"a.com","constructor":{"prototype":{"polluted":true}}}]}',
      /constructor is not a domain field/,
    ],
    [
      'a prototype key in a row',
      '{"domains":[{"name":"a.com","prototype":{"polluted":true}}]}',
      /prototype is not a domain field/,
    ],
    [
      'a __proto__ key beside the rows',
      '{"__proto__":{"polluted":true},"domains":[{"name":"a.com"}]}',
      /__proto__ is not part of an upload/,
    ],
    [
      'a constructor key beside the rows',
      '{"constructor":{"prototype":{"polluted":true}},"domains":[{"name":"a.com"}]}',
      /constructor is not part of an upload/,
    ],
    [
      'rows that are a __proto__ object',
      '{"domains":{"__proto__":{"polluted":true}}}',
      /domains must be a list of rows/i,
    ],
  ])('refuses a JSON chunk with %s, and stores nothing', async (_what, body, message) => {
    const res = await postJson(body).expect(400);
    expect(res.body).toMatchObject({
      type: 'ERROR',
      code: 'VALIDATION_FAILED',
      title: expect.any(String),
    });
    expect(res.body.message).toMatch(message);
    expect(await stored()).toEqual([]);
  });

  it('refuses a JSON row whose text is 1 MB, and stores nothing', async () => {
    const res = await postJson(
      JSON.stringify({ domains: [{ name: 'big.com', description: 'x'.repeat(1024 * 1024) }] }),
    );
    // The row's own problem, reported with its row number: a correct answer, nothing stored.
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ created: 0, rejected: 1 });
    expect(res.body.payload.rows[0].reason).toMatch(/description/i);
    expect(await stored()).toEqual([]);
  });

  it('imports a file with 20,000 columns, reading the ones it knows', async () => {
    const extra = Array.from({ length: 20_000 }, (_, i) => `extra ${i}`);
    const csv = [
      ['Domain', 'Price', ...extra].join(','),
      ['wide.com', '100', ...extra.map(() => 'x')].join(','),
      ['wider.com', '200', ...extra.map(() => 'y')].join(','),
    ].join('\n');
    const res = await postCsv(csv).expect(200);
    expect(res.body.payload).toMatchObject({ created: 2, rejected: 0 });
    expect((await stored()).map((d) => [d.name, d.sellingPrice])).toEqual([
      ['wide.com', '100.00'],
      ['wider.com', '200.00'],
    ]);
  });

  it('imports 5,000 rows (dry run) and refuses 300,000 with their count, storing nothing', async () => {
    const names = (n: number) =>
      ['name', ...Array.from({ length: n }, (_, i) => `row-${i}.com`)].join('\n');
    const fits = await postCsv(names(5000), 'text/csv', true).expect(200);
    expect(fits.body.payload).toMatchObject({ dryRun: true, created: 5000, rejected: 0 });
    const res = await postCsv(names(300_000)).expect(400);
    expect(res.body).toMatchObject({ code: 'IMPORT_TOO_MANY_ROWS', title: 'Too Many Rows' });
    expect(res.body.message).toMatch(/this file has 300,000/);
    expect(await stored()).toEqual([]);
  });

  describe('bodies past the limits', () => {
    const tooLarge = (res: request.Response) => {
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({
        type: 'ERROR',
        code: 'PAYLOAD_TOO_LARGE',
        title: 'Request Too Large',
        message: expect.any(String),
      });
    };
    const overTenMegabytes = () => Buffer.from(`name\n${'over.com\n'.repeat(1_200_000)}`);

    it('refuses a text/csv body over 10 MB with a 413, and stores nothing', async () => {
      tooLarge(await postCsv(overTenMegabytes()));
      expect(await stored()).toEqual([]);
    });

    it('refuses a multipart file over 10 MB with a 413, and stores nothing', async () => {
      tooLarge(await postFile(overTenMegabytes()));
      expect(await stored()).toEqual([]);
    });

    it('refuses a JSON chunk over 2 MB with a 413, and stores nothing', async () => {
      const rows = Array.from({ length: 1000 }, (_, i) => ({
        name: `j${i}.com`,
        description: 'd'.repeat(2100),
      }));
      tooLarge(await postJson(JSON.stringify({ domains: rows })));
      expect(await stored()).toEqual([]);
    });
  });

  describe('memory', () => {
    // The collector, to measure what a request leaves behind rather than when garbage goes.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;

    /**
     * Runs `send` while sampling the heap and resident set every few milliseconds: the figures
     * before (after a collection), at the peak, and after (after another collection).
     */
    async function measure(send: () => Promise<request.Response>) {
      collect();
      const before = process.memoryUsage();
      let peakHeap = before.heapUsed;
      let peakRss = before.rss;
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        peakHeap = Math.max(peakHeap, now.heapUsed);
        peakRss = Math.max(peakRss, now.rss);
      }, 5);
      const res = await send();
      clearInterval(sampler);
      collect();
      const after = process.memoryUsage();
      const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
      return {
        res,
        figures: {
          heapBeforeMb: mb(before.heapUsed),
          heapPeakMb: mb(peakHeap),
          heapAfterMb: mb(after.heapUsed),
          rssBeforeMb: mb(before.rss),
          rssPeakMb: mb(peakRss),
          rssAfterMb: mb(after.rss),
        },
      };
    }

    it('reads a 10 MB file of 5,000 wide rows (dry run) within bounded memory', async () => {
      const note = 'n'.repeat(2070);
      const lines = ['name,private notes'];
      for (let i = 0; lines.length <= 5000; i += 1) lines.push(`wide-${i}.com,${note}`);
      const csv = Buffer.from(lines.join('\n'));
      expect(csv.length).toBeGreaterThan(9.9 * 1024 * 1024);
      const { res, figures } = await measure(() => postCsv(csv, 'text/csv', true));
      console.log(`10 MB file of 5,000 rows: ${JSON.stringify(figures)}`);
      expect(res.status).toBe(200);
      expect(res.body.payload).toMatchObject({ dryRun: true, created: 5000 });
      // The file is 10 MB: reading it may take a few times that, never hundreds.
      expect(figures.heapPeakMb - figures.heapBeforeMb).toBeLessThan(250);
      expect(figures.heapAfterMb - figures.heapBeforeMb).toBeLessThan(30);
    });

    it('refuses a 10 MB file of 5 million one-letter rows within bounded memory', async () => {
      // The most rows 10 MB can hold: each was an array of cells kept at once before.
      const csv = Buffer.from(`name\n${'a\n'.repeat(5_200_000)}`);
      const { res, figures } = await measure(() => postCsv(csv));
      console.log(`10 MB file of 5.2 million rows: ${JSON.stringify(figures)}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'IMPORT_TOO_MANY_ROWS', title: 'Too Many Rows' });
      expect(res.body.message).toMatch(/this file has 5,200,000/);
      expect(figures.heapPeakMb - figures.heapBeforeMb).toBeLessThan(250);
      expect(figures.heapAfterMb - figures.heapBeforeMb).toBeLessThan(30);
      expect(await stored()).toEqual([]);
    });
  });
});
