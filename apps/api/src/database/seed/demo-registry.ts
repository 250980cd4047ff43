import type { HistoryKind, RegistryRecord } from '@domainfolio/contracts';
import type { NewDomainRow } from '../schema';
import type { DemoDomain } from './demo-domains';
import type { SeededRandom } from './random';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** How each demo registrar reads in a registry's answer (its IANA id where it has its own). */
const SPONSORS: Record<string, { name: string; ianaId: string | null }> = {
  namecheap: { name: 'NameCheap, Inc.', ianaId: '1068' },
  godaddy: { name: 'GoDaddy.com, LLC', ianaId: '146' },
  porkbun: { name: 'Porkbun LLC', ianaId: '1861' },
  dynadot: { name: 'Dynadot Inc', ianaId: '472' },
  name_com: { name: 'Name.com, Inc.', ianaId: '625' },
  epik: { name: 'Epik LLC', ianaId: '617' },
  name_silo: { name: 'NameSilo, LLC', ianaId: '1479' },
  hover: { name: 'Tucows Domains Inc.', ianaId: '69' },
};
const CODE_OF_SPONSOR: Record<string, string | null> = { hover: null };

/** TLDs whose registry publishes no RDAP data in IANA's bootstrap file. */
const NO_RDAP = new Set(['de', 'io', 'co']);

const NAMESERVERS: Record<string, string[]> = {
  namecheap: ['dns1.registrar-servers.com', 'dns2.registrar-servers.com'],
  godaddy: ['ns41.domaincontrol.com', 'ns42.domaincontrol.com'],
  porkbun: ['curitiba.ns.porkbun.com', 'fortaleza.ns.porkbun.com'],
  dynadot: ['ns1.dyna-ns.net', 'ns2.dyna-ns.net'],
};

export interface DemoHistory {
  kind: HistoryKind;
  field: 'expiration' | 'purchaseDate' | 'registrar' | null;
  fromValue: string | null;
  toValue: string | null;
  at: Date;
}

const iso = (date: Date) => date.toISOString();
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Registry data for a demo domain, as if the look-up worker had read it a few hours ago (so a
 * fresh start shows every state of the Registry panel without reaching the internet): most
 * match the owner's values, some differ (renewed elsewhere), a few are at risk or gone from the
 * registry, and TLDs without RDAP say so. The next look-up is due a day after that reading.
 */
export function demoRegistry(
  random: SeededRandom,
  domain: DemoDomain,
  now: Date,
): { columns: Partial<NewDomainRow>; history: DemoHistory[] } {
  const checkedAt = new Date(now.getTime() - random.int(1, 20) * HOUR);
  const due = new Date(checkedAt.getTime() + DAY);
  const base = { registryCheckedAt: checkedAt, registryDueAt: due, registryProblem: null };
  if (domain.sold) return { columns: { registryDueAt: due }, history: [] };
  if (NO_RDAP.has(domain.tld ?? ''))
    return { columns: { ...base, registryState: 'no_rdap' }, history: [] };
  if (random.chance(0.03)) return { columns: { ...base, registryState: 'not_found' }, history: [] };

  const code = domain.registrar ?? 'namecheap';
  const sponsor = SPONSORS[code] ?? SPONSORS.namecheap!;
  const history: DemoHistory[] = [];
  let expiration = domain.expiration!;
  const roll = random.next();
  if (roll < 0.05) {
    // Renewed at the registrar after the owner last typed the date.
    const renewed = `${Number(expiration.slice(0, 4)) + 1}${expiration.slice(4)}`;
    history.push({
      kind: 'renewed',
      field: 'expiration',
      fromValue: expiration,
      toValue: renewed,
      at: new Date(now.getTime() - random.int(2, 60) * DAY),
    });
    expiration = renewed;
  }
  const atRisk = roll >= 0.05 && roll < 0.07;
  const statuses = atRisk
    ? ['redemptionPeriod']
    : random.chance(0.8)
      ? ['clientTransferProhibited']
      : ['ok'];
  if (atRisk)
    history.push({
      kind: 'at_risk',
      field: null,
      fromValue: null,
      toValue: 'redemptionPeriod',
      at: new Date(now.getTime() - random.int(1, 20) * DAY),
    });
  const registered = new Date(`${domain.purchaseDate}T00:00:00Z`);
  const record: RegistryRecord = {
    registeredAt: iso(new Date(registered.getTime() + random.int(0, 23) * HOUR)),
    expiresAt: `${expiration}T${String(random.int(0, 23)).padStart(2, '0')}:14:07.000Z`,
    updatedAt: iso(new Date(now.getTime() - random.int(3, 200) * DAY)),
    registrar: { name: sponsor.name, ianaId: sponsor.ianaId },
    registrarCode: (code in CODE_OF_SPONSOR
      ? CODE_OF_SPONSOR[code]
      : code) as RegistryRecord['registrarCode'],
    nameservers: NAMESERVERS[code] ?? ['ns1.parkingcrew.net', 'ns2.parkingcrew.net'],
    statuses,
  };
  return {
    columns: {
      ...base,
      registryState: 'found',
      registry: record,
      registryExpiration: day(new Date(record.expiresAt!)),
      registryRegistrar: record.registrarCode,
      registryAtRisk: atRisk,
    },
    history,
  };
}
