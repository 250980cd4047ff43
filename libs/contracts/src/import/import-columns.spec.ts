import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VISIBLE_IMPORT_COLUMNS,
  IMPORT_HEADER_ALIASES,
  ignoredImportColumnReason,
  importFieldForHeader,
  mapImportHeaders,
  normalizeImportHeader,
  SERVER_MANAGED_FIELDS,
  type ImportColumnMapping,
} from './import-columns';

/** header -> field for mapped columns, header -> status otherwise. */
function summary(mappings: ImportColumnMapping[]): string[] {
  return mappings.map((m) => {
    switch (m.status) {
      case 'MAPPED':
        return `${m.header} -> ${m.field}`;
      case 'DUPLICATE':
        return `${m.header} (duplicate ${m.field})`;
      case 'IGNORED':
        return `${m.header} (ignored ${m.reason})`;
      default:
        return `${m.header} (unknown)`;
    }
  });
}

const csvHeaders = (line: string, separator = ',') => line.split(separator);

describe('importFieldForHeader', () => {
  it.each([
    ['name', 'name'],
    ['Domain Name', 'name'],
    ['Name', 'name'],
    ['domain name', 'name'],
    ['Domain', 'name'],
    ['*Name (Required)', 'name'],
    ['expiration', 'expiration'],
    ['Expiration', 'expiration'],
    ['Expiration Date', 'expiration'],
    ['description', 'description'],
    ['Description', 'description'],
    ['sellingPrice', 'sellingPrice'],
    ['Buy Now Price', 'sellingPrice'],
    ['buy now', 'sellingPrice'],
    ['BIN Price', 'sellingPrice'],
    ['domainCost', 'domainCost'],
    ['Purchase price', 'domainCost'],
    ['registrar', 'registrar'],
    ['purchaseUrl', 'purchaseUrl'],
    ['financeUrl', 'financeUrl'],
    ['leaseUrl', 'leaseUrl'],
    ['public', 'public'],
    ['buyItNow', 'buyItNow'],
    ['purchaseDate', 'purchaseDate'],
  ])('maps the classic alias %j to %s', (header, field) => {
    expect(importFieldForHeader(header)).toBe(field);
  });

  it.each([
    ['Expire Date', 'expiration'],
    ['EXPIRE DATE', 'expiration'],
    ['Domain expiration date', 'expiration'],
    ['Renewal Price', 'renewalCost'],
    ['EST. RENEWAL PRICE', 'renewalCost'],
    ['Renewal fee', 'renewalCost'],
    ['Create Date', 'purchaseDate'],
    ['CREATE DATE', 'purchaseDate'],
    ['Registration Date', 'purchaseDate'],
    ['Ownership Date', 'purchaseDate'],
    ['Purchase date', 'purchaseDate'],
    ['Domain name', 'name'],
    ['DOMAIN', 'name'],
    ['Domain Name (ACE)', 'name'],
    ['Punycode', 'name'],
    ['Buy now price', 'sellingPrice'],
    ['Price', 'sellingPrice'],
    ['price', 'sellingPrice'],
    ['Registrar', 'registrar'],
    ['Sold date', 'saleDate'],
    ['Sold price', 'salePrice'],
    ['Domain Note', 'privateNotes'],
  ])('maps the registrar header %j to %s', (header, field) => {
    expect(importFieldForHeader(header)).toBe(field);
  });

  it('ignores case, surrounding spaces and quotes, a BOM and doubled inner spaces', () => {
    expect(importFieldForHeader('\uFEFFDomain')).toBe('name');
    expect(importFieldForHeader('  "Purchase price"  ')).toBe('domainCost');
    expect(importFieldForHeader("'Renewal fee'")).toBe('renewalCost');
    expect(importFieldForHeader('BUY  NOW\tPRICE')).toBe('sellingPrice');
  });

  it('maps nothing for unknown or ignored headers', () => {
    expect(importFieldForHeader('Favourite colour')).toBeUndefined();
    expect(importFieldForHeader('AUTH CODE')).toBeUndefined();
    expect(importFieldForHeader('Reserve Price')).toBeUndefined();
    expect(importFieldForHeader('')).toBeUndefined();
  });

  it('lets no alias map to two fields', () => {
    const seen = new Map<string, string>();
    for (const [field, aliases] of Object.entries(IMPORT_HEADER_ALIASES)) {
      for (const alias of aliases) {
        const key = normalizeImportHeader(alias);
        expect(seen.get(key) ?? field, alias).toBe(field);
        seen.set(key, field);
      }
    }
  });
});

describe('normalizeImportHeader', () => {
  it('only strips matching quotes', () => {
    expect(normalizeImportHeader('"Domain"')).toBe('domain');
    expect(normalizeImportHeader('"Domain')).toBe('"domain');
  });
});

