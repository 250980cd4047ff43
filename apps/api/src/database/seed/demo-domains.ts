import { domainToASCII } from 'node:url';
import type { NewDomainRow } from '../schema';
import type { SeededRandom } from './random';

const FIRST = [
  'blue',
  'swift',
  'nova',
  'prime',
  'zen',
  'lumen',
  'apex',
  'pixel',
  'cloud',
  'green',
  'solar',
  'quantum',
  'urban',
  'atlas',
  'bright',
  'echo',
  'vivid',
  'orbit',
  'harbor',
  'maple',
  'cedar',
  'iron',
  'silver',
  'golden',
  'rapid',
  'smart',
  'true',
  'bold',
  'pure',
  'wild',
  'north',
  'coral',
  'velvet',
  'cobalt',
  'amber',
  'stellar',
  'hyper',
  'neo',
  'meta',
  'micro',
] as const;
const SECOND = [
  'labs',
  'works',
  'hub',
  'ly',
  'ify',
  'base',
  'stack',
  'forge',
  'nest',
  'path',
  'wave',
  'mint',
  'loop',
  'scape',
  'grid',
  'craft',
  'flow',
  'spot',
  'wise',
  'verse',
  'pay',
  'health',
  'homes',
  'cars',
  'bank',
  'travel',
  'studio',
  'media',
  'farm',
  'kitchen',
] as const;
/** Single words sold as premiums. */
const PREMIUM = [
  'moonlight',
  'lantern',
  'compass',
  'voyage',
  'kettle',
  'meadow',
  'summit',
  'beacon',
  'quill',
  'tundra',
  'saffron',
  'juniper',
] as const;
/** A few internationalized names, stored as punycode and shown as Unicode. */
const UNICODE = ['café', 'münchen-immobilien', 'straße', 'niño'] as const;

const TLDS = [
  ['com', 60],
  ['io', 10],
  ['ai', 7],
  ['co', 6],
  ['net', 5],
  ['org', 4],
  ['xyz', 3],
  ['app', 3],
  ['de', 2],
] as const;

const RENEWAL: Record<string, string> = {
  com: '10.44',
  io: '39.98',
  ai: '79.98',
  co: '25.98',
  net: '12.98',
  org: '10.98',
  xyz: '12.98',
  app: '14.98',
  de: '7.00',
};

const REGISTRARS = [
  ['namecheap', 30],
  ['godaddy', 22],
  ['porkbun', 14],
  ['dynadot', 12],
  ['name_com', 8],
  ['epik', 5],
  ['name_silo', 5],
  ['hover', 4],
] as const;

const PRICES = [
  499, 799, 999, 1499, 1999, 2499, 2999, 3999, 4999, 7500, 9999, 14999, 25000,
] as const;

const DESCRIPTIONS = [
  (n: string) => `${n} is a short, brandable name ready for a startup.`,
  (n: string) => `Own ${n}: memorable, easy to spell and easy to say.`,
  (n: string) => `A premium name for a modern brand. ${n} transfers within 24 hours.`,
  (n: string) => `${n}: perfect for an app, a product line or a newsletter.`,
] as const;

const DAY = 24 * 60 * 60 * 1000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface DemoDomain extends Omit<NewDomainRow, 'ownerId'> {
  name: string;
}

/** `count` realistic, distinct domains (names unique within `taken`). */
export function generateDomains(
  random: SeededRandom,
  count: number,
  taken: Set<string>,
  now: Date,
): DemoDomain[] {
  const result: DemoDomain[] = [];
  while (result.length < count) {
    const tld = random.weighted(TLDS);
    const label = pickLabel(random, result.length);
    const name = domainToASCII(`${label}.${tld}`);
    if (!name || taken.has(name)) continue;
    taken.add(name);
    result.push(describeDomain(random, name, tld, now));
  }
  return result;
}

function pickLabel(random: SeededRandom, index: number): string {
  if (index % 37 === 5) return random.pick(UNICODE);
  if (random.chance(0.1)) return random.pick(PREMIUM);
  return `${random.pick(FIRST)}${random.pick(SECOND)}`;
}

function describeDomain(random: SeededRandom, name: string, tld: string, now: Date): DemoDomain {
  const priced = random.chance(0.72);
  const sellingPrice = priced ? random.pick(PRICES) : null;
  const purchaseDate = new Date(now.getTime() - random.int(20, 6 * 365) * DAY);
  const handReg = random.chance(0.7);
  const sold = random.chance(0.05);
  const saleDate = sold ? new Date(now.getTime() - random.int(5, 330) * DAY) : null;
  const hasLease = priced && random.chance(0.12);
  return {
    name,
    tld,
    description: random.chance(0.55) ? random.pick(DESCRIPTIONS)(name) : null,
    sellingPrice: sellingPrice === null ? null : sellingPrice.toFixed(2),
    buyItNow: priced && random.chance(0.4),
    priceHidden: priced && random.chance(0.08),
    public: !sold && random.chance(0.9),
    domainCost: handReg ? (RENEWAL[tld] ?? '12.00') : random.int(60, 2400).toFixed(2),
    renewalCost: RENEWAL[tld] ?? '12.00',
    purchaseDate: isoDay(purchaseDate),
    // Spread over the next two years, with a cluster in the coming weeks.
    expiration: isoDay(
      new Date(
        now.getTime() + (random.chance(0.25) ? random.int(1, 45) : random.int(46, 730)) * DAY,
      ),
    ),
    registrar: random.weighted(REGISTRARS),
    sold,
    saleDate: saleDate && isoDay(saleDate),
    salePrice:
      sold && sellingPrice !== null
        ? (sellingPrice * (0.6 + random.next() * 0.4)).toFixed(2)
        : null,
    leaseUrl: hasLease ? `https://payments.example.com/lease/${name}` : null,
    financeUrl:
      hasLease && random.chance(0.5) ? `https://payments.example.com/finance/${name}` : null,
    createdAt: purchaseDate,
  };
}
