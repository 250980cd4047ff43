/**
 * Renew or drop: the rules that suggest, for a name coming up for renewal, whether to renew
 * it, reprice it or let it expire, with the reason in the owner's words. The API applies them
 * to the names expiring in the next N days (GET /api/domains/renewals?days=); the screen shows
 * the suggestion beside the owner's own choice.
 *
 * An investor renews a name that draws buyers (an offer or a lead in the last year), reprices
 * one that draws visitors but no buyers (the price may be what stops them), and drops one that
 * draws neither: about 1% of a portfolio sells in a year, so a name nobody looked at in a year
 * costs its renewal for little chance.
 */

export type RenewalSuggestion = 'renew' | 'reprice' | 'drop';

/** What the rules read of a name. Money in dollars. */
export interface RenewalFacts {
  renewalCost: number | null;
  sellingPrice: number | null;
  /** Landing-page views in the last 365 days (bots excluded). */
  viewsLastYear: number;
  /** Leads (inquiries, offers, Buy-It-Now requests) in the last 365 days. */
  leadsLastYear: number;
  /** The highest amount a buyer offered, ever; null when none did. */
  bestOffer: number | null;
}

/** Views in a year below which a name drew no real interest. */
export const RENEWAL_FEW_VIEWS = 12;
/** Views in a year from which a name draws visitors, whom the price may be turning away. */
export const RENEWAL_MANY_VIEWS = 120;

export interface RenewalAdvice {
  suggestion: RenewalSuggestion;
  /** Why, in a sentence the screen shows as it is. */
  reason: string;
}

const dollars = (value: number) =>
  value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: value % 1 === 0 ? 0 : 2,
  });
const plural = (n: number, one: string) =>
  `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** The suggestion for one name, first rule that applies wins. */
export function renewalAdvice(facts: RenewalFacts): RenewalAdvice {
  const cost = facts.renewalCost !== null ? ` Renewing costs ${dollars(facts.renewalCost)}.` : '';
  if (facts.bestOffer !== null && facts.bestOffer > 0)
    return {
      suggestion: 'renew',
      reason: `A buyer offered ${dollars(facts.bestOffer)} for it.${cost}`,
    };
  if (facts.leadsLastYear > 0)
    return {
      suggestion: 'renew',
      reason: `${plural(facts.leadsLastYear, 'lead')} in the last year.${cost}`,
    };
  if (facts.viewsLastYear >= RENEWAL_MANY_VIEWS)
    return {
      suggestion: 'reprice',
      reason:
        facts.sellingPrice === null
          ? `${plural(facts.viewsLastYear, 'view')} and no lead in a year, with no price shown: a price lets buyers act.`
          : `${plural(facts.viewsLastYear, 'view')} and no lead in a year at ${dollars(facts.sellingPrice)}: the price may be keeping buyers away.`,
    };
  if (facts.viewsLastYear < RENEWAL_FEW_VIEWS)
    return {
      suggestion: 'drop',
      reason: `${plural(facts.viewsLastYear, 'view')} and no lead in a year.${cost}`,
    };
  return {
    suggestion: 'renew',
    reason: `Some interest: ${plural(facts.viewsLastYear, 'view')} in a year, no lead yet.${cost}`,
  };
}

/** GET /api/domains/renewals?days=: how far ahead the screen looks. */
export const RENEWAL_WINDOW_DAYS = [30, 60, 90, 180, 365] as const;
export const DEFAULT_RENEWAL_WINDOW_DAYS = 90;
export const RENEWAL_WINDOW_MAX_DAYS = 365;
/** Names listed at most: the screen is a decision list, not the portfolio. */
export const RENEWALS_LISTED_MAX = 1000;

/** One name coming up for renewal, with what the decision needs. Money in dollars. */
export interface RenewalCandidate {
  _id: string;
  name: string;
  unicodeName: string;
  /** 'yyyy-MM-dd'. */
  expiration: string;
  /** Whole days from the owner's today (0: it expires today). */
  daysLeft: number;
  registrar: string | null;
  /** What the name cost to buy. */
  domainCost: number | null;
  renewalCost: number | null;
  /** Renewals paid while owned: the renewal cost for each full year since the purchase. */
  renewalsPaid: number;
  /** What the name has cost so far: its price and the renewals paid. */
  costBasis: number;
  sellingPrice: number | null;
  viewsLastYear: number;
  leadsLastYear: number;
  bestOffer: number | null;
  /** The owner chose "let it expire" (its reminders are off). */
  letExpire: boolean;
  suggestion: RenewalSuggestion;
  reason: string;
}

export interface RenewalsSummary {
  days: number;
  domains: RenewalCandidate[];
  /** Every name in the window, even past the list's limit. */
  count: number;
  /** What renewing every name in the window costs. */
  renewalCost: number;
  /** The names the owner keeps (not "let it expire") and what renewing them costs. */
  keeping: number;
  keepingCost: number;
}

export interface RenewalsResponse {
  payload: RenewalsSummary;
}