describe('ignored columns', () => {
  it('never imports registrant or other contact columns', () => {
    for (const header of [
      'Registrant First Name',
      'Registrant Email',
      'Admin Email',
      'Tech Phone',
      'Billing Contact',
    ]) {
      expect(ignoredImportColumnReason(header), header).toBe('SENSITIVE');
    }
  });

  it('never imports auth codes', () => {
    expect(ignoredImportColumnReason('AUTH CODE')).toBe('SENSITIVE');
    expect(ignoredImportColumnReason('auth code changed')).toBe('SENSITIVE');
  });

  it('refuses server-managed fields', () => {
    expect(SERVER_MANAGED_FIELDS).toEqual([
      '_id',
      'createdDate',
      '_v',
      'owner',
      'page',
      'forwarding',
    ]);
    for (const header of [...SERVER_MANAGED_FIELDS, '__v', 'views']) {
      expect(ignoredImportColumnReason(header), header).toBe('SERVER_MANAGED');
      expect(importFieldForHeader(header), header).toBeUndefined();
    }
  });

  it('knows registrar state and fields the product lacks', () => {
    for (const header of [
      'Nameservers',
      'NAMESERVERS',
      'Auto-renew',
      'Floor Price',
      'Currency',
      'Leave Blank',
    ]) {
      expect(ignoredImportColumnReason(header), header).toBe('NO_FIELD');
    }
  });

  it('does not take Ownership Date for a contact column', () => {
    expect(ignoredImportColumnReason('Ownership Date')).toBeUndefined();
    expect(ignoredImportColumnReason('Ownership change')).toBe('NO_FIELD');
  });

  it('leaves unknown headers unknown', () => {
    expect(ignoredImportColumnReason('Favourite colour')).toBeUndefined();
  });

  it('shows name, expiration, price, public and BIN in the preview by default', () => {
    expect(DEFAULT_VISIBLE_IMPORT_COLUMNS).toEqual([
      'name',
      'expiration',
      'sellingPrice',
      'public',
      'buyItNow',
    ]);
  });
});

