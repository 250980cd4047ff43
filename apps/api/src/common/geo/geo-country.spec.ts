import { UNKNOWN_COUNTRY } from '@domainfolio/contracts';
import { countryOf, reservedAddress } from './geo-country';

describe('countryOf', () => {
  it.each([
    // Google Public DNS, Cloudflare's APNIC-registered resolver, and RIPE NCC's own networks.
    ['8.8.8.8', 'US'],
    ['8.8.4.4', 'US'],
    ['1.1.1.1', 'AU'],
    ['193.0.0.1', 'NL'],
    ['2001:4860:4860::8888', 'US'],
    ['2001:67c:2e8::1', 'NL'],
    // An IPv4 client on a dual-stack socket.
    ['::ffff:8.8.8.8', 'US'],
  ])('%s → %s', (address, country) => {
    expect(countryOf(address)).toBe(country);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['IPv6 loopback', '::1'],
    ['a private network', '10.1.2.3'],
    ['a home network', '192.168.1.20'],
    ['documentation (TEST-NET-2)', '198.51.100.7'],
    ['shared address space (carrier NAT)', '100.64.1.1'],
    ['IPv6 unique local', 'fd12:3456::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['a malformed address', 'not-an-address'],
    ['an impossible IPv4', '300.1.1.1'],
    ['no address', undefined],
    ['an empty one', ''],
  ])('knows no country for %s', (_, address) => {
    expect(countryOf(address)).toBe(UNKNOWN_COUNTRY);
  });
});

describe('reservedAddress', () => {
  it.each([
    ['0.1.2.3', 4],
    ['100.127.255.255', 4],
    ['169.254.1.1', 4],
    ['172.16.0.1', 4],
    ['172.31.255.255', 4],
    ['192.0.0.8', 4],
    ['192.0.2.1', 4],
    ['198.19.0.1', 4],
    ['203.0.113.5', 4],
    ['224.0.0.1', 4],
    ['255.255.255.255', 4],
    ['::', 6],
    ['fc00::1', 6],
    ['fe80::1', 6],
    ['febf::1', 6],
    ['ff02::1', 6],
    ['2001:db8:1::1', 6],
    ['2001:0db8::1', 6],
  ])('%s is nobody’s', (address, version) => {
    expect(reservedAddress(address, version)).toBe(true);
  });

  it.each([
    ['8.8.8.8', 4],
    ['100.63.0.1', 4],
    ['172.32.0.1', 4],
    ['192.0.1.1', 4],
    ['198.51.101.1', 4],
    ['223.255.255.255', 4],
    ['2001:4860::8888', 6],
    ['fd1::1', 6],
    ['fec0::1', 6],
    ['2a00:1450::1', 6],
  ])('%s may be somebody’s', (address, version) => {
    expect(reservedAddress(address, version)).toBe(false);
  });
});
