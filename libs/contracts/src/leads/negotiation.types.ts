import type { Notification } from '../notifications/notification';
import type { Lead } from './lead.types';

/**
 * Where a lead's negotiation stands.
 * - NEW: the buyer spoke last (their first offer or inquiry, or a counter): it needs a reply.
 * - REPLIED: the owner answered with a message and no price.
 * - COUNTERED: the owner proposed a price, open until it expires.
 * - ACCEPTED: a price was agreed; payment follows (escrow or arranged by the owner).
 * - DECLINED: either side ended the thread.
 * - EXPIRED: the owner's counter was not answered in time; either side may go on.
 * - SOLD: the domain was sold to this buyer.
 */
export const LeadStatus = {
  NEW: 'NEW',
  REPLIED: 'REPLIED',
  COUNTERED: 'COUNTERED',
  ACCEPTED: 'ACCEPTED',
  DECLINED: 'DECLINED',
  EXPIRED: 'EXPIRED',
  SOLD: 'SOLD',
} as const;
export type LeadStatus = (typeof LeadStatus)[keyof typeof LeadStatus];
export const LEAD_STATUSES: readonly LeadStatus[] = Object.values(LeadStatus);

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  NEW: 'New',
  REPLIED: 'Replied',
  COUNTERED: 'Countered',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
  SOLD: 'Sold',
};

/** The Leads inbox's filters: a status, or every lead needing the owner's reply (the default). */
export const LEAD_FILTERS = ['NEEDS_REPLY', 'ALL', ...LEAD_STATUSES] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number];
export const DEFAULT_LEAD_FILTER: LeadFilter = 'NEEDS_REPLY';

