import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, exportFileName, isExportFormat } from './export-columns';
import { importFieldForHeader, SERVER_MANAGED_FIELDS } from './import-columns';

describe('EXPORT_COLUMNS', () => {
  it('lists the classic columns in order, then the rest of what an owner sets', () => {
    expect(EXPORT_COLUMNS.map((column) => column.field)).toEqual([
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
  });

  it('imports back unchanged: every header and label maps to its own field', () => {
    for (const column of EXPORT_COLUMNS) {
      expect(importFieldForHeader(column.header), column.header).toBe(column.field);
      expect(importFieldForHeader(column.label), column.label).toBe(column.field);
    }
  });

  it('exports no server-managed field', () => {
    const headers: readonly string[] = EXPORT_COLUMNS.map((column) => column.header);
    for (const field of SERVER_MANAGED_FIELDS) {
      expect(headers).not.toContain(field);
    }
  });
});

describe('exportFileName', () => {
  const date = new Date('2024-05-01T23:30:00Z');

  it('names the file after the product, the username and the date', () => {
    expect(exportFileName('alice', date, 'csv')).toBe('domainfolio-alice-2024-05-01.csv');
    expect(exportFileName('alice', date, 'sedo')).toBe('domainfolio-alice-sedo-2024-05-01.csv');
    expect(exportFileName('alice', date, 'json')).toBe('domainfolio-alice-2024-05-01.json');
  });

  it("uses the date in the user's time zone", () => {
    expect(exportFileName('alice', date, 'csv', 'Pacific/Kiritimati')).toBe(
      'domainfolio-alice-2024-05-02.csv',
    );
    expect(
      exportFileName('alice', new Date('2024-05-01T03:00:00Z'), 'csv', 'America/New_York'),
    ).toBe('domainfolio-alice-2024-04-30.csv');
  });

  it('drops characters a username cannot hold', () => {
    expect(exportFileName('Al"ice/../x', date, 'csv')).toBe('domainfolio-alicex-2024-05-01.csv');
  });

  it('recognizes the portfolio formats and the marketplaces', () => {
    expect(isExportFormat('csv')).toBe(true);
    expect(isExportFormat('json')).toBe(true);
    expect(isExportFormat('afternic')).toBe(true);
    expect(isExportFormat('sedo')).toBe(true);
    expect(isExportFormat('dan')).toBe(true);
    expect(isExportFormat('CSV')).toBe(false);
    expect(isExportFormat('xlsx')).toBe(false);
  });
});
