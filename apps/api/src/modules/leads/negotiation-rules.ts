import { BUYER_COUNTER_ROUNDS_MAX, BelowFloor, LeadStatus } from '@domainfolio/contracts';

/** Where a thread stands, as the leads table holds it. */
export interface ThreadState {
  status: LeadStatus;
  currentAmount: number | null;
  currentBy: 'BUYER' | 'OWNER' | null;
  counterExpiresAt: Date | null;
  buyerCounters: number;
}

/**
 * The status as it is now: an owner's counter past its expiry is EXPIRED, whether or not a
 * write has recorded that yet (nothing runs at the moment a counter expires).
 */
export function currentStatus(state: ThreadState, now: Date): LeadStatus {
  if (
    state.status === LeadStatus.COUNTERED &&
    state.counterExpiresAt !== null &&
    state.counterExpiresAt.getTime() <= now.getTime()
  )
    return LeadStatus.EXPIRED;
  return state.status;
}

/** A thread nobody can move any more: ended by a side, or its domain sold. */
export function closed(status: LeadStatus, domainSold: boolean): boolean {
  return domainSold || status === LeadStatus.DECLINED || status === LeadStatus.SOLD;
}

/** What the owner may do now. */
export function ownerMoves(state: ThreadState, domainSold: boolean, now: Date) {
  const status = currentStatus(state, now);
  const open = !closed(status, domainSold);
  return {
    reply: open,
    // An agreed price is not countered: the owner declines first to reopen nothing.
    counter: open && status !== LeadStatus.ACCEPTED,
    // The buyer's amount, while the buyer spoke last (an inquiry has no amount to accept).
    accept:
      open &&
      (status === LeadStatus.NEW || status === LeadStatus.REPLIED) &&
      state.currentBy === 'BUYER' &&
      state.currentAmount !== null,
    decline: open,
  };
}

/** What the buyer may do now. */
export function buyerMoves(state: ThreadState, domainSold: boolean, now: Date) {
  const status = currentStatus(state, now);
  const open = !closed(status, domainSold);
  return {
    // Only an open counter of the owner's: an expired one cannot be accepted.
    accept: open && status === LeadStatus.COUNTERED && state.currentBy === 'OWNER',
    // Once the owner has answered (the buyer does not bid against themselves), a few times.
    counter:
      open &&
      (status === LeadStatus.REPLIED ||
        status === LeadStatus.COUNTERED ||
        status === LeadStatus.EXPIRED) &&
      state.buyerCounters < BUYER_COUNTER_ROUNDS_MAX,
    decline: open,
  };
}

/** Counters the buyer has left. */
export function countersLeft(state: Pick<ThreadState, 'buyerCounters'>): number {
  return Math.max(0, BUYER_COUNTER_ROUNDS_MAX - state.buyerCounters);
}

/**
 * The floor that applies to a domain: its own, else the portfolio rule's share of its selling
 * price (rounded to the cent), else none.
 */
export function floorOf(
  domain: { floorPrice: number | null; sellingPrice: number | null },
  floorPercent: number | null,
): number | null {
  if (domain.floorPrice !== null) return domain.floorPrice;
  if (floorPercent === null || domain.sellingPrice === null) return null;
  return Math.round(domain.sellingPrice * floorPercent) / 100;
}

/** What happens to a buyer's amount below the floor, or null when the owner hears of it. */
export type AutomaticAnswer = { kind: 'DECLINE' } | { kind: 'COUNTER'; amount: number };

/**
 * A buyer's amount below the floor is answered at once, as the owner chose: a decline, or a
 * counter at the floor (never below a counter the owner already made and that still stands,
 * so the product never undercuts the owner).
 */
export function automaticAnswer(
  amount: number,
  floor: number | null,
  belowFloor: BelowFloor,
  ownerCounter: number | null,
): AutomaticAnswer | null {
  if (floor === null || amount >= floor) return null;
  if (belowFloor === BelowFloor.DECLINE) return { kind: 'DECLINE' };
  return { kind: 'COUNTER', amount: Math.max(floor, ownerCounter ?? 0) };
}
