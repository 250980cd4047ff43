import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { UNKNOWN_COUNTRY } from '@domainfolio/contracts';
import { Reader, type Response } from 'mmdb-lib';

/**
 * The country of an IP address (IPv4 or IPv6), from the geo-whois-asn-country database of
 * ip-location-db (package @ip-location-db/geo-whois-asn-country-mmdb, CC0; its data derives from
 * the regional internet registries' WHOIS and ASN data, CC BY 4.0 by the NRO, nro.net). The file
 * (about 8 MB) is read into memory once per process, when the first lookup needs it; a lookup is
 * a walk of the in-memory tree, a few microseconds, with no I/O. The address is only looked up:
 * nothing keeps it.
 */
export const GEO_DATABASE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

/** What this database holds per network (not MaxMind's layout, which the library's types describe). */
interface CountryRecord {
  country_code?: unknown;
}

/** ISO 3166-1 alpha-2, as the database writes it. */
const COUNTRY_CODE = /^[A-Z]{2}$/;
/** An IPv4 address written as IPv6 (how a dual-stack socket reports an IPv4 client). */
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * Whether an address (valid, `version` 4 or 6) belongs to a network that is nobody's country:
 * private, shared, loopback, link-local, documentation, benchmarking, multicast and reserved
 * ones. The database places some of them (its README warns of data bugs), so they are answered
 * unknown before it is asked. Plain arithmetic on the leading parts: a few hundred nanoseconds.
 */
export function reservedAddress(ip: string, version: number): boolean {
  if (version === 4) {
    const [a = 0, b = 0, c = 0] = ip.split('.', 3).map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      a >= 224 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0 && (c === 0 || c === 2)) ||
      (a === 198 && (b === 18 || b === 19)) ||
      (a === 198 && b === 51 && c === 100) ||
      (a === 203 && b === 0 && c === 113)
    );
  }
  const [first = '', second = ''] = ip.split(':', 2);
  const h = parseInt(first || '0', 16);
  return (
    // ::, ::1 and the other forms with a zero first group (IPv4-mapped ones are looked up apart).
    h === 0 ||
    (h & 0xfe00) === 0xfc00 ||
    (h & 0xffc0) === 0xfe80 ||
    (h & 0xff00) === 0xff00 ||
    (h === 0x2001 && parseInt(second || '0', 16) === 0xdb8)
  );
}

let reader: Reader<Response> | null = null;

function database(): Reader<Response> {
  // The records (a country each, a few hundred of them) are decoded once and kept by their
  // place in the file: a lookup is then only the walk of the tree. No address is a key.
  const records = new Map<number | string, unknown>();
  reader ??= new Reader<Response>(readFileSync(require.resolve(GEO_DATABASE)), {
    cache: { get: (key) => records.get(key), set: (key, value) => records.set(key, value) },
  });
  return reader;
}

/** Loads the database now (at start), so the first visitor does not wait for it. */
export function loadGeoDatabase(): void {
  database();
}

/**
 * The ISO 3166-1 alpha-2 country of an address ('US'), or UNKNOWN_COUNTRY ('') for a private,
 * reserved, unlisted or malformed one.
 */
export function countryOf(address: string | undefined): string {
  if (!address) return UNKNOWN_COUNTRY;
  const ip = MAPPED_IPV4.exec(address)?.[1] ?? address;
  // The reader's own parsing takes '300.1.1.1' for an address somewhere.
  const version = isIP(ip);
  if (version === 0 || reservedAddress(ip, version)) return UNKNOWN_COUNTRY;
  try {
    const code = (database().get(ip) as CountryRecord | null)?.country_code;
    return typeof code === 'string' && COUNTRY_CODE.test(code) ? code : UNKNOWN_COUNTRY;
  } catch {
    return UNKNOWN_COUNTRY;
  }
}
