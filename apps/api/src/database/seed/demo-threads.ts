import { domainToUnicode } from 'node:url';
import {
  BUYER_COUNTER_ROUNDS_MAX,
  BelowFloor,
  COUNTER_EXPIRY_DAYS_DEFAULT,
  LeadMessageKind,
  LeadSender,
  LeadStatus,
  formatCurrency,
  formatCurrencyWhole,
} from '@domainfolio/contracts';
import {
  AFTER_EXPIRY_TEXTS,
  BUYER_COUNTER_TEXTS,
  BUYER_DECLINE_TEXTS,
  BUY_NOW_REPLY_TEXTS,
  BUY_NOW_TEXTS,
  COUNTER_AGAIN_TEXTS,
  COUNTER_TEXTS,
  DECLINE_TEXTS,
  INQUIRY_TEXTS,
  OFFER_TEXTS,
  REPLY_TEXTS,
  type DemoBuyer,
  type TextValues,
} from './demo-leads';
import type { SeededRandom } from './random';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;

/**
 * The shapes a demo thread can take, each named after where it ends. Every shape is played
 * move by move through ThreadWriter, which applies the negotiation rules as the service does,
 * so the lead's columns and its messages always agree.
 */
export const THREAD_SHAPES = {
  // The buyer spoke last (NEW).
  OFFER: { domain: 'offers', hoursAgo: [1, 5 * 24] },
  BUY_NOW: { domain: 'buyNow', hoursAgo: [2, 72] },
  INQUIRY: { domain: 'hidden', hoursAgo: [3, 96] },
  BUYER_COUNTERED: { domain: 'offers', hoursAgo: [2, 96] },
  TWO_ROUNDS: { domain: 'offers', hoursAgo: [1, 72] },
  COUNTERED_AFTER_EXPIRY: { domain: 'offers', hoursAgo: [4, 96] },
  UNVERIFIED: { domain: 'offers', hoursAgo: [10 * 24, 20 * 24] },
  // The owner answered without a price (REPLIED).
  REPLIED: { domain: 'offers', hoursAgo: [2 * 24, 20 * 24] },
  REPLIED_LONG_AGO: { domain: 'offers', hoursAgo: [45 * 24, 100 * 24] },
  REPLIED_BUY_NOW: { domain: 'buyNow', hoursAgo: [24, 6 * 24] },
  REPLIED_VERIFIED: { domain: 'offers', hoursAgo: [6 * 24, 14 * 24] },
  // The owner's counteroffer is open (COUNTERED).
  COUNTER_OPEN: { domain: 'offers', hoursAgo: 'open counter' },
  COUNTER_AFTER_MESSAGE: { domain: 'offers', hoursAgo: 'open counter' },
  COUNTER_AGAIN: { domain: 'offers', hoursAgo: 'open counter' },
  AUTO_COUNTER_OPEN: { domain: 'floored', hoursAgo: 'open counter' },
  // The counteroffer lapsed (EXPIRED: stored as COUNTERED until the next move records it).
  COUNTER_LAPSED: { domain: 'offers', hoursAgo: 'lapsed counter' },
  AUTO_COUNTER_LAPSED: { domain: 'floored', hoursAgo: 'lapsed counter' },
  EXPIRED_NOTED: { domain: 'offers', hoursAgo: [24, 10 * 24] },
  // A price was agreed (ACCEPTED).
  BUYER_ACCEPTED: { domain: 'offers', hoursAgo: [24, 21 * 24] },
  AUTO_COUNTER_ACCEPTED: { domain: 'floored', hoursAgo: [24, 21 * 24] },
  OWNER_ACCEPTED: { domain: 'offers', hoursAgo: [24, 21 * 24] },
  // Ended by a side (DECLINED).
  AUTO_DECLINED: { domain: 'floored', hoursAgo: [35 * 24, 60 * 24] },
  OWNER_DECLINED: { domain: 'offers', hoursAgo: [3 * 24, 80 * 24] },
  BUYER_DECLINED: { domain: 'offers', hoursAgo: [2 * 24, 30 * 24] },
  BUYER_DECLINED_AUTO: { domain: 'floored', hoursAgo: [2 * 24, 30 * 24] },
  // The domain was sold to the buyer (SOLD).
  SOLD: { domain: 'sale', hoursAgo: [3 * 24, 40 * 24] },
  SOLD_AFTER_COUNTERS: { domain: 'sale', hoursAgo: [3 * 24, 40 * 24] },
} as const satisfies Record<
  string,
  {
    /**
     * offers: any listed domain taking offers; buyNow: a shown price (Buy-It-Now requests);
     * hidden: a hidden price (inquiries); floored: a shown price under a floor; sale: a shown
     * price, the thread's alone, as it is sold.
     */
    domain: 'offers' | 'buyNow' | 'hidden' | 'floored' | 'sale';
    /** How long ago the last message was written, in hours, or where the counter stands. */
    hoursAgo: readonly [number, number] | 'open counter' | 'lapsed counter';
  }
