import { readFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
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
 * Networks that are nobody's country: private, shared, loopback, link-local, documentation,
 * benchmarking, multicast and reserved ones. The database places some of them (its README warns
 * of data bugs), so they are answered unknown before it is asked.
 */
const NOWHERE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  NOWHERE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['2001:db8::', 32],
  ['ff00::', 8],
] as const)
  NOWHERE.addSubnet(network, prefix, 'ipv6');

let reader: Reader<Response> | null = null;

function database(): Reader<Response> {
  reader ??= new Reader<Response>(readFileSync(require.resolve(GEO_DATABASE)));
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
  if (version === 0 || NOWHERE.check(ip, version === 4 ? 'ipv4' : 'ipv6')) return UNKNOWN_COUNTRY;
  try {
    const code = (database().get(ip) as CountryRecord | null)?.country_code;
    return typeof code === 'string' && COUNTRY_CODE.test(code) ? code : UNKNOWN_COUNTRY;
  } catch {
    return UNKNOWN_COUNTRY;
  }
}
