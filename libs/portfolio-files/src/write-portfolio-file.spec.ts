import type { Domain } from '@domainfolio/contracts';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';
import { readPortfolioFile } from './read-portfolio-file';
import { exportRecord, writePortfolioFile } from './write-portfolio-file';

const domain = (overrides: Partial<Domain>): Domain => ({
  _id: 'id',
  name: 'example.com',
  unicodeName: 'example.com',
  tld: 'com',
  description: null,
  sellingPrice: null,
  floorPrice: null,
  offersEnabled: true,
  domainCost: null,
  renewalCost: null,
  salePrice: null,
  saleVenue: null,
  saleFees: null,
  expiration: '2027-01-01',
  purchaseDate: '2024-01-01',
  saleDate: null,
  public: true,
  buyItNow: false,
  priceHidden: false,
  sold: false,
  registrar: null,
  purchaseUrl: null,
  financeUrl: null,
  leaseUrl: null,
  privateNotes: null,
  remindersMuted: false,
  tags: [],
  registryFlag: 'ok',
  views: 3,
  leads: 1,
  username: 'alice',
  createdDate: '2024-01-01T00:00:00.000Z',
  ...overrides,
});

const portfolio: Domain[] = [
  domain({
    name: 'xn--mnchen-3ya.de',
    unicodeName: 'münchen.de',
    description: 'Bavaria, "quoted", with a comma\nand a second line',
    sellingPrice: 1999.5,
    domainCost: 12,
    renewalCost: 9.99,
    registrar: 'godaddy',
    buyItNow: true,
    tags: ['brandable', 'café & bar', 'geo'],
    purchaseUrl: 'https://pay.example/munich',
    privateNotes: '=HYPERLINK("http://evil.example")',
  }),
  domain({
    name: 'sold.com',
    unicodeName: 'sold.com',
    sold: true,
    public: false,
    salePrice: 5000,
    saleDate: '2026-10-01',
    saleVenue: 'Afternic, via escrow',
    saleFees: 750.5,
    priceHidden: true,
    sellingPrice: 4800,
  }),
  domain({ name: 'hidden.net', unicodeName: 'hidden.net', priceHidden: true, sellingPrice: 900 }),
];