>;
export type ThreadShape = keyof typeof THREAD_SHAPES;
export type DomainNeed = (typeof THREAD_SHAPES)[ThreadShape]['domain'];

/** What a thread needs to know about its domain and its owner. */
export interface ThreadContext {
  /** ASCII (punycode) name. */
  domainName: string;
  sellingPrice: number | null;
  priceHidden: boolean;
  /** The floor that applies (the domain's own, or the owner's share of the price). */
  floor: number | null;
  /** What the owner answers below the floor, and whether they are emailed about those. */
  belowFloor: BelowFloor;
  notifyBelowFloor: boolean;
  buyer: DemoBuyer;
  ownerEmail: string;
}

/** One message, `at` milliseconds after the thread's first. */
interface Step {
  sender: LeadSender;
  kind: LeadMessageKind;
  message: string | null;
  amount: number | null;
  expiresAt: number | null;
  sentTo: string | null;
  at: number;
}

/** A lead's negotiation columns and its messages, dated. */
export interface DemoThread {
  kind: 'OFFER' | 'INQUIRY' | 'BUY_NOW';
  message: string | null;
  offer: string | null;
  askingPrice: string | null;
  status: LeadStatus;
  currentAmount: string | null;
  currentBy: 'BUYER' | 'OWNER' | null;
  agreedAmount: string | null;
  counterExpiresAt: Date | null;
  buyerCounters: number;
  autoAnswered: boolean;
  needsVerification: boolean;
  verifiedAt: Date | null;
  lastActivityAt: Date;
  createdAt: Date;
  messages: {
    sender: LeadSender;
    kind: LeadMessageKind;
    message: string | null;
    amount: string | null;
    expiresAt: Date | null;
    sentTo: string | null;
    createdAt: Date;
  }[];
}

const money = (value: number | null) => (value === null ? null : value.toFixed(2));

/** Dollars as a person writes them: no cents unless there are some. */
const dollars = (value: number) =>
  Number.isInteger(value) ? formatCurrencyWhole(value) : formatCurrency(value);

/** The rounding a person uses for a price of this size. */
function priceStep(value: number): number {
  if (value < 1000) return 25;
  if (value < 5000) return 50;
  if (value < 20000) return 250;
  return 500;
}
export const roundDown = (value: number) => Math.floor(value / priceStep(value)) * priceStep(value);
const roundUp = (value: number) => Math.ceil(value / priceStep(value)) * priceStep(value);
const roundNear = (value: number) => Math.round(value / priceStep(value)) * priceStep(value);

/** What an unpriced name is worth to its owner, for the amounts its thread names. */
const UNPRICED_VALUES = [1500, 2500, 4000, 6000, 9000, 15000] as const;

/**
 * Plays one thread move by move with the rules of leads/negotiation-rules.ts and the writes of
 * negotiation.service.ts: a buyer amount below the floor is answered at once, a counter past
 * its expiry is recorded as expired before the next move, each message's `sentTo` is the
 * address the service emails it to, and a move the rules refuse throws (a shape that would
 * need one is a bug in the shape). Times are relative until `dated` anchors them.
 */
export class ThreadWriter {
  private at = 0;
  private readonly steps: Step[] = [];
  private readonly value: number;
  private status: LeadStatus = LeadStatus.NEW;
  private currentAmount: number | null = null;
  private currentBy: 'BUYER' | 'OWNER' | null = null;
  private agreedAmount: number | null = null;
  private counterExpiresAt: number | null = null;
  private buyerCounters = 0;
  private autoAnswered = false;
  private needsVerification = false;
  private verifiedAt: number | null = null;
  private lastActivity = 0;
  private kind: DemoThread['kind'] = 'OFFER';
  private offer: number | null = null;
  private firstMessage: string | null = null;

