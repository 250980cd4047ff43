import {
  LeadMessageKind,
  LeadSender,
  LeadStatus,
  formatCurrency,
  type BuyerOffer,
  type LeadMessage,
} from '@domainfolio/contracts';

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 'Jun 12, 2025, 14:00 UTC'. Written out by hand in UTC: the server and the browser then print
 * the same text whatever their time zones and date libraries, so the page hydrates cleanly.
 */
export function formatOfferTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}, ${pad(
    date.getUTCHours(),
  )}:${pad(date.getUTCMinutes())} UTC`;
}

const money = (amount: number | null) => (amount === null ? '' : formatCurrency(amount));

/** The latest message of a kind, to tell who accepted or declined. */
function lastOf(offer: BuyerOffer, kind: LeadMessageKind): LeadMessage | undefined {
  return offer.messages.findLast((message) => message.kind === kind);
}

export interface OfferStatusWords {
  /** One sentence: where the negotiation stands. */
  title: string;
  /** What happens next, or what the buyer can do. */
  detail: string | null;
  /** open: a move is awaited; agreed: a price is agreed or paid; closed: it has ended. */
  tone: 'open' | 'agreed' | 'closed';
}

/** Where the negotiation stands, in the buyer's words. */
export function offerStatusWords(offer: BuyerOffer): OfferStatusWords {
  const current = money(offer.currentAmount);
  const agreed = money(offer.agreedAmount ?? offer.currentAmount);
  if (offer.domainSold && offer.status !== LeadStatus.SOLD)
    return {
      title: 'This domain has been sold',
      detail: 'It was sold to another buyer, so this negotiation has ended.',
      tone: 'closed',
    };
  switch (offer.status) {
    case LeadStatus.SOLD:
      return {
        title: agreed ? `Sold to you for ${agreed}` : 'Sold to you',
        detail: 'The purchase is complete.',
        tone: 'agreed',
      };
    case LeadStatus.ACCEPTED: {
      const byBuyer = lastOf(offer, LeadMessageKind.ACCEPT)?.sender === LeadSender.BUYER;
      return {
        title: byBuyer
          ? `You accepted ${agreed}`
          : `The owner accepted your offer${agreed ? ` of ${agreed}` : ''}`,
        detail: offer.can.checkout
          ? 'Pay securely through Escrow.com to complete the purchase.'
          : 'The owner will be in touch about payment and the transfer.',
        tone: 'agreed',
      };
    }
    case LeadStatus.DECLINED: {
      const byBuyer = lastOf(offer, LeadMessageKind.DECLINE)?.sender === LeadSender.BUYER;
      return {
        title: 'Declined',
        detail: byBuyer ? 'You ended this negotiation.' : 'The owner declined your offer.',
        tone: 'closed',
      };
    }
    case LeadStatus.COUNTERED:
      return {
        title: `The owner countered at ${current}${
          offer.counterExpiresAt ? `, open until ${formatOfferTime(offer.counterExpiresAt)}` : ''
        }`,
        detail: 'You can accept it, make a counteroffer or decline.',
        tone: 'open',
      };
    case LeadStatus.EXPIRED:
      return {
        title: current
          ? `The owner's counter of ${current} has expired`
          : 'The counter has expired',
        detail: offer.can.counter ? 'You can still make an offer.' : null,
        tone: 'closed',
      };
    case LeadStatus.REPLIED:
      return { title: 'The owner replied', detail: 'Read their message below.', tone: 'open' };
    case LeadStatus.NEW:
    default: {
      const counter = lastOf(offer, LeadMessageKind.COUNTER)?.sender === LeadSender.BUYER;
      const what = current ? `${counter ? 'counteroffer' : 'offer'} of ${current}` : 'message';
      if (offer.needsVerification)
        return {
          title: `Confirm your ${what}`,
          detail: 'The owner sees it only once you confirm it.',
          tone: 'open',
        };
      return {
        title: `Your ${what} is with the owner`,
        detail: 'You will get an email when they answer.',
        tone: 'open',
      };
    }
  }
}

/** Who wrote a message, as the buyer reads it. */
export function senderWords(
  message: Pick<LeadMessage, 'sender'>,
  seller: string,
): { name: string; automatic: boolean } {
  if (message.sender === LeadSender.BUYER) return { name: 'You', automatic: false };
  // An automatic answer speaks for the owner, who chose its terms.
  return { name: seller, automatic: message.sender === LeadSender.AUTOMATIC };
}

/** What a message of the thread did, besides its text ('Countered at $2,000.00'). */
export function messageWords(message: LeadMessage): string | null {
  const amount = money(message.amount);
  switch (message.kind) {
    case LeadMessageKind.OFFER:
      return amount ? `Offered ${amount}` : 'Asked about the domain';
    case LeadMessageKind.COUNTER:
      return amount ? `Countered at ${amount}` : 'Countered';
    case LeadMessageKind.ACCEPT:
      return amount ? `Accepted ${amount}` : 'Accepted';
    case LeadMessageKind.DECLINE:
      return 'Declined';
    case LeadMessageKind.EXPIRE:
      return amount ? `The counter of ${amount} expired` : 'The counter expired';
    case LeadMessageKind.SOLD:
      return amount ? `Sold for ${amount}` : 'Sold';
    case LeadMessageKind.VERIFY:
      return 'Confirmed the offer';
    case LeadMessageKind.MESSAGE:
    default:
      return null;
  }
}

/** What each `?done=` of the API's answer to a form posted without JavaScript means. */
export const DONE_WORDS: Readonly<Record<string, { title: string; message: string }>> = {
  accepted: { title: 'You accepted the price', message: 'The owner has been told.' },
  countered: {
    title: 'Your counteroffer was sent',
    message: 'The owner has been told and will answer by email.',
  },
  declined: { title: 'You declined', message: 'The owner has been told.' },
  verified: { title: 'Your offer is confirmed', message: 'The owner can see it now.' },
};

/** The longest `?error=` text shown: it comes from the address bar, where anyone can write. */
const ERROR_TEXT_MAX = 300;

export interface OfferNotice {
  tone: 'success' | 'error';
  title: string;
  message: string;
}

/** The banner a redirect back from a form posted without JavaScript asks for, if any. */
export function noticeFromQuery(search: URLSearchParams): OfferNotice | null {
  const error = search.get('error');
  if (error !== null && error.trim() !== '')
    return {
      tone: 'error',
      title: 'That did not go through',
      message: error.trim().slice(0, ERROR_TEXT_MAX),
    };
  const done = search.get('done') ?? '';
  return Object.hasOwn(DONE_WORDS, done) ? { tone: 'success', ...DONE_WORDS[done]! } : null;
}