describe('portfolio export', () => {
  it('imports back with every field an owner set', () => {
    const file = readPortfolioFile(writePortfolioFile(portfolio, 'csv').body);
    expect(file.format.id).toBe('domainfolio');
    expect(file.rejected).toEqual([]);
    const owned = (d: Domain) => {
      const record = exportRecord(d);
      return Object.fromEntries(
        Object.entries({ ...record, tags: d.tags.length > 0 ? d.tags : null }).filter(
          ([, value]) => value !== null,
        ),
      );
    };
    expect(file.rows.map((row) => row.fields)).toEqual(portfolio.map(owned));
    expect(writePortfolioFile(portfolio, 'csv').body).toContain(`"'=HYPERLINK(""http`);
  });

  it('reads every export column back as the type it was written in', () => {
    // Every field set, and none to its default, so each column is read back for real.
    const everything = domain({
      name: 'everything.com',
      unicodeName: 'everything.com',
      description: '-Short, brandable; "two" words',
      sellingPrice: 12500.25,
      floorPrice: 9000,
      offersEnabled: false,
      domainCost: 8.5,
      renewalCost: 10.44,
      salePrice: 11000,
      saleVenue: '@Sedo',
      saleFees: 1650.75,
      expiration: '2028-02-29',
      purchaseDate: '2019-12-31',
      saleDate: '2026-11-20',
      public: false,
      buyItNow: true,
      priceHidden: true,
      sold: true,
      registrar: 'name_com',
      purchaseUrl: 'https://pay.example/buy?d=everything.com&x=1',
      financeUrl: 'https://pay.example/finance',
      leaseUrl: 'https://pay.example/lease',
      privateNotes: '+1 555 0100\nsecond line',
      tags: ['ai', 'computers & technology', '3l.com', 'x y'],
    });
    const record = exportRecord(everything);
    expect(record['tags']).toBe('ai, computers & technology, 3l.com, x y');
    expect(Object.entries(record).filter(([, value]) => value === null)).toEqual([]);
    const file = readPortfolioFile(writePortfolioFile([everything], 'csv').body);
    expect(file.rejected).toEqual([]);
    expect(file.rows[0]!.notes).toEqual([]);
    expect(file.rows[0]!.fields).toEqual({ ...record, tags: everything.tags });
  });

  it('writes JSON with the export columns only', () => {
    const [first] = JSON.parse(writePortfolioFile(portfolio, 'json').body) as Record<
      string,
      unknown
    >[];
    expect(Object.keys(first!)).toEqual([
      'name',
      'description',
      'sellingPrice',
      'domainCost',
      'renewalCost',
      'purchaseDate',
      'expiration',
      'registrar',
      'buyItNow',
      'public',
      'sold',
      'purchaseUrl',
      'financeUrl',
      'leaseUrl',
      'priceHidden',
      'salePrice',
      'saleDate',
      'saleVenue',
      'saleFees',
      'privateNotes',
      'floorPrice',
      'offersEnabled',
      'remindersMuted',
      'tags',
    ]);
    expect(first!['tags']).toBe('brandable, café & bar, geo');
    expect(first).not.toHaveProperty('views');
  });

  it("lists only names for sale in the marketplaces' files, with their headers and no hidden price", () => {
    const sedo = writePortfolioFile(portfolio, 'sedo').body;
    expect(sedo.split('\r\n')).toEqual([
      '\uFEFFDomain name;Language;Currency;Price;Minimum Offer;Price Option;Master Category;Domain Name (ACE)',
      'münchen.de;;USD;1999.5;;Fixed price;;xn--mnchen-3ya.de',
      'hidden.net;;USD;;;Make offer;;hidden.net',
      '',
    ]);
    const dan = writePortfolioFile(portfolio, 'dan').body.split('\r\n');
    expect(dan[0]).toBe('\uFEFFDomain name,Buy now price,Starting offer,Description');
    expect(dan).toHaveLength(4);
    const afternicFile = writePortfolioFile(portfolio, 'afternic').body;
    // The required minimum offer is the Buy Now price when one is shown, else left to the owner.
    expect(afternicFile.split('\r\n').slice(1)).toEqual([
      'münchen.de,1999.5,,,1999.5,Brandable,café & bar,,,,active,,',
      'hidden.net,,,,,,,,,,active,,',
      '',
    ]);
    const afternic = readPortfolioFile(afternicFile);
    expect(afternic.format.id).toBe('afternic');
    expect(afternic.rows.map((row) => row.fields)).toEqual([
      // Without a floor, Afternic's required minimum offer is the shown price: read back, a floor.
      {
        name: 'xn--mnchen-3ya.de',
        sellingPrice: 1999.5,
        floorPrice: 1999.5,
        tags: ['brandable', 'café & bar'],
      },
      { name: 'hidden.net' },
    ]);
  });
});

describe('CSV cells', () => {
  it.each(['=1+2', '+15551234', '-3', '@SUM(A1)', '\tcmd', '\rcmd', '\ncmd'])(
    'writes %j as text a spreadsheet will not run',
    (cell) => {
      expect(csvCell(cell).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('quotes the delimiter, quotes and line breaks, and leaves plain cells alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(toCsv([['a'], ['b']])).toBe('\uFEFFa\r\nb\r\n');
  });

  it("writes Afternic's top category as the first tag that is a category, else the first tag", () => {
    const row = (tags: string[]) =>
      writePortfolioFile([domain({ tags })], 'afternic')
        .body.split('\r\n')[1]!
        .split(',')
        .slice(5, 7);
    expect(row(['ai', 'fintech', 'computers & technology'])).toEqual([
      'Computers & Technology',
      'ai',
    ]);
    expect(row(['ai', 'fintech'])).toEqual(['ai', 'fintech']);
    expect(row(['geo'])).toEqual(['geo', '']);
    expect(row([])).toEqual(['', '']);
  });

  it("gives the marketplaces the owner's floor as their minimum offer", () => {
    const floored = [
      domain({ name: 'floor.com', unicodeName: 'floor.com', sellingPrice: 5000, floorPrice: 1200 }),
    ];
    const read = (format: 'afternic' | 'sedo' | 'dan') =>
      readPortfolioFile(writePortfolioFile(floored, format).body).rows[0]!.fields;
    for (const format of ['afternic', 'sedo', 'dan'] as const)
      expect(read(format)).toMatchObject({
        name: 'floor.com',
        sellingPrice: 5000,
        floorPrice: 1200,
      });
  });
});