  constructor(
    private readonly random: SeededRandom,
    private readonly ctx: ThreadContext,
  ) {
    this.value = ctx.sellingPrice ?? random.pick(UNPRICED_VALUES);
  }

  // ---- Amounts a person would name ----------------------------------------------------

  /** A first offer the owner hears of: at or above the floor, below the price. */
  fairOffer(): number {
    const { floor } = this.ctx;
    const step = priceStep(this.value);
    const low = Math.max(floor ?? 0, this.value * 0.45);
    const high = this.value * 0.85;
    let amount = roundNear(low + (high - low) * this.random.next());
    if (floor !== null) amount = Math.max(amount, roundUp(floor));
    return Math.max(step, Math.min(amount, this.value - step));
  }

  /** A first offer under the floor (the shape picked a domain with one). */
  lowOffer(): number {
    const floor = this.ctx.floor;
    if (floor === null) throw new Error(`${this.ctx.domainName} has no floor`);
    const high = floor * 0.9;
    const low = Math.min(Math.max(this.value * 0.25, 50), high * 0.6);
    return Math.max(25, roundDown(low + (high - low) * this.random.next()));
  }

  /**
   * The owner's counter to `bid`: most of the way up to the price, or after a counter of their
   * own to `previous`, below it (an owner coming down, not repeating themselves).
   */
  ownerAmount(bid: number, previous?: number): number {
    const ceiling = previous ?? this.value;
    const amount = roundNear(bid + (ceiling - bid) * (0.55 + this.random.next() * 0.35));
    if (amount > bid && (previous === undefined ? amount <= ceiling : amount < ceiling))
      return amount;
    if (previous === undefined) return Math.min(ceiling, bid + priceStep(bid));
    return Math.round((bid + ceiling) / 2);
  }

  /** The buyer's counter between their last amount and the owner's. */
  buyerAmount(bid: number, ask: number): number {
    const amount = roundNear(bid + (ask - bid) * (0.3 + this.random.next() * 0.3));
    if (amount > bid && amount < ask) return amount;
    return Math.round(((bid + ask) / 2) * 100) / 100;
  }

  // ---- Time --------------------------------------------------------------------------

  /** Time passes: between `min` and `max` hours. */
  later(min: number, max: number): this {
    this.at += Math.round((min + (max - min) * this.random.next()) * HOUR);
    return this;
  }

  /** Time passes beyond the open counter's expiry: `min` to `max` hours after it. */
  afterExpiry(min: number, max: number): this {
    if (this.counterExpiresAt === null) throw new Error('no counter to expire');
    this.at = Math.max(this.at, this.counterExpiresAt);
    return this.later(min, max);
  }

  // ---- Moves -------------------------------------------------------------------------

  /** The buyer's first message: an offer, or without an amount a Buy-It-Now request or inquiry. */
  open(
    amount: number | null,
    options: { needsVerification?: boolean; belowFloor?: BelowFloor } = {},
  ): this {
    const { sellingPrice, priceHidden } = this.ctx;
    // As the landing form decides: an amount is an offer; without one, a shown price is a
    // Buy-It-Now request and a hidden one an inquiry (a domain without a price asks for one).
    if (amount === null && sellingPrice === null)
      throw new Error(`${this.ctx.domainName} has no price: its form asks for an offer`);
    this.kind = amount !== null ? 'OFFER' : priceHidden ? 'INQUIRY' : 'BUY_NOW';
    this.offer = amount;
    const texts =
      this.kind === 'OFFER' ? OFFER_TEXTS : this.kind === 'BUY_NOW' ? BUY_NOW_TEXTS : INQUIRY_TEXTS;
    this.firstMessage = this.say(this.random.pick(texts), amount);
    this.currentAmount = amount;
    this.currentBy = amount === null ? null : 'BUYER';
    this.needsVerification = options.needsVerification ?? false;
    this.record({
      sender: LeadSender.BUYER,
      kind: LeadMessageKind.OFFER,
      message: this.firstMessage,
      amount,
    });
    if (amount !== null) this.answerBelowFloor(amount, null, options.belowFloor);
    return this;
  }

