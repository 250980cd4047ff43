import {
  DASH,
  Interval,
  PRODUCT_NAME,
  formatCount,
  formatLeadConversion,
  ownerSiteUrl,
  type PortfolioStats,
} from '@domainfolio/contracts';
import { EmptyState, useDocumentTitle, useSiteContext } from '@domainfolio/ui';
import { InboxIcon } from '@heroicons/react/24/outline';
import { StatTiles } from '../../../components/stat-tiles';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { usePortfolioStats } from '../../../lib/api/get-portfolio-stats';
import { ExportLeadsLinks } from '../components/export-leads-links';
import { LeadList } from '../../../components/leads/lead-list';

/** A tile's value: loading (undefined), unknown after a failed stats call (a dash), or the number. */
function tileValue(
  stats: PortfolioStats | undefined,
  failed: boolean,
  value: (stats: PortfolioStats) => string,
): string | undefined {
  if (stats) return value(stats);
  return failed ? DASH : undefined;
}

function NoLeads() {
  const { appUrl } = useSiteContext();
  const { data: user } = useCurrentUser();
  return (
    <EmptyState
      icon={InboxIcon}
      title="No leads yet"
      description={
        <>
          Leads arrive here when visitors send an inquiry, an offer or a Buy Now request from your
          domains&apos; landing pages. Share{' '}
          {user ? (
            <a
              href={ownerSiteUrl(appUrl, user.username)}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-indigo-600 hover:text-indigo-500"
            >
              your portfolio site
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            'your portfolio site'
          )}{' '}
          so buyers find them.
        </>
      }
    />
  );
}

/**
 * /dashboard/leads, also /dashboard/inbox and /dashboard/forms: lifetime views,
 * leads and conversion, and every lead, newest first, to read, export or delete.
 */
export function LeadsPage() {
  useDocumentTitle(`Leads | ${PRODUCT_NAME}`);
  // The figures are a convenience: when they fail the tiles show a dash and the leads still load.
  const stats = usePortfolioStats(Interval.LIFETIME);
  const failed = stats.isError;

  return (
    <div className="space-y-8">
      <StatTiles
        tiles={[
          {
            label: 'Views',
            value: tileValue(stats.data, failed, (s) => formatCount(s.totalViews)),
          },
          {
            label: 'Leads',
            value: tileValue(stats.data, failed, (s) => formatCount(s.totalLeads)),
          },
          {
            label: 'Lead Conversion %',
            value: tileValue(stats.data, failed, (s) =>
              formatLeadConversion(s.totalLeads, s.totalViews),
            ),
          },
        ]}
      />
      <LeadList
        domain={null}
        title="Leads"
        headingLevel={2}
        empty={<NoLeads />}
        actions={<ExportLeadsLinks />}
      />
    </div>
  );
}
