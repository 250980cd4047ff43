import type { SeededRandom } from './random';

const FIRST_NAMES = [
  'James',
  'Maria',
  'Wei',
  'Aisha',
  'Lukas',
  'Sofia',
  'Daniel',
  'Priya',
  'Mateo',
  'Hannah',
  'Omar',
  'Yuki',
] as const;
const LAST_NAMES = [
  'Smith',
  'Garcia',
  'Chen',
  'Khan',
  'Müller',
  'Rossi',
  'Okafor',
  'Patel',
  'Silva',
  'Kim',
  'Novak',
  'Haddad',
] as const;

export interface DemoBuyer {
  name: string;
  /** The first name, as an owner's reply greets them. */
  first: string;
  email: string;
  phone: string | null;
}

/**
 * A buyer whose address no other lead of the owner has: two threads of one owner with the
 * same buyer would read as one person negotiating twice.
 */
export function generateBuyer(random: SeededRandom, taken: Set<string>): DemoBuyer {
  for (;;) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const local = `${first}.${last}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z.]/g, '');
    // Past the 144 name pairs, a number tells namesakes apart.
    const email =
      taken.size < FIRST_NAMES.length * LAST_NAMES.length
        ? `${local}@example.org`
        : `${local}${random.int(2, 99)}@example.org`;
    if (taken.has(email)) continue;
    taken.add(email);
    return {
      name: `${first} ${last}`,
      first,
      email,
      phone: random.chance(0.4) ? `+1 555 01${random.int(10, 99)}` : null,
    };
  }
}

/** What a thread's messages say; `amount` and `price` are already written as dollars. */
export interface TextValues {
  domain: string;
  first: string;
  amount: string;
  price: string;
}
type Text = (v: TextValues) => string;

/** A buyer's first message with an offer (some offers come with none). */
export const OFFER_TEXTS: readonly (Text | null)[] = [
  (v) =>
    `Hi, we are launching a new product next quarter and ${v.domain} would be perfect. Would you take ${v.amount}?`,
  (v) => `Interested for a client project. ${v.amount} is what the budget allows right now.`,
  (v) => `Would you consider ${v.amount}? Happy to pay through escrow.`,
  (v) => `We love the name. Is ${v.amount} in the right range?`,
  (v) =>
    `Small bootstrapped team here: ${v.amount} is a serious offer, and we can close this week.`,
  (v) => `Hello, I would like to offer ${v.amount} for ${v.domain}. Is a payment plan possible?`,
  null,
];

/** A buyer asking to buy at the shown price. */
export const BUY_NOW_TEXTS: readonly (Text | null)[] = [
  (v) => `I would like to buy ${v.domain} at the listed price. How do we proceed?`,
  () => 'Ready to buy now. Do you accept Escrow.com?',
  null,
];

/** A buyer asking about a domain whose price is not shown. */
export const INQUIRY_TEXTS: readonly Text[] = [
  (v) => `Hi, is ${v.domain} still available? What price are you looking for?`,
  () => 'We are naming a new company and this is on our shortlist. What would it cost?',
];

/** The owner answering without a price. */
export const REPLY_TEXTS: readonly Text[] = [
  (v) =>
    `Hi ${v.first}, thanks for your offer on ${v.domain}. Could you tell me a little about your plans? I am open to a sensible number.`,
  (v) =>
    `Thanks for reaching out, ${v.first}. A couple of buyers are looking at ${v.domain}; I will come back to you by the end of the week.`,
  () => 'Thanks! Escrow is fine with me. Is there any flexibility in your budget?',
  (v) =>
    `Hi ${v.first}, ${v.domain} is one of the best names in my portfolio, so I am in no hurry. What is the project?`,
];

/** The owner answering a Buy-It-Now request. */
export const BUY_NOW_REPLY_TEXTS: readonly Text[] = [
  (v) =>
    `Great, ${v.first}! I will start an Escrow.com transaction for ${v.price} today: look out for their email.`,
  (v) =>
    `Thanks ${v.first}. ${v.domain} is yours at ${v.price}; I will send the transfer steps once escrow is funded.`,
];

/** The owner's counteroffer. */
export const COUNTER_TEXTS: readonly Text[] = [
  (v) => `Thanks for the offer. I cannot go that low, but I could do ${v.amount}.`,
  (v) => `${v.domain} has had a lot of interest. My best price is ${v.amount}.`,
  (v) => `Meet me at ${v.amount} and it is yours, with the transfer within a day of payment.`,
  (v) => `Hi ${v.first}, I could let it go for ${v.amount}. That is as low as I can go for now.`,
];

/** The owner's second counteroffer, after the buyer's. */
export const COUNTER_AGAIN_TEXTS: readonly Text[] = [
  (v) => `We are getting closer. ${v.amount} and we have a deal.`,
  (v) => `I can meet you part of the way: ${v.amount}, final from my side.`,
];

/** The owner, after their counteroffer lapsed. */
export const AFTER_EXPIRY_TEXTS: readonly Text[] = [
  (v) =>
    `Hi ${v.first}, my counteroffer of ${v.amount} has lapsed, but it still stands if you are interested: just answer on your offer page.`,
];

/** A buyer's counteroffer (some come without a message). */
export const BUYER_COUNTER_TEXTS: readonly (Text | null)[] = [
  (v) => `Could you do ${v.amount}? That is the top of our budget.`,
  (v) => `How about ${v.amount}? We can pay this week.`,
  () => 'We would like to stay under our budget. Here is our best.',
  null,
];

/** The owner turning an offer down. */
export const DECLINE_TEXTS: readonly (Text | null)[] = [
  (v) => `Thanks for your interest, ${v.first}, but I am keeping ${v.domain} for now.`,
  (v) => `Sorry, ${v.amount} is too far from what I am looking for. Good luck with the project!`,
  null,
];

/** A buyer walking away. */
export const BUYER_DECLINE_TEXTS: readonly (Text | null)[] = [
  () => 'That is above our budget, so we will pass. Thanks for your time.',
  () => 'We went with another name. Good luck with the sale!',
  null,
];
