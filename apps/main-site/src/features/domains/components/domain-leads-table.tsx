import { PAGE_SIZE, type Domain } from '@domainfolio/contracts';
import { EmptyState } from '@domainfolio/ui';
import { InboxIcon } from '@heroicons/react/24/outline';
import { LeadList } from '../../../components/leads/lead-list';

/**
 * A domain's leads: the leads screen's list, for this domain alone, with the same
 * selection, deletion and paging.
 */
export function DomainLeadsTable({ domain }: { domain: Pick<Domain, 'name' | 'leads'> }) {
  return (
    <LeadList
      // Another domain is another list: its own page and selection, no stale rows meanwhile.
      key={domain.name}
      domain={domain.name}
      title="Leads"
      headingLevel={3}
      // As many placeholders as the domain has leads, up to a page.
      skeletonRows={Math.min(Math.max(domain.leads, 1), PAGE_SIZE)}
      empty={
        <EmptyState
          icon={InboxIcon}
          title="No leads for this domain."
          description="Inquiries and offers sent from this domain's landing page appear here."
        />
      }
    />
  );
}
