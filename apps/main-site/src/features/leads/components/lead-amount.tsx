import { DASH, LeadStatus, formatCurrency, type NegotiatedLead } from '@domainfolio/contracts';

type AmountFields = Pick<
  NegotiatedLead,
  'status' | 'currentAmount' | 'currentBy' | 'agreedAmount' | 'offer'
>;

/** The price that matters now: the agreed one once there is a deal, else the one on the table. */
export function amountOf(lead: AmountFields): { amount: number | null; by: string | null } {
  if (
    (lead.status === LeadStatus.ACCEPTED || lead.status === LeadStatus.SOLD) &&
    lead.agreedAmount !== null
  ) {
    return { amount: lead.agreedAmount, by: 'Agreed' };
  }
  if (lead.currentAmount === null) {
    // A lead from before negotiations has no price on the table: its offer is the buyer's.
    return lead.currentBy === null && lead.offer !== null
      ? { amount: lead.offer, by: "Buyer's offer" }
      : { amount: null, by: null };
  }
  return {
    amount: lead.currentAmount,
    by: lead.currentBy === 'OWNER' ? 'Your counter' : "Buyer's offer",
  };
}

/** The amount, right-aligned in tabular figures, with who named it beneath. */
export function LeadAmount({
  lead,
  align = 'end',
}: {
  lead: AmountFields;
  /** 'end' in a table's right-aligned column, 'start' in a card. */
  align?: 'start' | 'end';
}) {
  const { amount, by } = amountOf(lead);
  if (amount === null) return <span className="text-gray-400">{DASH}</span>;
  return (
    <span className={align === 'end' ? 'flex flex-col items-end' : 'flex flex-col items-start'}>
      <span className="font-medium text-gray-900 tabular-nums">{formatCurrency(amount)}</span>
      {by && <span className="text-xs text-gray-500">{by}</span>}
    </span>
  );
}