  /** The buyer confirms their address (verified buyers): the owner's inbox shows the offer now. */
  verify(): this {
    if (!this.needsVerification || this.verifiedAt !== null) throw this.refused('verify');
    this.verifiedAt = this.at;
    this.record({ sender: LeadSender.BUYER, kind: LeadMessageKind.VERIFY }, { keepActivity: true });
    return this;
  }

  ownerMessage(texts: readonly ((v: TextValues) => string)[]): this {
    this.settle();
    if (this.closed) throw this.refused('reply');
    if (this.status === LeadStatus.NEW) this.status = LeadStatus.REPLIED;
    this.record(
      {
        sender: LeadSender.OWNER,
        kind: LeadMessageKind.MESSAGE,
        message: this.say(this.random.pick(texts), this.currentAmount),
      },
      { tell: 'BUYER' },
    );
    return this;
  }

  ownerCounter(
    amount: number,
    texts: readonly ((v: TextValues) => string)[] = COUNTER_TEXTS,
    days = this.random.pick([COUNTER_EXPIRY_DAYS_DEFAULT, COUNTER_EXPIRY_DAYS_DEFAULT, 5, 10]),
  ): this {
    this.settle();
    if (this.closed || this.status === LeadStatus.ACCEPTED) throw this.refused('counter');
    this.status = LeadStatus.COUNTERED;
    this.currentAmount = amount;
    this.currentBy = 'OWNER';
    this.counterExpiresAt = this.at + days * DAY;
    this.autoAnswered = false;
    this.record(
      {
        sender: LeadSender.OWNER,
        kind: LeadMessageKind.COUNTER,
        amount,
        expiresAt: this.counterExpiresAt,
        message: this.say(this.random.pick(texts), amount),
      },
      { tell: 'BUYER' },
    );
    return this;
  }

  ownerAccept(): this {
    this.settle();
    const waiting = this.status === LeadStatus.NEW || this.status === LeadStatus.REPLIED;
    if (this.closed || !waiting || this.currentBy !== 'BUYER' || this.currentAmount === null)
      throw this.refused('accept');
    this.status = LeadStatus.ACCEPTED;
    this.agreedAmount = this.currentAmount;
    this.record(
      { sender: LeadSender.OWNER, kind: LeadMessageKind.ACCEPT, amount: this.currentAmount },
      { tell: 'BUYER' },
    );
    return this;
  }

  ownerDecline(): this {
    this.settle();
    if (this.closed) throw this.refused('decline');
    this.status = LeadStatus.DECLINED;
    this.record(
      {
        sender: LeadSender.OWNER,
        kind: LeadMessageKind.DECLINE,
        message: this.say(this.random.pick(DECLINE_TEXTS), this.currentAmount),
      },
      { tell: 'BUYER' },
    );
    return this;
  }

  buyerAccept(): this {
    this.settle();
    if (this.closed || this.status !== LeadStatus.COUNTERED || this.currentBy !== 'OWNER')
      throw this.refused('buyer accept');
    this.status = LeadStatus.ACCEPTED;
    this.agreedAmount = this.currentAmount;
    this.record(
      { sender: LeadSender.BUYER, kind: LeadMessageKind.ACCEPT, amount: this.currentAmount },
      { tell: 'OWNER' },
    );
    return this;
  }

  buyerCounter(amount: number): this {
    this.settle();
    const answered =
      this.status === LeadStatus.REPLIED ||
      this.status === LeadStatus.COUNTERED ||
      this.status === LeadStatus.EXPIRED;
    if (this.closed || !answered || this.buyerCounters >= BUYER_COUNTER_ROUNDS_MAX)
      throw this.refused('buyer counter');
    const ownerCounter = this.currentBy === 'OWNER' ? this.currentAmount : null;
    this.status = LeadStatus.NEW;
    this.currentAmount = amount;
    this.currentBy = 'BUYER';
    this.counterExpiresAt = null;
    this.buyerCounters += 1;
    this.autoAnswered = false;
    // The owner is emailed about the counter unless the floor answers it and they asked not to
    // hear of those, as the service does.
    const floor = this.ctx.floor;
    const belowFloor = floor !== null && amount < floor;
    this.record(
      {
        sender: LeadSender.BUYER,
        kind: LeadMessageKind.COUNTER,
        amount,
        message: this.say(this.random.pick(BUYER_COUNTER_TEXTS), amount),
      },
      { tell: !belowFloor || this.ctx.notifyBelowFloor ? 'OWNER' : undefined },
    );
    this.answerBelowFloor(amount, ownerCounter);
    return this;
  }