describe('mapImportHeaders on real exports', () => {
  it('reads a GoDaddy export, preferring Ownership Date and dropping contacts', () => {
    const headers = csvHeaders(
      'Domain Name,International Domain Name,TLD,Create Date,Ownership Date,Expiration Date,Lock,Auto-renew,Status,Renewal Price,Nameservers,Forwarding URL,Privacy,Estimated Value,Valuation Wholesale Amount,Profile Name,Cashparking,Expiration Protection,FolderMemberships,ListingStatus,Privacy Level,Protection Plan,Registrant First Name,Registrant Email',
    );
    const mapped = mapImportHeaders(headers);
    expect(
      mapped
        .filter((m) => m.status === 'MAPPED')
        .map((m) => `${m.header} -> ${'field' in m ? m.field : ''}`),
    ).toEqual([
      'Domain Name -> name',
      'Ownership Date -> purchaseDate',
      'Expiration Date -> expiration',
      'Renewal Price -> renewalCost',
    ]);
    expect(summary(mapped)).toContain('Create Date (duplicate purchaseDate)');
    expect(summary(mapped)).toContain('Registrant Email (ignored SENSITIVE)');
    expect(mapped.filter((m) => m.status === 'UNKNOWN')).toEqual([]);
  });

  it('reads a Dynadot export with a BOM and a repeated Registration Date', () => {
    const headers = csvHeaders(
      '\uFEFFDomain,Renewal Status,Punycode,Expiration Date,Expiration Date Timestamp,Name Server,Locked,Privacy,Registration Date,Registration Date,Folder,Admin Email,Domain Note',
    );
    expect(summary(mapImportHeaders(headers))).toEqual([
      '\uFEFFDomain -> name',
      'Renewal Status (ignored NO_FIELD)',
      'Punycode (duplicate name)',
      'Expiration Date -> expiration',
      'Expiration Date Timestamp (ignored NO_FIELD)',
      'Name Server (ignored NO_FIELD)',
      'Locked (ignored NO_FIELD)',
      'Privacy (ignored NO_FIELD)',
      'Registration Date -> purchaseDate',
      'Registration Date (duplicate purchaseDate)',
      'Folder (ignored NO_FIELD)',
      'Admin Email (ignored SENSITIVE)',
      'Domain Note -> privateNotes',
    ]);
  });

  it('reads a Porkbun export', () => {
    const headers = csvHeaders(
      'DOMAIN,TLD,CREATE DATE,EXPIRE DATE,LOCKED,PRIVACY,AUTO RENEW,NAMESERVERS,AUTH CODE,AUTH CODE CHANGED,EST. RENEWAL PRICE,STATUSES,URL FORWARDS',
    );
    const mapped = mapImportHeaders(headers);
    expect(summary(mapped).filter((line) => line.includes('->'))).toEqual([
      'DOMAIN -> name',
      'CREATE DATE -> purchaseDate',
      'EXPIRE DATE -> expiration',
      'EST. RENEWAL PRICE -> renewalCost',
    ]);
    expect(summary(mapped)).toContain('AUTH CODE (ignored SENSITIVE)');
    expect(mapped.some((m) => m.status === 'UNKNOWN')).toBe(false);
  });

  it('reads a Namecheap and a Spaceship export', () => {
    const namecheap = mapImportHeaders(
      csvHeaders(
        'Domain Name,Domain privacy protection status,Domain status at NC,Domain auto-renew status,Domain expiration date',
      ),
    );
    expect(summary(namecheap).filter((line) => line.includes('->'))).toEqual([
      'Domain Name -> name',
      'Domain expiration date -> expiration',
    ]);
    const spaceship = mapImportHeaders(
      csvHeaders(
        'Domain,Nameservers,Category,DNS Preset,Registration Date,Expiration Date,Ownership change,Autorenew,Privacy,Transfer Lock,Status',
      ),
    );
    expect(summary(spaceship).filter((line) => line.includes('->'))).toEqual([
      'Domain -> name',
      'Category -> tags',
      'Registration Date -> purchaseDate',
      'Expiration Date -> expiration',
    ]);
    expect([...namecheap, ...spaceship].some((m) => m.status === 'UNKNOWN')).toBe(false);
  });

  it('reads a quoted, semicolon-separated Sedo export', () => {
    const headers = csvHeaders(
      '"Domain name";"Language";"Currency";"Price";"Minimum Offer";"Price Option";"Master Category";"Domain Name (ACE)";"Inserted";"Currency";"Registrar";"SedoMLS Status"',
      ';',
    );
    const mapped = mapImportHeaders(headers);
    expect(summary(mapped).filter((line) => line.includes('->'))).toEqual([
      '"Domain name" -> name',
      '"Price" -> sellingPrice',
      '"Minimum Offer" -> floorPrice',
      '"Master Category" -> tags',
      '"Registrar" -> registrar',
    ]);
    expect(summary(mapped)).toContain('"Domain Name (ACE)" (duplicate name)');
    expect(mapped.some((m) => m.status === 'UNKNOWN')).toBe(false);
  });

  it('reads an Efty export, sale columns included', () => {
    const headers = csvHeaders(
      'Domain,"Purchase price","Purchase date","Renewal fee",Status,"Sold date","Sold price",Category,"Landing Page theme","BIN Price","Payment Platform","Minimum offer",Premium,Description,"Efty market"',
    );
    const mapped = mapImportHeaders(headers);
    expect(summary(mapped).filter((line) => line.includes('->'))).toEqual([
      'Domain -> name',
      '"Purchase price" -> domainCost',
      '"Purchase date" -> purchaseDate',
      '"Renewal fee" -> renewalCost',
      '"Sold date" -> saleDate',
      '"Sold price" -> salePrice',
      'Category -> tags',
      '"BIN Price" -> sellingPrice',
      '"Minimum offer" -> floorPrice',
      'Description -> description',
    ]);
    expect(mapped.some((m) => m.status === 'UNKNOWN')).toBe(false);
  });

  it('reads an Afternic template, Dan and Uniregistry files', () => {
    const afternic = mapImportHeaders(
      csvHeaders(
        '*Name (Required),*Minimum Offer (Required),Reserve Price,Floor Price,Buy Now Price,Top Category,Second-Level Category,Leave Blank,Leave Blank,Leave Blank,Listing Status,Listing Page,GROUPNAME',
      ),
    );
    expect(summary(afternic).filter((line) => line.includes('->'))).toEqual([
      '*Name (Required) -> name',
      '*Minimum Offer (Required) -> floorPrice',
      'Buy Now Price -> sellingPrice',
      // Both of Afternic's category columns feed the tags (their union).
      'Top Category -> tags',
      'Second-Level Category -> tags',
    ]);
    expect(afternic.some((m) => m.status === 'UNKNOWN')).toBe(false);

    const dan = mapImportHeaders(
      csvHeaders('Domain name,Buy now price,Starting offer,Description,'),
    );
    expect(summary(dan)).toEqual([
      'Domain name -> name',
      'Buy now price -> sellingPrice',
      'Starting offer -> floorPrice',
      'Description -> description',
      ' (unknown)',
    ]);

    const uniregistry = mapImportHeaders(csvHeaders('domain,price,for_sale'));
    expect(summary(uniregistry)).toEqual([
      'domain -> name',
      'price -> sellingPrice',
      'for_sale -> public',
    ]);
  });

  it('maps every tag and category column to the tags, none a duplicate', () => {
    expect(summary(mapImportHeaders(['name', 'Tags', 'Category', 'Top Category']))).toEqual([
      'name -> name',
      'Tags -> tags',
      'Category -> tags',
      'Top Category -> tags',
    ]);
  });

  it('prefers the earlier alias whatever the column order', () => {
    expect(summary(mapImportHeaders(['Create Date', 'Ownership Date']))).toEqual([
      'Create Date (duplicate purchaseDate)',
      'Ownership Date -> purchaseDate',
    ]);
    expect(summary(mapImportHeaders(['Punycode', 'Domain']))).toEqual([
      'Punycode (duplicate name)',
      'Domain -> name',
    ]);
  });

  it('keeps column indexes', () => {
    expect(mapImportHeaders(['x', 'name']).map((m) => m.index)).toEqual([0, 1]);
  });
});
