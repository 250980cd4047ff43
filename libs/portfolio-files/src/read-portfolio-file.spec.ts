import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMPORT_ROWS_PER_UPLOAD } from '@domainfolio/contracts';
import { PortfolioFileError, readPortfolioFile, type PortfolioFile } from './read-portfolio-file';

const fixture = (name: string) =>
  readPortfolioFile(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

/** 'Header → field' for the columns that are imported. */
const mapped = (file: PortfolioFile) =>
  file.columns.flatMap((c) => (c.status === 'MAPPED' ? [`${c.header} → ${c.field}`] : []));
const fieldsOf = (file: PortfolioFile) => file.rows.map((row) => row.fields);

describe('registrar and marketplace exports', () => {
  it('GoDaddy: prices like "$ 18.99", the ownership date over the create date, GoDaddy as registrar, no registrant data', () => {
    const file = fixture('godaddy.csv');
    expect(file.format.id).toBe('godaddy');
    expect(mapped(file)).toEqual([
      'Domain Name → name',
      'Ownership Date → purchaseDate',
      'Expiration Date → expiration',
      'Renewal Price → renewalCost',
    ]);
    expect(fieldsOf(file)).toEqual([
      {
        name: 'brightwavelabs.com',
        purchaseDate: '2019-03-14',
        expiration: '2027-03-14',
        renewalCost: 22.99,
        registrar: 'godaddy',
      },
      {
        name: 'xn--mnchen-3ya.de',
        purchaseDate: '2022-08-01',
        expiration: '2027-07-02',
        renewalCost: 9.99,
        registrar: 'godaddy',
      },
      {
        name: 'quietharbor.net',
        purchaseDate: '2020-11-24',
        expiration: '2026-11-24',
        renewalCost: 18.99,
        registrar: 'godaddy',
      },
    ]);
    const registrant = file.columns.filter((c) => c.header.startsWith('Registrant'));
    expect(registrant.map((c) => c.status === 'IGNORED' && c.reason)).toEqual([
      'SENSITIVE',
      'SENSITIVE',
    ]);
    expect(JSON.stringify(file.rows)).not.toContain('jordan');
  });

  it('GoDaddy with only the columns a user chose', () => {
    const file = fixture('godaddy-minimal.csv');
    expect(file.format.id).toBe('godaddy');
    expect(fieldsOf(file)).toEqual([
      { name: 'tidepoolventures.com', expiration: '2027-01-09', registrar: 'godaddy' },
      { name: 'orbitfern.io', expiration: '2026-10-30', registrar: 'godaddy' },
    ]);
  });

  it('Namecheap: dates like "Dec 13 2026"', () => {
    const file = fixture('namecheap.csv');
    expect(file.format.id).toBe('namecheap');
    expect(fieldsOf(file)).toEqual([
      { name: 'copperlantern.com', expiration: '2026-12-13', registrar: 'namecheap' },
      { name: 'velvetsummit.co', expiration: '2027-01-02', registrar: 'namecheap' },
    ]);
  });

  it('Dynadot: byte-order mark, "2021/11/24 11:43 PST", Registration Date twice, notes kept privately', () => {
    const file = fixture('dynadot.csv');
    expect(file.format.id).toBe('dynadot');
    expect(file.columns[0]!.header).toBe('Domain');
    expect(
      file.columns.filter((c) => c.header === 'Registration Date').map((c) => c.status),
    ).toEqual(['MAPPED', 'DUPLICATE']);
    expect(fieldsOf(file)).toEqual([
      {
        name: 'granitebay.com',
        expiration: '2026-11-24',
        purchaseDate: '2019-11-24',
        privateNotes: 'Bought at auction',
        registrar: 'dynadot',
      },
      {
        name: 'xn--zrich-bikes-thb.ch',
        expiration: '2027-03-05',
        purchaseDate: '2022-03-05',
        registrar: 'dynadot',
      },
    ]);
    expect(JSON.stringify(file.rows)).not.toContain('admin.contact');
  });

  it('Porkbun: a notice before the header, and never the auth codes', () => {
    const file = fixture('porkbun.csv');
    expect(file.format.id).toBe('porkbun');
    expect(file.headerLine).toBe(2);
    expect(file.rows.map((row) => row.line)).toEqual([3, 4]);
    expect(fieldsOf(file)[0]).toEqual({
      name: 'saltmeadow.xyz',
      purchaseDate: '2024-05-01',
      expiration: '2027-05-01',
      renewalCost: 12.98,
      registrar: 'porkbun',
    });
    const authCode = file.columns.find((c) => c.header === 'AUTH CODE');
    expect(authCode).toMatchObject({ status: 'IGNORED', reason: 'SENSITIVE' });
    expect(JSON.stringify(file.rows)).not.toContain('Xq7!kP2');
  });

  it('Spaceship: dates M/D/YYYY, Spaceship as registrar', () => {
    const file = fixture('spaceship.csv');
    expect(file.format.id).toBe('spaceship');
    expect(fieldsOf(file)).toEqual([
      {
        name: 'northpinelabs.com',
        tags: ['business'],
        purchaseDate: '2023-06-01',
        expiration: '2027-06-01',
        registrar: 'spaceship',
      },
      {
        name: 'emberly.app',
        purchaseDate: '2024-12-31',
        expiration: '2026-12-31',
        registrar: 'spaceship',
      },
    ]);
  });

  it('Sedo: semicolons, quoted texts, Currency twice, registrars by legal name, prices in dollars only', () => {
    const file = fixture('sedo.csv');
    expect(file.format.id).toBe('sedo');
    expect(file.delimiter).toBe(';');
    expect(fieldsOf(file)).toEqual([
      {
        name: 'silverkite.com',
        sellingPrice: 4500,
        floorPrice: 500,
        tags: ['business'],
        registrar: 'name_com',
      },
      { name: 'xn--bckerei-online-5hb.de', tags: ['food'], registrar: 'godaddy' },
      { name: 'harborlight.net', floorPrice: 250, tags: ['travel'], registrar: 'other' },
    ]);
    expect(file.rows[1]!.notes).toEqual([
      'Price 1200 EUR not imported: prices here are in US dollars.',
    ]);
    expect(file.rows[2]!.notes).toEqual([
      "Registrar 'Tucows Domains Inc.' is not in the registrar list; saved as Other.",
    ]);
  });

  it('Efty: 0.00 means not set, MM-DD-YYYY dates, sold names with their sale, the minimum offer as the floor', () => {
    const file = fixture('efty.csv');
    expect(file.format.id).toBe('efty');
    expect(fieldsOf(file)).toEqual([
      {
        name: 'crimsonoak.com',
        domainCost: 850,
        purchaseDate: '2021-06-29',
        renewalCost: 10.44,
        tags: ['brandable'],
        sellingPrice: 3500,
        floorPrice: 500,
        description: 'A short, memorable brand for a craft studio.',
      },
      { name: 'fernhollow.io', purchaseDate: '2022-01-15' },
      {
        name: 'quillstone.com',
        domainCost: 120,
        purchaseDate: '2020-03-02',
        renewalCost: 10.44,
        saleDate: '2026-09-18',
        salePrice: 2750,
        tags: ['brandable'],
        sellingPrice: 2900,
        description: 'Sold through Efty',
        sold: true,
      },
    ]);
  });

  it('Afternic template: Leave Blank three times, the Buy Now Price, both categories as tags', () => {
    const file = fixture('afternic.csv');
    expect(file.format.id).toBe('afternic');
    expect(file.columns.filter((c) => c.header === 'Leave Blank')).toHaveLength(3);
    expect(fieldsOf(file)).toEqual([
      {
        name: 'amberfield.com',
        sellingPrice: 2995,
        floorPrice: 500,
        tags: ['business', 'consulting'],
      },
      { name: 'nimbusquay.net', floorPrice: 250, tags: ['technology', 'cloud'] },
    ]);
  });

  it('tags: the union of every tag and category column, split on , ; | and normalized', () => {
    const file = readPortfolioFile(
      [
        'name,Tags,Category,Top Category',
        'one.com,"AI, Fintech ; short",Brandable,ai',
        'two.com,,,Computers  &  Technology',
        `three.com,${'x'.repeat(33)}|ok,,`,
        'four.com,,,',
      ].join('\n'),
    );
    expect(file.columns.filter((c) => c.status === 'MAPPED').map((c) => c.header)).toEqual([
      'name',
      'Tags',
      'Category',
      'Top Category',
    ]);
    expect(fieldsOf(file)).toEqual([
      { name: 'one.com', tags: ['ai', 'fintech', 'short', 'brandable'] },
      { name: 'two.com', tags: ['computers & technology'] },
      // A tag too long to keep is dropped: an import never fails on a tag.
      { name: 'three.com', tags: ['ok'] },
      { name: 'four.com' },
    ]);
  });

  it('Dan: a title row first and a trailing empty column', () => {
    const file = fixture('dan.csv');
    expect(file.format.id).toBe('dan');
    expect(file.headerLine).toBe(2);
    expect(fieldsOf(file)).toEqual([
      {
        name: 'oakandember.com',
        sellingPrice: 3200,
        floorPrice: 800,
        description: 'Warm lifestyle brand',
      },
      { name: 'bluelattice.io', floorPrice: 400 },
    ]);
  });

  it('Uniregistry: for_sale says public, instruction lines are skipped and counted', () => {
    const file = fixture('uniregistry.csv');
    expect(file.format.id).toBe('uniregistry');
    expect(fieldsOf(file)).toEqual([
      { name: 'pebblecrest.com', sellingPrice: 1800, public: true },
      { name: 'tallgrassmedia.com', public: false },
    ]);
    expect(file.skipped.map((line) => line.line)).toEqual([4, 5, 6]);
    expect(file.rejected).toEqual([]);
  });

  it('a plain list of names, one a line, pasted URLs and blank lines too', () => {
    const file = fixture('plain-list.txt');
    expect(file.format.id).toBe('list');
    expect(file.headerLine).toBeNull();
    expect(file.rows.map((row) => [row.line, row.fields.name])).toEqual([
      [1, 'lanternwharf.com'],
      [2, 'mosswick.co'],
      [4, 'orchardline.org'],
    ]);
  });
});

describe('rows that cannot be imported', () => {
  it('are listed with their row number and reason, and the good rows are kept', () => {
    const file = readPortfolioFile(
      [
        'Domain Name,Selling Price,Expiration',
        'good.com,100,2027-01-01',
        'www.example.com,,',
        'not a domain,,',
        'negative.com,-5,',
        'baddate.com,,31/31/2027',
        'good.com,200,',
        ',300,',
      ].join('\r\n'),
    );
    expect(file.rows.map((row) => row.fields.name)).toEqual(['good.com']);
    expect(file.rejected).toEqual([
      {
        line: 3,
        written: 'www.example.com',
        reason: 'www.example.com is a subdomain. Add the domain itself, such as example.com.',
      },
      { line: 4, written: 'not a domain', reason: 'not a domain is not a valid domain name.' },
      { line: 5, written: 'negative.com', reason: "Selling Price: '-5' is a negative amount." },
      { line: 6, written: 'baddate.com', reason: "Expiration: '31/31/2027' is not a date." },
      { line: 7, written: 'good.com', reason: 'good.com is already on row 2.' },
      { line: 8, written: '', reason: 'No domain name.' },
    ]);
  });

  it('reads quoted cells with commas, quotes and line breaks', () => {
    const file = readPortfolioFile(
      'name,description\n"quoted.com","A ""quoted"", multi-line\ndescription"\nnext.com,plain\n',
    );
    expect(fieldsOf(file)).toEqual([
      { name: 'quoted.com', description: 'A "quoted", multi-line\ndescription' },
      { name: 'next.com', description: 'plain' },
    ]);
    expect(file.rows[1]!.line).toBe(3);
  });
});

describe('delimiters', () => {
  it.each([
    [';', 'Domain;Price\na.com;10\nb.com;20\n'],
    ['\t', 'Domain\tPrice\r\na.com\t10\r\n\r\n'],
    ['|', 'Domain|Price\na.com|10\n'],
  ])('reads a short file separated by %j with a line end after its last row', (delimiter, text) => {
    const file = readPortfolioFile(text);
    expect(file.delimiter).toBe(delimiter);
    expect(file.rows[0]!.fields).toEqual({ name: 'a.com', sellingPrice: 10 });
  });

  it('reads a short tab-separated file with a title row above its header', () => {
    const file = fixture('tab-with-title.tsv');
    expect(file.delimiter).toBe('\t');
    expect(file.headerLine).toBe(2);
    expect(file.rejected).toEqual([]);
    expect(file.rows.map((row) => [row.line, row.fields])).toEqual([
      [3, { name: 'saltmeadow.com', sellingPrice: 1250 }],
      [4, { name: 'cinderpath.io', sellingPrice: 90 }],
    ]);
  });
});

describe('files that cannot be read', () => {
  it('refuses NUL bytes (a spreadsheet saved as something other than CSV)', () => {
    expect(() => readPortfolioFile('name\nexample.com\u0000\n')).toThrow(PortfolioFileError);
    expect(() => readPortfolioFile('name\nexample.com\u0000\n')).toThrow(/NUL bytes/);
  });

  it('refuses more than 5,000 domains, saying how many there are', () => {
    const names = Array.from({ length: IMPORT_ROWS_PER_UPLOAD + 1 }, (_, i) => `name-${i}.com`);
    expect(() => readPortfolioFile(['name', ...names].join('\n'))).toThrow(
      'One upload holds up to 5,000 rows; this file has 5,001. Please split it.',
    );
    expect(readPortfolioFile(['name', ...names.slice(1)].join('\n')).rows).toHaveLength(5000);
  });

  it('counts every row of a file far past the limit, blank rows aside', () => {
    const text = `Domain\n\n${'a.com\n\n'.repeat(300_000)}`;
    expect(() => readPortfolioFile(text)).toThrow(
      'One upload holds up to 5,000 rows; this file has 300,000. Please split it.',
    );
    // 5,000 rows with blank rows between them and a title row above the header fit.
    const fits = `My domains\nDomain\n${Array.from({ length: 5000 }, (_, i) => `n${i}.com\n\n`).join('')}`;
    expect(readPortfolioFile(fits).rows).toHaveLength(5000);
    expect(readPortfolioFile(fits).rows[4999]!.line).toBe(3 + 2 * 4999);
  });

  it('refuses a huge cell', () => {
    expect(() => readPortfolioFile(`name,description\nhuge.com,${'x'.repeat(6000)}\n`)).toThrow(
      /Row 2 has a cell of 6,000 characters/,
    );
  });

  it('refuses an empty file', () => {
    expect(() => readPortfolioFile('\uFEFF\r\n\r\n')).toThrow('The file has no domains in it.');
  });

  it('refuses a __proto__ header, and no object prototype is touched', () => {
    expect(() => readPortfolioFile('name,__proto__\nexample.com,{"polluted":1}\n')).toThrow(
      "'__proto__' cannot be a column name. Rename or remove that column.",
    );
    expect(() => readPortfolioFile('name,Constructor\nexample.com,x\n')).toThrow(
      PortfolioFileError,
    );
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
