import { LeadMessageKind } from '@domainfolio/contracts';
import type { DemoAccount } from './demo-accounts';
import type { DemoDomain } from './demo-domains';
import { generateBuyer, type DemoBuyer } from './demo-leads';
import {
  THREAD_SHAPES,
  roundDown,
  writeThread,
  type DemoThread,
  type DomainNeed,
} from './demo-threads';
import type { SeededRandom } from './random';

/** A lead of the plan: its domain (an index into the owner's domains), buyer and thread. */
export interface PlannedLead {
  domainIndex: number;
  buyer: DemoBuyer;
  thread: DemoThread;
}

const price = (domain: DemoDomain) =>
  domain.sellingPrice === null || domain.sellingPrice === undefined
    ? null
    : Number(domain.sellingPrice);

/**
 * The owner's offer settings on their domains (floors of their own, offers turned off), then
 * one lead and thread for each shape of the account, on domains that fit the shape. Changes
 * `domains` in place before they are inserted: their floors, offer switch, lead counts and, for
 * a thread that ended in a sale, the sale.
 */
export function negotiate(
  random: SeededRandom,
  account: DemoAccount,
  domains: DemoDomain[],
  now: Date,
): PlannedLead[] {
  const { offers } = account;
  const indexes = domains.map((_, i) => i);
  const listed = indexes.filter((i) => domains[i]!.public !== false && !domains[i]!.sold);
  const shown = (i: number) => price(domains[i]!) !== null && !domains[i]!.priceHidden;

  // The reliability suite sends offers to each owner's first domain by name after clearing its
  // price: a floor of its own would answer them without the owner.
  const firstByName = indexes.reduce((a, b) => (domains[b]!.name < domains[a]!.name ? b : a), 0);
  for (const i of pickSome(
    random,
    indexes.filter((i) => i !== firstByName && !domains[i]!.sold && price(domains[i]!) !== null),
    offers.ownFloors,
  )) {
    const selling = price(domains[i]!)!;
    const floor = roundDown(selling * (0.65 + random.next() * 0.2));
    if (floor > 0 && floor < selling) domains[i]!.floorPrice = floor.toFixed(2);
  }
  // Offers off only makes sense beside a shown price that can be bought at once.
  const offersOff = pickSome(
    random,
    listed.filter((i) => shown(i) && domains[i]!.buyItNow && !domains[i]!.floorPrice),
    offers.offersOff,
  );
  for (const i of offersOff) domains[i]!.offersEnabled = false;

  const floorOf = (i: number): number | null => {
    const domain = domains[i]!;
    if (domain.floorPrice) return Number(domain.floorPrice);
    const selling = price(domain);
    if (offers.floorPercent === null || selling === null) return null;
    return Math.round(selling * offers.floorPercent) / 100;
  };
  const takesOffers = (i: number) => domains[i]!.offersEnabled !== false;
  const pools: Record<DomainNeed, number[]> = {
    offers: listed.filter(takesOffers),
    buyNow: listed.filter(shown),
    hidden: listed.filter((i) => takesOffers(i) && domains[i]!.priceHidden),
    // Far enough above zero for an offer under it to be a sensible amount.
    floored: listed.filter((i) => takesOffers(i) && shown(i) && (floorOf(i) ?? 0) >= 200),
    sale: listed.filter((i) => takesOffers(i) && shown(i)),
  };
  if (pools.hidden.length === 0) pools.hidden = pools.buyNow;

  // Sold domains first, each its thread's alone: no other thread goes on about a sold name.
  const order = account.threads
    .map((shape, n) => ({ shape, n }))
    .sort((a, b) => rank(a.shape) - rank(b.shape) || a.n - b.n);
  const sold = new Set<number>();
  const domainOf: number[] = [];
  for (const { shape, n } of order) {
    const need = THREAD_SHAPES[shape].domain;
    const pool = pools[need].filter((i) => !sold.has(i));
    // A Buy-It-Now request goes first to a domain that takes no offers, as only those can.
    const preferred = need === 'buyNow' ? pool.filter((i) => offersOff.includes(i)) : [];
    if (pool.length === 0) throw new Error(`${account.username} has no domain for ${shape}`);
    const index = random.pick(
      preferred.length > 0 && !domainOf.some((i) => offersOff.includes(i)) ? preferred : pool,
    );
    if (need === 'sale') sold.add(index);
    domainOf[n] = index;
  }

  const buyers = new Set<string>();
  const planned = account.threads.map((shape, n): PlannedLead => {
    const domainIndex = domainOf[n]!;
    const domain = domains[domainIndex]!;
    const buyer = generateBuyer(random, buyers);
    const thread = writeThread(
      random,
      shape,
      {
        domainName: domain.name,
        sellingPrice: price(domain),
        priceHidden: domain.priceHidden ?? false,
        floor: floorOf(domainIndex),
        belowFloor: offers.belowFloor,
        notifyBelowFloor: offers.notifyBelowFloor,
        buyer,
        ownerEmail: account.email,
      },
      now,
    );
    return { domainIndex, buyer, thread };
  });

  for (const { domainIndex, thread } of planned) {
    const domain = domains[domainIndex]!;
    domain.leads = (domain.leads ?? 0) + 1;
    const sale = thread.messages.find((m) => m.kind === LeadMessageKind.SOLD);
    if (sale) {
      domain.sold = true;
      domain.salePrice = thread.agreedAmount;
      domain.saleDate = sale.createdAt.toISOString().slice(0, 10);
    }
  }
  return planned;
}

const rank = (shape: keyof typeof THREAD_SHAPES) =>
  THREAD_SHAPES[shape].domain === 'sale' ? 0 : 1;

/** `count` distinct items of `items`, at random. */
function pickSome(random: SeededRandom, items: number[], count: number): number[] {
  const left = [...items];
  const picked: number[] = [];
  while (picked.length < count && left.length > 0) {
    picked.push(left.splice(random.int(0, left.length - 1), 1)[0]!);
  }
  return picked;
}
