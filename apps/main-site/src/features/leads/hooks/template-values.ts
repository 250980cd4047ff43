import {
  LEAD_TEMPLATE_PLACEHOLDERS,
  LeadSender,
  fillLeadTemplate,
  formatCurrency,
  formatCurrencyWhole,
  type LeadThread,
} from '@domainfolio/contracts';

/** Dollars as a buyer reads them in a message: '$1,500', or '$1,499.50' when there are cents. */
export function formatMessageAmount(value: number): string {
  return Number.isInteger(value) ? formatCurrencyWhole(value) : formatCurrency(value);
}

/** The buyer's latest amount: the one on the table when they named it, else their last one. */
export function buyerAmountOf(thread: LeadThread): number | null {
  if (thread.currentBy === 'BUYER' && thread.currentAmount !== null) return thread.currentAmount;
  const named = thread.messages.filter(
    (message) => message.sender === LeadSender.BUYER && message.amount !== null,
  );
  return named.at(-1)?.amount ?? thread.offer;
}

/**
 * A template filled for this thread. An amount the thread does not have (no offer yet, no
 * selling price) keeps its placeholder, so the owner sees what is left to write before sending.
 */
export function fillForThread(body: string, thread: LeadThread): string {
  const offer = buyerAmountOf(thread);
  return fillLeadTemplate(body, {
    domain: thread.unicodeDomain || thread.domain,
    buyerName: thread.name,
    offer: offer === null ? '{offer}' : formatMessageAmount(offer),
    price: thread.sellingPrice === null ? '{price}' : formatMessageAmount(thread.sellingPrice),
  });
}

/**
 * A placeholder a template left in the message because the thread had nothing to put there
 * ('{price}' without a selling price), or null. The buyer must never receive one.
 */
export function unfilledPlaceholder(message: string): string | null {
  return LEAD_TEMPLATE_PLACEHOLDERS.find((placeholder) => message.includes(placeholder)) ?? null;
}
