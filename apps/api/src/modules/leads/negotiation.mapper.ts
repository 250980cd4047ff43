import {
  LeadMessageKind,
  LeadSender,
  type BuyerOffer,
  type LeadMessage,
  type LeadStatus,
  type LeadThread,
  type NegotiatedLead,
} from '@domainfolio/contracts';
import type { DomainRow, LeadMessageRow, LeadRow } from '../../database/schema';
import { money, unicodeName } from '../domains/domains.mapper';
import { toLead } from './leads.mapper';
import { currentStatus, type ThreadState } from './negotiation-rules';

/** The negotiation columns of a lead, as the rules read them. */
export function stateOf(row: LeadRow): ThreadState {
  return {
    status: row.status as LeadStatus,
    currentAmount: money(row.currentAmount),
    currentBy: row.currentBy as 'BUYER' | 'OWNER' | null,
    counterExpiresAt: row.counterExpiresAt,
    buyerCounters: row.buyerCounters,
  };
}

/** A lead with where it stands; fields listed one by one so no column leaks. */
export function toNegotiatedLead(row: LeadRow, now: Date): NegotiatedLead {
  return {
    ...toLead(row),
    status: currentStatus(stateOf(row), now),
    currentAmount: money(row.currentAmount),
    currentBy: row.currentBy as 'BUYER' | 'OWNER' | null,
    agreedAmount: money(row.agreedAmount),
    counterExpiresAt: row.counterExpiresAt?.toISOString() ?? null,
    answeredAutomatically: row.autoAnswered,
    verified: !row.needsVerification || row.verifiedAt !== null,
    lastActivity: row.lastActivityAt.toISOString(),
  };
}

function toMessage(row: LeadMessageRow): LeadMessage {
  return {
    _id: row.id,
    sender: row.sender as LeadSender,
    kind: row.kind as LeadMessageKind,
    message: row.message,
    amount: money(row.amount),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sentTo: row.sentTo,
    createdDate: row.createdAt.toISOString(),
  };
}

/**
 * The thread's messages, oldest first. A counter that expired with nobody writing since shows
 * its expiry as the last step (recorded for good at the thread's next move).
 */
export function toMessages(lead: LeadRow, rows: LeadMessageRow[], now: Date): LeadMessage[] {
  const messages = rows.map(toMessage);
  if (lead.status === 'COUNTERED' && currentStatus(stateOf(lead), now) === 'EXPIRED')
    messages.push({
      _id: `${lead.id}-expired`,
      sender: LeadSender.AUTOMATIC,
      kind: LeadMessageKind.EXPIRE,
      message: null,
      amount: money(lead.currentAmount),
      expiresAt: null,
      sentTo: null,
      createdDate: lead.counterExpiresAt!.toISOString(),
    });
  return messages;
}

/** The owner's view of a thread. */
export function toThread(
  lead: LeadRow,
  domain: Pick<DomainRow, 'sellingPrice'>,
  floorPrice: number | null,
  messages: LeadMessageRow[],
  can: LeadThread['can'],
  now: Date,
): LeadThread {
  return {
    ...toNegotiatedLead(lead, now),
    sellingPrice: money(domain.sellingPrice),
    floorPrice,
    messages: toMessages(lead, messages, now),
    can,
  };
}

/**
 * The buyer's view: what they sent and were sent. It is built from named fields only, so the
 * owner's floor, notes and the network details of the lead cannot reach it.
 */
export function toBuyerOffer(
  lead: LeadRow,
  domain: Pick<DomainRow, 'name' | 'sold'>,
  input: {
    seller: string;
    messages: LeadMessageRow[];
    can: BuyerOffer['can'];
    countersLeft: number;
    landingUrl: string;
  },
  now: Date,
): BuyerOffer {
  return {
    domain: domain.name,
    unicodeDomain: unicodeName(domain.name),
    seller: input.seller,
    buyerName: lead.name,
    status: currentStatus(stateOf(lead), now),
    domainSold: domain.sold,
    currentAmount: money(lead.currentAmount),
    currentBy: lead.currentBy as 'BUYER' | 'OWNER' | null,
    agreedAmount: money(lead.agreedAmount),
    counterExpiresAt: lead.counterExpiresAt?.toISOString() ?? null,
    countersLeft: input.countersLeft,
    needsVerification: lead.needsVerification && lead.verifiedAt === null,
    messages: toMessages(lead, input.messages, now).map((message) => ({
      ...message,
      // The addresses the owner's copies went to are the owner's business.
      sentTo: message.sentTo === lead.email ? message.sentTo : null,
    })),
    can: input.can,
    landingUrl: input.landingUrl,
  };
}