  buyerDecline(): this {
    this.settle();
    if (this.closed) throw this.refused('buyer decline');
    this.status = LeadStatus.DECLINED;
    this.record(
      {
        sender: LeadSender.BUYER,
        kind: LeadMessageKind.DECLINE,
        message: this.say(this.random.pick(BUYER_DECLINE_TEXTS), this.currentAmount),
      },
      { tell: 'OWNER' },
    );
    return this;
  }

  /** The sale of the domain to this buyer was recorded: the agreed thread ends as Sold. */
  sold(): this {
    if (this.status !== LeadStatus.ACCEPTED) throw this.refused('sell');
    this.status = LeadStatus.SOLD;
    this.agreedAmount = this.agreedAmount ?? this.currentAmount;
    this.record({
      sender: LeadSender.AUTOMATIC,
      kind: LeadMessageKind.SOLD,
      amount: this.agreedAmount,
    });
    return this;
  }

  // ---- Rules -------------------------------------------------------------------------

  private get closed(): boolean {
    return this.status === LeadStatus.DECLINED || this.status === LeadStatus.SOLD;
  }

  /** A counter past its expiry is recorded as expired before any move is made on it. */
  private settle(): void {
    if (this.status !== LeadStatus.COUNTERED || this.counterExpiresAt === null) return;
    if (this.counterExpiresAt > this.at) return;
    this.steps.push({
      sender: LeadSender.AUTOMATIC,
      kind: LeadMessageKind.EXPIRE,
      message: null,
      amount: this.currentAmount,
      expiresAt: null,
      sentTo: null,
      at: this.counterExpiresAt,
    });
    this.status = LeadStatus.EXPIRED;
  }

  /**
   * A buyer amount below the floor, answered at once as the owner chose: a decline, or a
   * counter at the floor, never below a counter of the owner's that still stands.
   */
  private answerBelowFloor(
    amount: number,
    ownerCounter: number | null,
    belowFloor = this.ctx.belowFloor,
  ): void {
    const { floor } = this.ctx;
    if (floor === null || amount >= floor) return;
    this.at += this.random.int(1, 5) * SECOND;
    const domain = domainToUnicode(this.ctx.domainName) || this.ctx.domainName;
    if (belowFloor === BelowFloor.DECLINE) {
      this.status = LeadStatus.DECLINED;
      this.autoAnswered = true;
      this.record(
        {
          sender: LeadSender.AUTOMATIC,
          kind: LeadMessageKind.DECLINE,
          message: `Thank you for your offer for ${domain}. The owner is not able to accept it.`,
        },
        { tell: 'BUYER' },
      );
      return;
    }
    const counter = Math.max(floor, ownerCounter ?? 0);
    this.status = LeadStatus.COUNTERED;
    this.currentAmount = counter;
    this.currentBy = 'OWNER';
    this.counterExpiresAt = this.at + COUNTER_EXPIRY_DAYS_DEFAULT * DAY;
    this.autoAnswered = true;
    this.record(
      {
        sender: LeadSender.AUTOMATIC,
        kind: LeadMessageKind.COUNTER,
        amount: counter,
        expiresAt: this.counterExpiresAt,
        message: `Thank you for your offer for ${domain}. The owner would sell it for ${formatCurrency(counter)}.`,
      },
      { tell: 'BUYER' },
    );
  }

  private record(
    step: Pick<Step, 'sender' | 'kind'> & Partial<Pick<Step, 'message' | 'amount' | 'expiresAt'>>,
    options: { tell?: 'BUYER' | 'OWNER'; keepActivity?: boolean } = {},
  ): void {
    const last = this.steps.at(-1);
    // Two messages of a thread are never written in the same millisecond.
    if (last && this.at <= last.at) this.at = last.at + SECOND;
    this.steps.push({
      message: null,
      amount: null,
      expiresAt: null,
      ...step,
      sentTo:
        options.tell === 'BUYER'
          ? this.ctx.buyer.email
          : options.tell === 'OWNER'
            ? this.ctx.ownerEmail
            : null,
      at: this.at,
    });
    if (!options.keepActivity) this.lastActivity = this.at;
  }

