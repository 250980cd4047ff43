import type { BuyerOffer, LeadMessage } from '@domainfolio/contracts';

/** Shaped like the API's: the lead's id in hex, then its signature in base64url. */
export const OFFER_TOKEN =
  'fb434bae60c649f5a0fb3d775fe40573yH8Br1D_0AjFb5bshvWTtofwiEVaNw5yde-aHd56URg';

export function leadMessage(overrides: Partial<LeadMessage> = {}): LeadMessage {
  return {
    _id: 'm1',
    sender: 'BUYER',
    kind: 'OFFER',
    message: null,
    amount: null,
    expiresAt: null,
    sentTo: null,
    createdDate: '2025-06-01T09:30:00.000Z',
    ...overrides,
  };
}

/**
 * rocket.com's thread in which Alice answered Bo's $1,500 offer with a counter of $2,000,
 * open until June 9: Bo may accept, counter (4 left) or decline.
 */
export function buyerOffer(overrides: Partial<BuyerOffer> = {}): BuyerOffer {
  return {
    domain: 'rocket.com',
    unicodeDomain: 'rocket.com',
    seller: "Alice's Names",
    buyerName: 'Bo Buyer',
    status: 'COUNTERED',
    domainSold: false,
    currentAmount: 2000,
    currentBy: 'OWNER',
    agreedAmount: null,
    counterExpiresAt: '2025-06-09T12:00:00.000Z',
    countersLeft: 4,
    needsVerification: false,
    messages: [
      leadMessage({
        _id: 'm1',
        sender: 'BUYER',
        kind: 'OFFER',
        amount: 1500,
        message: 'Would you take $1,500?',
        createdDate: '2025-06-01T09:30:00.000Z',
      }),
      leadMessage({
        _id: 'm2',
        sender: 'OWNER',
        kind: 'COUNTER',
        amount: 2000,
        expiresAt: '2025-06-09T12:00:00.000Z',
        message: 'I can do $2,000.',
        createdDate: '2025-06-02T14:05:00.000Z',
      }),
    ],
    can: { accept: true, counter: true, decline: true, checkout: false },
    landingUrl: 'http://alice.localhost:3000/rocket.com',
    ...overrides,
  };
}
