import { BelowFloor } from '@domainfolio/contracts';
import type { ThreadShape } from './demo-threads';

/** The demo owners. Credentials are printed at start and in the README. */
export const DEMO_PASSWORD = 'domainfolio-demo';

/** An owner's offer settings, and how many domains have a floor of their own or take no offers. */
export interface DemoOffers {
  floorPercent: number | null;
  belowFloor: BelowFloor;
  notifyBelowFloor: boolean;
  ownFloors: number;
  offersOff: number;
}

export interface DemoTemplate {
  name: string;
  body: string;
}

const NO_OFFER_SETTINGS: DemoOffers = {
  floorPercent: null,
  belowFloor: BelowFloor.DECLINE,
  notifyBelowFloor: false,
  ownFloors: 0,
  offersOff: 0,
};

/**
 * The demo owner's leads, one thread each, in every status (counts in brackets): the buyer
 * spoke last [11], the owner replied [7], an open counter [6], a lapsed one [4], agreed [4],
 * declined [7] and sold [3].
 */
const DEMO_THREADS: readonly ThreadShape[] = [
  'OFFER',
  'OFFER',
  'OFFER',
  'OFFER',
  'BUY_NOW',
  'INQUIRY',
  'BUYER_COUNTERED',
  'BUYER_COUNTERED',
  'TWO_ROUNDS',
  'COUNTERED_AFTER_EXPIRY',
  'UNVERIFIED',
  'REPLIED',
  'REPLIED',
  'REPLIED',
  'REPLIED',
  'REPLIED_LONG_AGO',
  'REPLIED_BUY_NOW',
  'REPLIED_VERIFIED',
  'COUNTER_OPEN',
  'COUNTER_OPEN',
  'COUNTER_OPEN',
  'COUNTER_AFTER_MESSAGE',
  'COUNTER_AGAIN',
  'AUTO_COUNTER_OPEN',
  'COUNTER_LAPSED',
  'COUNTER_LAPSED',
  'AUTO_COUNTER_LAPSED',
  'EXPIRED_NOTED',
  'BUYER_ACCEPTED',
  'BUYER_ACCEPTED',
  'AUTO_COUNTER_ACCEPTED',
  'OWNER_ACCEPTED',
  'AUTO_DECLINED',
  'OWNER_DECLINED',
  'OWNER_DECLINED',
  'OWNER_DECLINED',
  'BUYER_DECLINED',
  'BUYER_DECLINED',
  'BUYER_DECLINED_AUTO',
  'SOLD',
  'SOLD',
  'SOLD_AFTER_COUNTERS',
];

const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  {
    name: 'Counter at the asking price',
    body:
      'Hi {buyerName}, thanks for your offer of {offer} for {domain}. It is listed at {price}, ' +
      'and at that price I can start the transfer through escrow today.',
  },
  {
    name: 'Ask about the project',
    body:
      'Hi {buyerName}, thanks for your interest in {domain}. Could you tell me a little about ' +
      'what you plan to build with it? I am open to a sensible offer.',
  },
  {
    name: 'Polite decline',
    body:
      'Hi {buyerName}, thank you for your offer of {offer}. It is too far from what I am ' +
      'looking for, so I will keep {domain} for now. Good luck with your project!',
  },
];

export interface DemoAccount {
  username: string;
  email: string;
  displayName: string;
  planType: 'FREE' | 'PRO';
  planInterval: 'MONTH' | 'YEAR' | null;
  domainCount: number;
  /** One lead a shape, each with its thread. */
  threads: readonly ThreadShape[];
  offers: DemoOffers;
  templates: readonly DemoTemplate[];
  page: { title: string; description: string } | null;
  timeZone: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo',
    email: 'demo@example.com',
    displayName: 'Demo Domains',
    planType: 'PRO',
    planInterval: 'YEAR',
    domainCount: 150,
    threads: DEMO_THREADS,
    // Offers under 60% of a price are countered at that floor; a few names have their own.
    offers: {
      floorPercent: 60,
      belowFloor: BelowFloor.COUNTER,
      notifyBelowFloor: true,
      ownFloors: 8,
      offersOff: 1,
    },
    templates: DEMO_TEMPLATES,
    page: {
      title: 'Demo Domains',
      description: 'Brandable .com names and premium short domains, ready for your next venture.',
    },
    timeZone: 'America/New_York',
  },
  {
    username: 'alice',
    email: 'alice@example.com',
    displayName: 'Alice Nguyen',
    planType: 'FREE',
    planInterval: null,
    domainCount: 36,
    threads: [
      'OFFER',
      'REPLIED',
      'COUNTER_OPEN',
      'COUNTER_LAPSED',
      'OWNER_ACCEPTED',
      'OWNER_DECLINED',
    ],
    offers: NO_OFFER_SETTINGS,
    templates: [],
    page: { title: "Alice's Names", description: 'Short, memorable names for startups.' },
    timeZone: 'Europe/London',
  },
  {
    username: 'brandhaus',
    email: 'brandhaus@example.com',
    displayName: 'Brand Haus',
    planType: 'PRO',
    planInterval: 'MONTH',
    domainCount: 64,
    threads: [
      'OFFER',
      'OFFER',
      'BUYER_COUNTERED',
      'REPLIED',
      'COUNTER_OPEN',
      'AUTO_DECLINED',
      'BUYER_ACCEPTED',
      'BUYER_DECLINED',
      'SOLD',
    ],
    // Offers under 70% of a price are declined at once.
    offers: { ...NO_OFFER_SETTINGS, floorPercent: 70 },
    templates: [],
    page: { title: 'Brand Haus', description: 'Curated brandable domains with logos included.' },
    timeZone: 'Europe/Berlin',
  },
  {
    username: 'nameninja',
    email: 'nameninja@example.com',
    displayName: 'Name Ninja',
    planType: 'FREE',
    planInterval: null,
    domainCount: 28,
    threads: ['OFFER', 'REPLIED', 'COUNTER_OPEN'],
    offers: NO_OFFER_SETTINGS,
    templates: [],
    page: null,
    timeZone: 'America/Los_Angeles',
  },
];