  private say(text: ((v: TextValues) => string) | null, amount: number | null): string | null {
    if (text === null) return null;
    return text({
      domain: domainToUnicode(this.ctx.domainName) || this.ctx.domainName,
      first: this.ctx.buyer.first,
      amount: amount === null ? '' : dollars(amount),
      price: this.ctx.sellingPrice === null ? '' : dollars(this.ctx.sellingPrice),
    });
  }

  private refused(move: string): Error {
    return new Error(`demo thread on ${this.ctx.domainName}: cannot ${move} when ${this.status}`);
  }

  // ---- The result --------------------------------------------------------------------

  /** The thread's last message written `msAgo` milliseconds before `now`. */
  dated(now: Date, msAgo: number): DemoThread {
    const last = Math.max(...this.steps.map((s) => s.at));
    const start = now.getTime() - msAgo - last;
    const date = (at: number) => new Date(start + at);
    return {
      kind: this.kind,
      message: this.firstMessage,
      offer: money(this.offer),
      askingPrice: money(this.ctx.sellingPrice),
      status: this.status,
      currentAmount: money(this.currentAmount),
      currentBy: this.currentBy,
      agreedAmount: money(this.agreedAmount),
      counterExpiresAt: this.counterExpiresAt === null ? null : date(this.counterExpiresAt),
      buyerCounters: this.buyerCounters,
      autoAnswered: this.autoAnswered,
      needsVerification: this.needsVerification,
      verifiedAt: this.verifiedAt === null ? null : date(this.verifiedAt),
      lastActivityAt: date(this.lastActivity),
      createdAt: date(0),
      messages: this.steps.map((s) => ({
        sender: s.sender,
        kind: s.kind,
        message: s.message,
        amount: money(s.amount),
        expiresAt: s.expiresAt === null ? null : date(s.expiresAt),
        sentTo: s.sentTo,
        createdAt: date(s.at),
      })),
    };
  }

  /** Milliseconds from the last message to the open counter's expiry. */
  get counterLeft(): number {
    if (this.counterExpiresAt === null) throw new Error('no open counter');
    return this.counterExpiresAt - Math.max(...this.steps.map((s) => s.at));
  }
}

