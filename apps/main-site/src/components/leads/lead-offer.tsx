import { LeadKind, formatCurrency, formatOrDash, type Lead } from '@domainfolio/contracts';
import { Badge } from '@domainfolio/ui';

/** An offer or a Buy-It-Now request is tagged; a plain inquiry is not. */
const KIND_BADGES: Partial<Record<LeadKind, { label: string; color: 'indigo' | 'green' }>> = {
  [LeadKind.OFFER]: { label: 'Offer', color: 'indigo' },
  [LeadKind.BUY_NOW]: { label: 'Buy Now', color: 'green' },
};

/** Whether there is anything to show: an amount or a kind worth a badge. */
export function hasOfferOrBadge(lead: Pick<Lead, 'kind' | 'offer'>): boolean {
  return lead.offer !== null || KIND_BADGES[lead.kind] !== undefined;
}

/** The amount ($0,0.00, or a dash) with the kind of lead beside it. */
export function LeadOffer({ lead }: { lead: Pick<Lead, 'kind' | 'offer'> }) {
  const badge = KIND_BADGES[lead.kind];
  return (
    <span className="inline-flex items-center gap-x-2">
      {badge && <Badge color={badge.color}>{badge.label}</Badge>}
      {formatOrDash(lead.offer, formatCurrency)}
    </span>
  );
}
