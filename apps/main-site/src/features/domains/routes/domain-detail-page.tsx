import { isNotFoundError } from '@domainfolio/api-client';
import {
  PRODUCT_NAME,
  formatCount,
  formatLeadConversion,
  ownerSiteUrl,
} from '@domainfolio/contracts';
import { Alert, Button, PageSpinner, useDocumentTitle, useSiteContext } from '@domainfolio/ui';
import { ArrowTopRightOnSquareIcon, Cog6ToothIcon } from '@heroicons/react/20/solid';
import { useParams } from 'react-router-dom';
import { DomainAnalyticsPanel } from '../../analytics/components/domain-analytics-panel';
import { DashboardNotFound } from '../../../components/dashboard-not-found';
import { StatTiles } from '../../../components/stat-tiles';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useDomain, type OwnDomain } from '../api/get-domain';
import { DomainHistory } from '../components/domain-history';
import { DomainLeadsTable } from '../components/domain-leads-table';
import { ParkingPanel } from '../components/parking-panel';
import { RegistryPanel } from '../components/registry-panel';
import { SalePanel } from '../components/sale-panel';
import { editDomainPath } from '../../../lib/domain-paths';

function DomainDetail({ domain }: { domain: OwnDomain }) {
  const { appUrl } = useSiteContext();
  const { data: user } = useCurrentUser();
  const { registry, history } = domain;
  const landingPage = `${ownerSiteUrl(appUrl, domain.username)}/${encodeURIComponent(domain.name)}`;
  const cards = [
    { label: 'Views', value: formatCount(domain.views) },
    { label: 'Leads', value: formatCount(domain.leads) },
    { label: 'Lead Conversion %', value: formatLeadConversion(domain.leads, domain.views) },
  ];

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="min-w-0 text-xl font-semibold break-words text-gray-900">
          {domain.unicodeName}
        </h2>
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          <Button variant="secondary" href={editDomainPath(domain.name)}>
            <Cog6ToothIcon aria-hidden="true" className="-ml-0.5 size-5 text-gray-400" />
            Domain Settings
          </Button>
          {domain.public ? (
            <Button href={landingPage} target="_blank" rel="noreferrer">
              View Landing Page
              <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </Button>
          ) : (
            <div className="flex flex-col items-start gap-1 sm:items-end">
              <Button href={landingPage} disabled aria-describedby="domain-private-note">
                View Landing Page
              </Button>
              <p id="domain-private-note" className="text-xs text-gray-500">
                Domain is private.
              </p>
            </div>
          )}
        </div>
      </div>

      <StatTiles tiles={cards} size="large" />
      <DomainAnalyticsPanel name={domain.name} sold={domain.sold} />

      <DomainLeadsTable domain={domain} />
      {/* Missing only for the moment between an edit and the detail loading again. */}
      {registry && <RegistryPanel domain={{ ...domain, registry }} />}
      {history && <DomainHistory history={history} timeZone={user?.timeZone} />}
      <SalePanel domain={domain} />
      <ParkingPanel domain={domain} />
    </div>
  );
}

/**
 * /dashboard/domains/:domain: one domain's numbers, its settings, its leads, what its registry
 * says and what changed there, its sale and parking it on Domainfolio.
 */
export function DomainDetailPage() {
  const { domain: name = '' } = useParams();
  const domain = useDomain(name);
  useDocumentTitle(`${domain.data?.unicodeName ?? 'Domain'} | ${PRODUCT_NAME}`);
  if (domain.isPending) return <PageSpinner />;
  if (isNotFoundError(domain.error)) return <DashboardNotFound />;
  if (domain.isError) {
    return (
      <Alert tone="error" title="This domain could not be loaded">
        {domain.error.message}
      </Alert>
    );
  }
  return <DomainDetail domain={domain.data} />;
}
