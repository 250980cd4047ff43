import { PRODUCT_NAME } from '@domainfolio/contracts';
import { EmptyState, useDocumentTitle } from '@domainfolio/ui';
import { TableCellsIcon } from '@heroicons/react/24/outline';

/**
 * /dashboard. The domain table and portfolio stats (spec 2.6) come with their own issue; until
 * then the page says plainly what will be here.
 */
export function DomainsPage() {
  useDocumentTitle(`Domains | ${PRODUCT_NAME}`);
  return (
    <section aria-labelledby="domains-heading">
      <h2 id="domains-heading" className="sr-only">
        Domains
      </h2>
      <EmptyState
        icon={TableCellsIcon}
        title="Your domains"
        description="Your domain table arrives here: every domain with its price, views, leads and expiration, and your portfolio stats above it. Until then, use the links in the menu to set up your account."
      />
    </section>
  );
}