export const LEAD_SORTS = ['NEWEST', 'HIGHEST_OFFER'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** A counter stays open this many days unless the owner says otherwise... */
export const COUNTER_EXPIRY_DAYS_DEFAULT = 7;
/** ...and at most this many. */
export const COUNTER_EXPIRY_DAYS_MAX = 30;
/** The buyer may counter this many times in one thread. */
export const BUYER_COUNTER_ROUNDS_MAX = 5;
/** Saved reply templates per owner, and their sizes. */
export const LEAD_TEMPLATES_MAX = 50;
export const LEAD_TEMPLATE_NAME_MAX = 80;
/** The longest reply, counter note or decline message an owner writes, and saved reply. */
export const LEAD_REPLY_MAX = 5000;
export const LEAD_TEMPLATE_BODY_MAX = LEAD_REPLY_MAX;
/** Template placeholders, filled when a reply is written. */
export const LEAD_TEMPLATE_PLACEHOLDERS = [
  '{domain}',
  '{buyerName}',
  '{offer}',
  '{price}',
] as const;

/** Who wrote a message of a thread: the buyer, the owner, or the product on the owner's behalf. */
export const LeadSender = { BUYER: 'BUYER', OWNER: 'OWNER', AUTOMATIC: 'AUTOMATIC' } as const;
export type LeadSender = (typeof LeadSender)[keyof typeof LeadSender];

/** What a message of a thread did. */
export const LeadMessageKind = {
  /** The buyer's first message: an offer, an inquiry or a Buy-It-Now request. */
  OFFER: 'OFFER',
  /** Text only. */
  MESSAGE: 'MESSAGE',
  /** A proposed price (`amount`), open until `expiresAt` when the owner sent it. */
  COUNTER: 'COUNTER',
  ACCEPT: 'ACCEPT',
  DECLINE: 'DECLINE',
  /** The owner's counter passed its expiry unanswered. */
  EXPIRE: 'EXPIRE',
  /** The domain was sold to this buyer. */
  SOLD: 'SOLD',
  /** The buyer confirmed their email address (verified buyers). */
  VERIFY: 'VERIFY',
} as const;
export type LeadMessageKind = (typeof LeadMessageKind)[keyof typeof LeadMessageKind];

/** One message of a thread, oldest first. */
export interface LeadMessage {
  _id: string;
  sender: LeadSender;
  kind: LeadMessageKind;
  message: string | null;
  /** The price it names, in dollars (an offer, a counter, an accepted price). */
  amount: number | null;
  /** When a counter stops being open (ISO 8601). */
  expiresAt: string | null;
  /** The address it was emailed to, when it was (the buyer's or the owner's). */
  sentTo: string | null;
  createdDate: string;
}

/** A lead with where it stands, as the owner's list shows it. */
export interface NegotiatedLead extends Lead {
  status: LeadStatus;
  /** The price on the table: the buyer's latest offer or the owner's latest counter. */
  currentAmount: number | null;
  /** Who named `currentAmount`. */
  currentBy: 'BUYER' | 'OWNER' | null;
  /** The agreed price, once ACCEPTED or SOLD. */
  agreedAmount: number | null;
  /** When the owner's open counter expires. */
  counterExpiresAt: string | null;
  /** Whether a floor price answered the last offer without the owner. */
  answeredAutomatically: boolean;
  /** False while a buyer who must confirm their email has not (verified buyers setting). */
  verified: boolean;
  /** When the last message was written. */
  lastActivity: string;
}

/** GET /api/leads/{id}: the thread. */
export interface LeadThread extends NegotiatedLead {
  /** The domain's selling price now (null when not set). The floor is never in a buyer's view. */
  sellingPrice: number | null;
  /** The floor that applies to this domain (its own or the portfolio rule), for the owner. */
  floorPrice: number | null;
  messages: LeadMessage[];
  /** What the owner can do now. */
  can: { reply: boolean; counter: boolean; accept: boolean; decline: boolean };
}

export interface LeadThreadResponse {
  payload: LeadThread;
}

/** POST /api/leads/{id}/reply: a message, and a counter when `counterOffer` is given. */
export interface ReplyToLeadRequest {
  message: string;
  counterOffer?: number;
  /** How long the counter stays open (1 to COUNTER_EXPIRY_DAYS_MAX, default 7). */
  expiresInDays?: number;
}

/** POST /api/leads/{id}/decline */
export interface DeclineLeadRequest {
  message?: string;
}

export interface LeadThreadChangedResponse extends Notification {
  payload: LeadThread;
}

/** GET /api/leads?status=&sort=&interval=: the inbox. */
export interface LeadsInboxQuery {
  status?: LeadFilter;
  sort?: LeadSort;
  page?: number;
  limit?: number;
}

/** GET /api/leads/summary?interval=: the inbox's tiles and the sidebar's badge. */
export interface LeadsSummary {
  /** Verified leads whose buyer spoke last (the sidebar badge). */
  needsReply: number;
  /** Threads still negotiating: NEW, REPLIED, COUNTERED. */
  openOffers: number;
  /** Threads accepted (or sold) in the period. */
  acceptedThisPeriod: number;
  /** The average first offer as a share of the domain's asking price, 0-100 (null: none). */
  averageOfferShare: number | null;
}

export interface LeadsSummaryResponse {
  payload: LeadsSummary;
}

/** GET /api/leads/{id}/export?format=json|csv */
export const THREAD_EXPORT_FORMATS = ['json', 'csv'] as const;
export type ThreadExportFormat = (typeof THREAD_EXPORT_FORMATS)[number];
/** The columns of a thread's CSV export, in order. */
export const THREAD_EXPORT_FIELDS = [
  'time',
  'sender',
  'kind',
  'amount',
  'expiresAt',
  'sentTo',
  'message',
] as const;

/** What the owner answers to an offer below the floor. */
export const BelowFloor = { DECLINE: 'DECLINE', COUNTER: 'COUNTER' } as const;
export type BelowFloor = (typeof BelowFloor)[keyof typeof BelowFloor];

/** GET/POST /api/user/offer-settings */
export interface OfferSettings {
  /** A floor of this share of the selling price (1-100) for domains without their own. */
  floorPercent: number | null;
  belowFloor: BelowFloor;
  /** Email the owner about offers answered below the floor too. */
  notifyBelowFloor: boolean;
  /** Tell the owner about an offer only once the buyer confirmed their email. */
  verifiedBuyersOnly: boolean;
}

export interface OfferSettingsResponse {
  payload: OfferSettings;
}

export interface OfferSettingsChangedResponse extends Notification {
  payload: OfferSettings;
}

/** A saved reply. */
export interface LeadTemplate {
  _id: string;
  name: string;
  body: string;
  createdDate: string;
}

export interface LeadTemplateInput {
  name: string;
  body: string;
}

export interface LeadTemplatesResponse {
  payload: LeadTemplate[];
}

export interface LeadTemplateResponse extends Notification {
  payload: LeadTemplate;
}

/** Fills a template's placeholders; an unknown `{word}` stays as it is. */
export function fillLeadTemplate(
  body: string,
  values: { domain: string; buyerName: string; offer: string; price: string },
): string {
  return body.replace(/\{(domain|buyerName|offer|price)\}/g, (_, key: keyof typeof values) =>
    String(values[key]),
  );
}

/**
 * The buyer's view of a thread (GET /api/offers/{token}): what they sent and were sent, never
 * the floor (an automatic counter shows only its amount, which the owner chose to reveal).
 */
export interface BuyerOffer {
  domain: string;
  unicodeDomain: string;
  /** The owner's public name (portfolio title or display name). */
  seller: string;
  buyerName: string;
  status: LeadStatus;
  /** The domain was sold (to this buyer or another). */
  domainSold: boolean;
  currentAmount: number | null;
  currentBy: 'BUYER' | 'OWNER' | null;
  agreedAmount: number | null;
  counterExpiresAt: string | null;
  /** Counters the buyer has left. */
  countersLeft: number;
  /** The buyer still has to confirm their email before the owner hears of the offer. */
  needsVerification: boolean;
  messages: LeadMessage[];
  can: { accept: boolean; counter: boolean; decline: boolean; checkout: boolean };
  /** The landing page of the domain. */
  landingUrl: string;
}

export interface BuyerOfferResponse {
  payload: BuyerOffer;
}

export interface BuyerOfferChangedResponse extends Notification {
  payload: BuyerOffer;
}

/** POST /api/offers/{token}/counter */
export interface BuyerCounterRequest {
  amount: number;
  message?: string;
}

/** POST /api/offers/{token}/decline */
export interface BuyerDeclineRequest {
  message?: string;
}

/** POST /api/offers/{token}/checkout: Escrow.com's page where the buyer pays the agreed price. */
export interface BuyerCheckoutResponse {
  payload: { escrowLandingPageUrl: string };
}

/** The owner site's path of a buyer's offer page. */
export function offerPagePath(token: string): string {
  return `/offers/${encodeURIComponent(token)}`;
}