/** The moves of each shape. */
function play(shape: ThreadShape, t: ThreadWriter): void {
  const reply = () => t.later(2, 30);
  const answer = () => t.later(3, 60);
  switch (shape) {
    case 'OFFER':
    case 'UNVERIFIED':
      t.open(t.fairOffer(), { needsVerification: shape === 'UNVERIFIED' });
      return;
    case 'BUY_NOW':
    case 'INQUIRY':
      t.open(null);
      return;
    case 'BUYER_COUNTERED': {
      const offer = t.fairOffer();
      t.open(offer);
      const ask = t.ownerAmount(offer);
      reply().ownerCounter(ask);
      answer().buyerCounter(t.buyerAmount(offer, ask));
      return;
    }
    case 'TWO_ROUNDS': {
      const offer = t.fairOffer();
      t.open(offer);
      const ask = t.ownerAmount(offer);
      reply().ownerCounter(ask);
      const bid = t.buyerAmount(offer, ask);
      answer().buyerCounter(bid);
      const ask2 = t.ownerAmount(bid, ask);
      reply().ownerCounter(ask2, COUNTER_AGAIN_TEXTS);
      answer().buyerCounter(t.buyerAmount(bid, ask2));
      return;
    }
    case 'COUNTERED_AFTER_EXPIRY': {
      const offer = t.fairOffer();
      t.open(offer);
      const ask = t.ownerAmount(offer);
      reply().ownerCounter(ask, COUNTER_TEXTS, 5);
      t.afterExpiry(12, 72).buyerCounter(t.buyerAmount(offer, ask));
      return;
    }
    case 'REPLIED':
    case 'REPLIED_LONG_AGO':
      t.open(t.fairOffer());
      reply().ownerMessage(REPLY_TEXTS);
      return;
    case 'REPLIED_BUY_NOW':
      t.open(null);
      reply().ownerMessage(BUY_NOW_REPLY_TEXTS);
      return;
    case 'REPLIED_VERIFIED':
      t.open(t.fairOffer(), { needsVerification: true });
      t.later(0.05, 0.7).verify();
      reply().ownerMessage(REPLY_TEXTS);
      return;
    case 'COUNTER_OPEN':
    case 'COUNTER_LAPSED': {
      const offer = t.fairOffer();
      t.open(offer);
      reply().ownerCounter(t.ownerAmount(offer));
      return;
    }
    case 'COUNTER_AFTER_MESSAGE': {
      const offer = t.fairOffer();
      t.open(offer);
      reply().ownerMessage(REPLY_TEXTS);
      t.later(20, 50).ownerCounter(t.ownerAmount(offer));
      return;
    }
    case 'COUNTER_AGAIN': {
      const offer = t.fairOffer();
      t.open(offer);
      const ask = t.ownerAmount(offer);
      reply().ownerCounter(ask);
      const bid = t.buyerAmount(offer, ask);
      answer().buyerCounter(bid);
      reply().ownerCounter(t.ownerAmount(bid, ask), COUNTER_AGAIN_TEXTS);
      return;
    }
    case 'AUTO_COUNTER_OPEN':
    case 'AUTO_COUNTER_LAPSED':
      t.open(t.lowOffer(), { belowFloor: BelowFloor.COUNTER });
      return;
    case 'EXPIRED_NOTED': {
      const offer = t.fairOffer();
      t.open(offer);
      reply().ownerCounter(t.ownerAmount(offer), COUNTER_TEXTS, COUNTER_EXPIRY_DAYS_DEFAULT);
      // The owner writing again after the expiry is the move that records it.
      t.afterExpiry(20, 90).ownerMessage(AFTER_EXPIRY_TEXTS);
      return;
    }
    case 'BUYER_ACCEPTED':
    case 'SOLD': {
      const offer = t.fairOffer();
      t.open(offer);
      reply().ownerCounter(t.ownerAmount(offer));
      answer().buyerAccept();
      if (shape === 'SOLD') t.later(40, 140).sold();
      return;
    }
    case 'AUTO_COUNTER_ACCEPTED':
      t.open(t.lowOffer(), { belowFloor: BelowFloor.COUNTER });
      answer().buyerAccept();
      return;
    case 'OWNER_ACCEPTED':
      t.open(t.fairOffer());
      reply().ownerAccept();
      return;
    case 'SOLD_AFTER_COUNTERS': {
      const offer = t.fairOffer();
      t.open(offer);
      const ask = t.ownerAmount(offer);
      reply().ownerCounter(ask);
      answer().buyerCounter(t.buyerAmount(offer, ask));
      reply().ownerAccept();
      t.later(40, 140).sold();
      return;
    }
    case 'AUTO_DECLINED':
      // Declined, as the owner's setting was then: for an owner who now counters below the
      // floor, this thread is older than that choice (its hours ago say so).
      t.open(t.lowOffer(), { belowFloor: BelowFloor.DECLINE });
      return;
    case 'OWNER_DECLINED':
      t.open(t.fairOffer());
      reply().ownerDecline();
      return;
    case 'BUYER_DECLINED': {
      const offer = t.fairOffer();
      t.open(offer);
      reply().ownerCounter(t.ownerAmount(offer));
      answer().buyerDecline();
      return;
    }
    case 'BUYER_DECLINED_AUTO':
      t.open(t.lowOffer(), { belowFloor: BelowFloor.COUNTER });
      answer().buyerDecline();
      return;
  }
}

/** One demo thread of `shape`, its last message placed in time as the shape says. */
export function writeThread(
  random: SeededRandom,
  shape: ThreadShape,
  ctx: ThreadContext,
  now: Date,
): DemoThread {
  const writer = new ThreadWriter(random, ctx);
  play(shape, writer);
  const { hoursAgo } = THREAD_SHAPES[shape];
  let msAgo: number;
  if (hoursAgo === 'open counter') {
    // Expiring in one and a half to five days, as the counter's own length allows.
    const left = writer.counterLeft;
    const remaining = Math.min(left - 6 * HOUR, 1.5 * DAY + random.next() * 3.5 * DAY);
    msAgo = left - remaining;
  } else if (hoursAgo === 'lapsed counter') {
    msAgo = writer.counterLeft + Math.round((1 + random.next() * 9) * DAY);
  } else {
    msAgo = Math.round((hoursAgo[0] + (hoursAgo[1] - hoursAgo[0]) * random.next()) * HOUR);
  }
  return writer.dated(now, msAgo);
}
