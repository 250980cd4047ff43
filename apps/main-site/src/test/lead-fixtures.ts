import {
  PAGE_SIZE,
  buildPagedResult,
  type LeadMessage,
  type LeadTemplate,
  type LeadThread,
  type LeadsSummary,
  type NegotiatedLead,
  type OfferSettings,
} from '@domainfolio/contracts';
import { leadFixture } from './fixtures';

/** A lead of alice's as the inbox lists it: a new offer waiting on her reply. */
export function negotiatedLeadFixture(overrides: Partial<NegotiatedLead> = {}): NegotiatedLead {
  return {
    ...leadFixture({ kind: 'OFFER', offer: 1500, message: 'Would you take $1,500?' }),
    status: 'NEW',
    currentAmount: 1500,
    currentBy: 'BUYER',
    agreedAmount: null,
    counterExpiresAt: null,
    answeredAutomatically: false,
    verified: true,
    lastActivity: '2025-05-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The body of GET /api/leads (the inbox) with `leads` on page `page`. */
export function inboxBody(leads: NegotiatedLead[], page = 1, totalDocs = leads.length) {
  return { payload: buildPagedResult(leads, totalDocs, page, PAGE_SIZE) };
}

export function summaryFixture(overrides: Partial<LeadsSummary> = {}): LeadsSummary {
  return {
    needsReply: 3,
    openOffers: 5,
    acceptedThisPeriod: 2,
    averageOfferShare: 61.6,
    ...overrides,
  };
}

export function messageFixture(overrides: Partial<LeadMessage> = {}): LeadMessage {
  return {
    _id: 'message-1',
    sender: 'BUYER',
    kind: 'OFFER',
    message: 'Would you take $1,500?',
    amount: 1500,
    expiresAt: null,
    sentTo: null,
    createdDate: '2025-05-01T12:00:00.000Z',
    ...overrides,
  };
}

/** Bob's offer of $1,500 for alpha.com (asking $2,500, floor $1,200), waiting on alice. */
export function threadFixture(overrides: Partial<LeadThread> = {}): LeadThread {
  return {
    ...negotiatedLeadFixture(),
    sellingPrice: 2500,
    floorPrice: 1200,
    messages: [messageFixture({ sentTo: 'alice@example.com' })],
    can: { reply: true, counter: true, accept: true, decline: true },
    ...overrides,
  };
}

export function templateFixture(overrides: Partial<LeadTemplate> = {}): LeadTemplate {
  return {
    _id: 'template-1',
    name: 'Counter politely',
    body: 'Hi {buyerName}, thanks for your offer of {offer} for {domain}. The price is {price}.',
    createdDate: '2025-04-01T10:00:00.000Z',
    ...overrides,
  };
}

export function offerSettingsFixture(overrides: Partial<OfferSettings> = {}): OfferSettings {
  return {
    floorPercent: null,
    belowFloor: 'DECLINE',
    notifyBelowFloor: false,
    verifiedBuyersOnly: false,
    ...overrides,
  };
}
