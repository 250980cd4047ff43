import { LeadStatus } from '@domainfolio/contracts';
import {
  automaticAnswer,
  buyerMoves,
  countersLeft,
  currentStatus,
  floorOf,
  ownerMoves,
  type ThreadState,
} from './negotiation-rules';

const now = new Date('2026-11-26T12:00:00Z');
const later = new Date('2026-12-03T12:00:00Z');
const earlier = new Date('2026-11-20T12:00:00Z');

const thread = (overrides: Partial<ThreadState> = {}): ThreadState => ({
  status: LeadStatus.NEW,
  currentAmount: 1000,
  currentBy: 'BUYER',
  counterExpiresAt: null,
  buyerCounters: 0,
  ...overrides,
});
const countered = (overrides: Partial<ThreadState> = {}) =>
  thread({
    status: 'COUNTERED',
    currentAmount: 1500,
    currentBy: 'OWNER',
    counterExpiresAt: later,
    ...overrides,
  });

describe('a thread’s status now', () => {
  it('is what is stored, but an owner’s counter past its expiry is EXPIRED', () => {
    expect(currentStatus(countered(), now)).toBe('COUNTERED');
    expect(currentStatus(countered({ counterExpiresAt: earlier }), now)).toBe('EXPIRED');
    expect(currentStatus(countered({ counterExpiresAt: now }), now)).toBe('EXPIRED');
    expect(currentStatus(thread(), now)).toBe('NEW');
  });
});

describe('what the owner may do', () => {
  it('answers a new offer every way', () => {
    expect(ownerMoves(thread(), false, now)).toEqual({
      reply: true,
      counter: true,
      accept: true,
      decline: true,
    });
  });

  it('cannot accept an inquiry (no amount) or its own counter', () => {
    expect(ownerMoves(thread({ currentAmount: null, currentBy: null }), false, now).accept).toBe(
      false,
    );
    expect(ownerMoves(countered(), false, now).accept).toBe(false);
    expect(ownerMoves(countered({ counterExpiresAt: earlier }), false, now)).toEqual({
      reply: true,
      counter: true,
      accept: false,
      decline: true,
    });
  });

  it('does not counter an agreed price, and does nothing on a declined, sold or sold-domain thread', () => {
    expect(ownerMoves(thread({ status: 'ACCEPTED' }), false, now)).toEqual({
      reply: true,
      counter: false,
      accept: false,
      decline: true,
    });
    const nothing = { reply: false, counter: false, accept: false, decline: false };
    expect(ownerMoves(thread({ status: 'DECLINED' }), false, now)).toEqual(nothing);
    expect(ownerMoves(thread({ status: 'SOLD' }), false, now)).toEqual(nothing);
    expect(ownerMoves(thread(), true, now)).toEqual(nothing);
  });
});

describe('what the buyer may do', () => {
  it('accepts only an open counter', () => {
    expect(buyerMoves(countered(), false, now).accept).toBe(true);
    expect(buyerMoves(countered({ counterExpiresAt: earlier }), false, now).accept).toBe(false);
    expect(buyerMoves(thread({ status: 'REPLIED' }), false, now).accept).toBe(false);
  });

  it('counters once the owner answered, at most five times', () => {
    expect(buyerMoves(thread(), false, now).counter).toBe(false);
    expect(buyerMoves(thread({ status: 'REPLIED' }), false, now).counter).toBe(true);
    expect(buyerMoves(countered({ buyerCounters: 4 }), false, now).counter).toBe(true);
    expect(buyerMoves(countered({ buyerCounters: 5 }), false, now).counter).toBe(false);
    expect(buyerMoves(countered({ counterExpiresAt: earlier }), false, now).counter).toBe(true);
    expect(countersLeft({ buyerCounters: 3 })).toBe(2);
    expect(countersLeft({ buyerCounters: 9 })).toBe(0);
  });

  it('takes no counter on a declined or sold thread, or once the domain sold', () => {
    for (const [state, sold] of [
      [countered({ status: 'DECLINED' }), false],
      [countered({ status: 'SOLD' }), false],
      [countered(), true],
    ] as const)
      expect(buyerMoves(state, sold, now)).toEqual({
        accept: false,
        counter: false,
        decline: false,
      });
  });
});

describe('the floor', () => {
  it('is the domain’s own, else the portfolio share of the selling price, else none', () => {
    expect(floorOf({ floorPrice: 700, sellingPrice: 1000 }, 50)).toBe(700);
    expect(floorOf({ floorPrice: null, sellingPrice: 999.99 }, 50)).toBe(500);
    expect(floorOf({ floorPrice: null, sellingPrice: null }, 50)).toBeNull();
    expect(floorOf({ floorPrice: null, sellingPrice: 1000 }, null)).toBeNull();
    expect(floorOf({ floorPrice: 0, sellingPrice: 1000 }, 50)).toBe(0);
  });

  it('answers below it as the owner chose, and leaves the rest to the owner', () => {
    expect(automaticAnswer(400, 500, 'DECLINE', null)).toEqual({ kind: 'DECLINE' });
    expect(automaticAnswer(400, 500, 'COUNTER', null)).toEqual({ kind: 'COUNTER', amount: 500 });
    expect(automaticAnswer(500, 500, 'COUNTER', null)).toBeNull();
    expect(automaticAnswer(400, null, 'DECLINE', null)).toBeNull();
  });

  it('never counters below a counter the owner already made', () => {
    expect(automaticAnswer(400, 500, 'COUNTER', 900)).toEqual({ kind: 'COUNTER', amount: 900 });
  });
});
