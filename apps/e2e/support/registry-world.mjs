// The registries and registrars the end-to-end stack talks to: a local RDAP world (IANA's
// bootstrap file and one server per registry) and the five registrars' API fakes, seeded with
// the names and accounts the tests use. The stack starts them in its own process and points
// the API at them; tests only read the constants below.
import {
  FakeCloudflare,
  FakeDynadot,
  FakeGoDaddy,
  FakeNamecheap,
  FakePorkbun,
  FakeRdap,
} from '@domainfolio/test-fakes';

/** Names the registry knows, with what it says of them. */
export const REGISTRY_NAMES = {
  'registry-fills.com': {
    registered: '2018-03-14T09:26:53Z',
    expiration: '2027-03-14T09:26:53Z',
    registrar: { name: 'NameCheap, Inc.', ianaId: 1068 },
    nameservers: ['DNS1.REGISTRAR-SERVERS.COM', 'DNS2.REGISTRAR-SERVERS.COM'],
    status: ['client transfer prohibited'],
  },
  'registry-differs.org': {
    registered: '2012-06-01T00:00:00Z',
    expiration: '2028-06-01T00:00:00Z',
    registrar: { name: 'GoDaddy.com, LLC', ianaId: 146 },
    nameservers: ['ns07.domaincontrol.com', 'ns08.domaincontrol.com'],
    status: ['client transfer prohibited', 'redemption period'],
  },
};

const listing = (name, expiration, autoRenew = true, locked = true) => ({
  name,
  expiration,
  autoRenew,
  locked,
});
const many = (prefix, count, expiration) =>
  Array.from({ length: count }, (_, i) =>
    listing(`${prefix}-${String(i).padStart(4, '0')}.com`, expiration, i % 3 !== 0),
  );

/** One account at each registrar, by the credentials an owner would paste. */
export const REGISTRAR_ACCOUNTS = {
  porkbun: {
    credentials: { apiKey: 'pk1_e2e0123456789abcdef', secretApiKey: 'sk1_e2efedcba9876543210' },
    // More than one page (Porkbun lists a thousand a call): the progress shows pages go by.
    domains: many('porkbun-e2e', 1203, '2027-05-05'),
  },
  godaddy: {
    credentials: { apiKey: 'e2e_godaddy_key_0123456789', apiSecret: 'e2e_godaddy_secret_0123' },
    domains: [
      listing('godaddy-e2e-one.com', '2027-08-01'),
      listing('godaddy-e2e-two.net', '2026-12-24', false, false),
    ],
  },
  namecheap: {
    credentials: {
      apiUser: 'e2e-jane',
      apiKey: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
      clientIp: '198.51.100.7',
    },
    domains: [listing('namecheap-e2e.com', '2028-01-15')],
  },
  dynadot: {
    credentials: { apiKey: 'e2e7Z8a9B0c1D2e3F4g5H6i7J8k9L0m1' },
    domains: [listing('dynadot-e2e.com', '2027-11-11')],
  },
  cloudflare: {
    credentials: {
      accountId: '0123456789abcdef0123456789abcdef',
      apiToken: 'e2e-cloudflare-token-0123456789',
    },
    domains: [listing('cloudflare-e2e.com', '2027-02-02')],
  },
};

/** Starts the fakes and seeds them; returns the API's settings for them and a stop function. */
export async function startRegistryWorld() {
  const rdap = new FakeRdap();
  const registrars = {
    porkbun: new FakePorkbun(),
    godaddy: new FakeGoDaddy(),
    namecheap: new FakeNamecheap(),
    dynadot: new FakeDynadot(),
    cloudflare: new FakeCloudflare(),
  };
  const fakes = [rdap, ...Object.values(registrars)];
  await Promise.all(fakes.map((fake) => fake.start()));
  for (const [name, record] of Object.entries(REGISTRY_NAMES)) rdap.setDomain(name, record);
  for (const [id, account] of Object.entries(REGISTRAR_ACCOUNTS))
    registrars[id].addAccount(account.credentials, account.domains);
  return {
    env: {
      RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl,
      RDAP_POLL_INTERVAL_MS: '500',
      REGISTRAR_SYNC_POLL_INTERVAL_MS: '500',
      PORKBUN_API_URL: registrars.porkbun.apiUrl,
      GODADDY_API_URL: registrars.godaddy.apiUrl,
      NAMECHEAP_API_URL: registrars.namecheap.apiUrl,
      DYNADOT_API_URL: registrars.dynadot.apiUrl,
      CLOUDFLARE_API_URL: registrars.cloudflare.apiUrl,
    },
    rdap,
    registrars,
    stop: () => Promise.all(fakes.map((fake) => fake.stop())),
  };
}
