import { RegistrarCode, normalizeImportHeader } from '@domainfolio/contracts';

/** The files the importer recognizes by their header row. */
export const PortfolioFormat = {
  DOMAINFOLIO: 'domainfolio',
  GODADDY: 'godaddy',
  NAMECHEAP: 'namecheap',
  DYNADOT: 'dynadot',
  PORKBUN: 'porkbun',
  SPACESHIP: 'spaceship',
  SEDO: 'sedo',
  EFTY: 'efty',
  AFTERNIC: 'afternic',
  DAN: 'dan',
  UNIREGISTRY: 'uniregistry',
  /** No header: one name a line. */
  LIST: 'list',
  /** A header we map column by column, from no particular service. */
  GENERIC: 'generic',
} as const;
export type PortfolioFormat = (typeof PortfolioFormat)[keyof typeof PortfolioFormat];

export interface FormatInfo {
  id: PortfolioFormat;
  /** As the preview names it: 'GoDaddy export'. */
  label: string;
  /** A registrar's own export: its rows are at that registrar unless a column says otherwise. */
  registrar: RegistrarCode | null;
  /** Headers (normalized) of which the file must have every one of at least one set. */
  signatures: readonly (readonly string[])[];
}

const info = (
  id: PortfolioFormat,
  label: string,
  registrar: RegistrarCode | null,
  signatures: string[][],
): FormatInfo => ({
  id,
  label,
  registrar,
  signatures: signatures.map((set) => set.map(normalizeImportHeader)),
});

/** Most specific first: the first format whose signature the header row has wins. */
export const FORMATS: readonly FormatInfo[] = [
  info(PortfolioFormat.AFTERNIC, 'Afternic listing template', null, [['*Name (Required)']]),
  info(PortfolioFormat.SEDO, 'Sedo export', null, [['SedoMLS Status'], ['Domain Name (ACE)']]),
  info(PortfolioFormat.EFTY, 'Efty export', null, [['Efty market'], ['BIN Price', 'Sold price']]),
  info(PortfolioFormat.DYNADOT, 'Dynadot export', RegistrarCode.DYNADOT, [
    ['Punycode', 'Renewal Status'],
    ['Expiration Date Timestamp'],
  ]),
  info(PortfolioFormat.PORKBUN, 'Porkbun export', RegistrarCode.PORKBUN, [
    ['EXPIRE DATE', 'AUTH CODE'],
    ['EST. RENEWAL PRICE'],
  ]),
  info(PortfolioFormat.NAMECHEAP, 'Namecheap export', RegistrarCode.NAMECHEAP, [
    ['Domain status at NC'],
    ['Domain expiration date', 'Domain auto-renew status'],
  ]),
  info(PortfolioFormat.SPACESHIP, 'Spaceship export', RegistrarCode.SPACESHIP, [
    ['DNS Preset'],
    ['Ownership change', 'Transfer Lock'],
  ]),
  info(PortfolioFormat.GODADDY, 'GoDaddy export', RegistrarCode.GODADDY, [
    ['Domain Name', 'Auto-renew'],
    ['Domain Name', 'Ownership Date'],
  ]),
  info(PortfolioFormat.DAN, 'Dan.com export', null, [['Buy now price', 'Starting offer']]),
  info(PortfolioFormat.UNIREGISTRY, 'Uniregistry file', null, [['domain', 'for_sale']]),
  info(PortfolioFormat.DOMAINFOLIO, 'Domainfolio export or template', null, [
    ['name', 'sellingPrice'],
    ['name', 'buyItNow'],
    ['name', 'expiration', 'public'],
  ]),
];

export const LIST_FORMAT: FormatInfo = info(PortfolioFormat.LIST, 'List of domain names', null, []);
export const GENERIC_FORMAT: FormatInfo = info(PortfolioFormat.GENERIC, 'Spreadsheet', null, []);

/** The format a header row says the file is in. */
export function detectFormat(headers: readonly string[]): FormatInfo {
  const present = new Set(headers.map(normalizeImportHeader));
  return (
    FORMATS.find((format) =>
      format.signatures.some((set) => set.every((header) => present.has(header))),
    ) ?? GENERIC_FORMAT
  );
}

export function formatInfo(id: PortfolioFormat): FormatInfo {
  return [...FORMATS, LIST_FORMAT, GENERIC_FORMAT].find((format) => format.id === id)!;
}
