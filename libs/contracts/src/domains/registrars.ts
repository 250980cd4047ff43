/** Registrar codes, in the order the registrar select lists them. */
export const RegistrarCode = {
  BLUEHOST: 'bluehost',
  CLOUDFLARE: 'cloudflare',
  DOMAIN_COM: 'domain_com',
  DYNADOT: 'dynadot',
  ENOM: 'enom',
  EPIK: 'epik',
  GODADDY: 'godaddy',
  GOOGLE_DOMAINS: 'google_domains',
  HOSTGATOR: 'hostgator',
  HOVER: 'hover',
  NAME_COM: 'name_com',
  NAMECHEAP: 'namecheap',
  NAME_SILO: 'name_silo',
  NETWORK_SOLUTIONS: 'network_solutions',
  DOMAIN_101: '101_domain',
  PORKBUN: 'porkbun',
  REGISTER_COM: 'register_com',
  SAV: 'sav',
  SITEGROUND: 'siteground',
  SPACESHIP: 'spaceship',
  UNSTOPPABLE_DOMAINS: 'unstoppable_domains',
  OTHER: 'other',
} as const;
export type RegistrarCode = (typeof RegistrarCode)[keyof typeof RegistrarCode];

export const REGISTRAR_NAMES: Readonly<Record<RegistrarCode, string>> = {
  bluehost: 'Bluehost',
  cloudflare: 'Cloudflare',
  domain_com: 'Domain.com',
  dynadot: 'Dynadot',
  enom: 'eNom',
  epik: 'Epik',
  godaddy: 'GoDaddy',
  google_domains: 'Google Domains',
  hostgator: 'HostGator',
  hover: 'Hover',
  name_com: 'Name.com',
  namecheap: 'Namecheap',
  name_silo: 'NameSilo',
  network_solutions: 'Network Solutions',
  '101_domain': '101domain',
  porkbun: 'Porkbun',
  register_com: 'Register.com',
  sav: 'Sav',
  siteground: 'SiteGround',
  spaceship: 'Spaceship',
  unstoppable_domains: 'Unstoppable Domains',
  other: 'Other',
};

/** Codes in the select's order. */
export const REGISTRAR_CODES: readonly RegistrarCode[] = Object.values(RegistrarCode);

/** The select's empty option: no registrar set. */
export const REGISTRAR_BLANK_LABEL = '--';

export const REGISTRAR_OPTIONS: readonly { code: RegistrarCode; label: string }[] =
  REGISTRAR_CODES.map((code) => ({ code, label: REGISTRAR_NAMES[code] }));

export function isRegistrarCode(value: unknown): value is RegistrarCode {
  return typeof value === 'string' && (REGISTRAR_CODES as readonly string[]).includes(value);
}

/** Company-form words dropped from the end of a legal name ("Name.com, Inc." is "Name.com"). */
const COMPANY_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'gmbh',
  'ag',
  'plc',
  'lp',
  'llp',
  'pte',
  'pty',
  'sa',
  'sl',
  'sarl',
  'bv',
  'holdings',
  'group',
]);

/** Further spellings per registrar, compared after normalizing (see `nameKey`). */
const EXTRA_NAMES: Readonly<Partial<Record<RegistrarCode, readonly string[]>>> = {
  bluehost: ['Bluehost.com'],
  cloudflare: ['Cloudflare Registrar'],
  dynadot: ['Dynadot.com'],
  enom: ['eNom.com'],
  epik: ['Epik.com'],
  godaddy: ['GoDaddy.com', 'GoDaddy Operating Company'],
  google_domains: ['Google', 'domains.google'],
  hostgator: ['HostGator.com'],
  hover: ['Hover.com'],
  namecheap: ['Namecheap.com'],
  name_silo: ['NameSilo.com'],
  network_solutions: ['NetworkSolutions.com'],
  '101_domain': ['101domain.com', '101domain GRS'],
  porkbun: ['Porkbun.com'],
  sav: ['Sav.com'],
  siteground: ['SiteGround.com'],
  spaceship: ['Spaceship.com'],
  unstoppable_domains: ['Unstoppable', 'UnstoppableDomains.com'],
};

function nameKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  while (words.length > 1 && COMPANY_SUFFIXES.has(words[words.length - 1] ?? '')) {
    words.pop();
  }
  return words.join('');
}

const CODE_BY_NAME_KEY: ReadonlyMap<string, RegistrarCode> = new Map(
  REGISTRAR_CODES.flatMap((code) =>
    [code, REGISTRAR_NAMES[code], ...(EXTRA_NAMES[code] ?? [])].map(
      (name) => [nameKey(name), code] as const,
    ),
  ),
);

/**
 * The registrar code for a code, display name or legal name as registrars and marketplaces write
 * it ('Name.com, Inc.', 'GoDaddy.com, LLC', 'eNom, LLC'). Case, punctuation and company suffixes
 * are ignored. Unknown names give undefined, so callers decide between 'other' and no registrar.
 */
export function registrarFromName(name: string): RegistrarCode | undefined {
  const key = nameKey(name);
  return key === '' ? undefined : CODE_BY_NAME_KEY.get(key);
}

/**
 * IANA registrar ids (the "IANA Registrar ID" an RDAP answer carries) of the registrars in the
 * list that are accredited under their own name. Resellers (Bluehost, HostGator, SiteGround,
 * Hover) register through others' accreditations, so their names are matched by name only.
 */
const IANA_IDS: Readonly<Partial<Record<RegistrarCode, readonly number[]>>> = {
  cloudflare: [1910],
  domain_com: [886],
  dynadot: [472],
  enom: [48],
  epik: [617],
  godaddy: [146],
  google_domains: [895],
  name_com: [625],
  namecheap: [1068],
  name_silo: [1479],
  network_solutions: [2],
  '101_domain': [1011],
  porkbun: [1861],
  register_com: [9],
  spaceship: [3862],
};

const CODE_BY_IANA_ID: ReadonlyMap<number, RegistrarCode> = new Map(
  Object.entries(IANA_IDS).flatMap(([code, ids]) =>
    (ids ?? []).map((id) => [id, code as RegistrarCode] as const),
  ),
);

/**
 * The registrar code for what a registry says of a domain's registrar: its IANA id first (exact),
 * else its name ('GoDaddy.com, LLC'). Undefined when neither is a registrar of the list.
 */
export function registrarFromRegistry(registrar: {
  ianaId: string | null;
  name: string | null;
}): RegistrarCode | undefined {
  const id = registrar.ianaId === null ? NaN : Number(registrar.ianaId);
  const byId = Number.isInteger(id) ? CODE_BY_IANA_ID.get(id) : undefined;
  return byId ?? (registrar.name ? registrarFromName(registrar.name) : undefined);
}
