import {
  EXPORT_COLUMNS,
  ExportFormat,
  categoryOfTag,
  formatTags,
  type Domain,
  type DomainField,
  type ExportRecord,
} from '@domainfolio/contracts';
import { toCsv, type CsvCell } from './csv';

export interface PortfolioExport {
  contentType: string;
  body: string;
}

/** One field as an export cell: the tags as one text ('brandable, ai'), the rest as they are. */
function exportValue(domain: Domain, field: DomainField): string | number | boolean | null {
  return field === 'tags' ? formatTags(domain.tags) : domain[field];
}

/** A domain as Domainfolio's own export writes it: the export columns, keyed by field. */
export function exportRecord(domain: Domain): ExportRecord {
  // A plain loop: Object.fromEntries over a mapped array took four times as long, which shows
  // on a whole portfolio (5,000 records: 11 ms against 2.5).
  const record: ExportRecord = {};
  for (const column of EXPORT_COLUMNS) record[column.header] = exportValue(domain, column.field);
  return record;
}

/**
 * Afternic's two category columns: the top one is the first tag that is a category of the
 * taxonomy, written as its name ('Brandable'), else the first tag; the second-level one the
 * next tag. Afternic reads them as its own categories, so a file's tags beyond two are left out.
 */
function afternicCategories(tags: readonly string[]): [string | null, string | null] {
  const categoryAt = tags.findIndex((tag) => categoryOfTag(tag) !== null);
  const topAt = categoryAt === -1 ? 0 : categoryAt;
  const top = tags[topAt];
  if (top === undefined) return [null, null];
  const second = tags.find((_, index) => index !== topAt) ?? null;
  return [categoryOfTag(top) ?? top, second];
}

/** What a visitor is asked to pay: nothing when the price is hidden. */
const shownPrice = (domain: Domain) => (domain.priceHidden ? null : domain.sellingPrice);

/**
 * The marketplaces' upload files: their own header rows, so the same names can be listed there
 * as they are here. Only domains for sale (public, not sold) go into them.
 */
const VENUES: Readonly<
  Record<
    Exclude<ExportFormat, 'csv' | 'json'>,
    { delimiter: string; headers: string[]; row: (domain: Domain) => CsvCell[] }
  >
> = {
  // Afternic requires a minimum offer on every name (offers below it are refused), at most the
  // Buy Now price: the owner's floor where they set one, else a shown price (the highest minimum
  // Afternic accepts, so nothing sells for less than the owner asks here); a name with neither
  // is left blank for the owner to fill before uploading, as the export screen says. Afternic's
  // 'Floor Price' accepts offers by itself, which Domainfolio never does: left blank.
  afternic: {
    delimiter: ',',
    headers: [
      '*Name (Required)',
      '*Minimum Offer (Required)',
      'Reserve Price',
      'Floor Price',
      'Buy Now Price',
      'Top Category',
      'Second-Level Category',
      'Leave Blank',
      'Leave Blank',
      'Leave Blank',
      'Listing Status',
      'Listing Page',
      'GROUPNAME',
    ],
    row: (d) => [
      d.unicodeName,
      d.floorPrice ?? shownPrice(d),
      null,
      null,
      shownPrice(d),
      ...afternicCategories(d.tags),
      null,
      null,
      null,
      'active',
      null,
      null,
    ],
  },
  // Sedo's 'Master Category' takes Sedo's own category codes, which are not published with
  // its upload format: a tag written there would be misread, so it stays blank.
  sedo: {
    delimiter: ';',
    headers: [
      'Domain name',
      'Language',
      'Currency',
      'Price',
      'Minimum Offer',
      'Price Option',
      'Master Category',
      'Domain Name (ACE)',
    ],
    row: (d) => [
      d.unicodeName,
      null,
      'USD',
      shownPrice(d),
      d.floorPrice,
      shownPrice(d) === null ? 'Make offer' : 'Fixed price',
      null,
      d.name,
    ],
  },
  dan: {
    delimiter: ',',
    headers: ['Domain name', 'Buy now price', 'Starting offer', 'Description'],
    row: (d) => [d.unicodeName, shownPrice(d), d.floorPrice, d.description],
  },
};

/**
 * The portfolio as a file: Domainfolio's own CSV or JSON (every field an owner sets, so the file
 * imports back with nothing lost), or a marketplace's upload file.
 */
export function writePortfolioFile(
  domains: readonly Domain[],
  format: ExportFormat,
): PortfolioExport {
  if (format === ExportFormat.JSON)
    return {
      contentType: 'application/json; charset=utf-8',
      body: `${JSON.stringify(domains.map(exportRecord), null, 2)}\n`,
    };
  if (format === ExportFormat.CSV)
    return {
      contentType: 'text/csv; charset=utf-8',
      body: toCsv([
        EXPORT_COLUMNS.map((column) => column.header),
        ...domains.map((domain) =>
          EXPORT_COLUMNS.map((column) => exportValue(domain, column.field)),
        ),
      ]),
    };
  const venue = VENUES[format];
  const listed = domains.filter((domain) => domain.public && !domain.sold);
  return {
    contentType: 'text/csv; charset=utf-8',
    body: toCsv([venue.headers, ...listed.map(venue.row)], venue.delimiter),
  };
}
