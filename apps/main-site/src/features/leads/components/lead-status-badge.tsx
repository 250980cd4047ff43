import { LEAD_STATUS_LABELS, LeadStatus } from '@domainfolio/contracts';
import { Badge, type BadgeColor } from '@domainfolio/ui';

/**
 * One color per meaning: indigo waits on the owner, yellow on the buyer, green is a deal,
 * red ended it, gray is quiet (a reply without a price, a counter that lapsed).
 */
const STATUS_COLORS: Readonly<Record<LeadStatus, BadgeColor>> = {
  [LeadStatus.NEW]: 'indigo',
  [LeadStatus.REPLIED]: 'gray',
  [LeadStatus.COUNTERED]: 'yellow',
  [LeadStatus.ACCEPTED]: 'green',
  [LeadStatus.DECLINED]: 'red',
  [LeadStatus.EXPIRED]: 'gray',
  [LeadStatus.SOLD]: 'green',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge color={STATUS_COLORS[status]}>{LEAD_STATUS_LABELS[status]}</Badge>;
}
