import { isNotFoundError, usePublicDomain } from '@domainfolio/api-client';
import {
  PRODUCT_NAME,
  landingPageDescription,
  landingPageTitle,
  type PublicDomain,
} from '@domainfolio/contracts';
import {
  AppLink,
  Badge,
  Button,
  EmptyState,
  Logo,
  NotFoundPage,
  PageSpinner,
  useDocumentTitle,
  useSiteContext,
} from '@domainfolio/ui';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { OwnerFooter } from '../../../components/owner-footer';
import { ownerHome } from '../../../lib/owner-home';
import { useGoogleAnalytics } from '../../../lib/use-google-analytics';
import { useMetaDescription } from '../../../lib/use-meta-description';
import { LeadForm } from '../components/lead-form';
import { PaymentMethods } from '../components/payment-methods';
import { PricePanel } from '../components/price-panel';
import { SoldNotice } from '../components/sold-notice';
import { useDomainView } from '../hooks/use-domain-view';

const POWERED_BY = `Domain Landing Pages Powered by ${PRODUCT_NAME}`;

/**
 * A domain's landing page: its name, description and price, the lead and offer
 * form, and the owner's payment links; once sold, only its name and that it has been sold. The tab shows the domain and the host, or the product on
 * the product's own hosts. Once loaded it counts a view and starts the owner's analytics.
 */
export function LandingPage({ domainName }: { domainName: string }) {
  const context = useSiteContext();
  const owner = context.owner;
  const landing = usePublicDomain(domainName, context.landing);
  const notFound = isNotFoundError(landing.error);
  const domain = landing.data?.domain;
  const sold = landing.data?.sold ?? false;
  useDocumentTitle(
    notFound
      ? null
      : landingPageTitle(
          domain ?? { name: domainName, unicodeName: domainName },
          owner,
          context.host,
          sold,
        ),
  );
  useMetaDescription(domain ? landingPageDescription(domain, sold) : null);
  // Views measure interest in a name for sale; a sold one's page counts none.
  useDomainView(sold ? undefined : domain?.name);
  useGoogleAnalytics(landing.data?.analytics.googleAnalyticsTrackingId);

  if (notFound) return <NotFoundPage homeHref="/" mainSiteUrl={context.appUrl} />;

  if (!landing.data || !domain) {
    return (
      <div className="flex min-h-screen flex-col bg-gray-50">
        <main className="grow px-4">
          {landing.error ? (
            <EmptyState
              className="mx-auto mt-24 max-w-lg"
              icon={ExclamationTriangleIcon}
              title="This page could not be loaded"
              description={landing.error.message}
              action={<Button onClick={landing.refetch}>Try again</Button>}
            />
          ) : (
            <PageSpinner />
          )}
        </main>
        <OwnerFooter poweredByLabel={POWERED_BY} />
      </div>
    );
  }

  const { page } = landing.data;
  const home = owner && page.isEnabled ? ownerHome(context, owner) : null;

  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <main className="mx-auto w-full max-w-6xl grow px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Logo
            src={page.logo}
            alt={page.title ? `${page.title} logo` : 'Logo'}
            className="size-12 rounded-lg bg-white object-contain p-1 ring-1 ring-gray-200"
          />
          {sold ? (
            <Badge color="gray">Sold</Badge>
          ) : (
            home && (
              <div className="flex flex-wrap items-center gap-3">
                <Badge color="green">For Sale</Badge>
                <AppLink
                  href={home.href}
                  className="text-sm font-semibold text-indigo-600 hover:text-indigo-500"
                >
                  View more from {home.host} <span aria-hidden="true">&rarr;</span>
                </AppLink>
              </div>
            )
          )}
        </div>

        {sold ? (
          // Sold: the name and the news, with no price, form or payment links.
          <div className="mt-10 max-w-3xl">
            <DomainHeading domain={domain} />
            <div className="mt-10">
              <SoldNotice domain={domain} home={home} />
            </div>
          </div>
        ) : (
          <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-5 lg:gap-12">
            <div className="min-w-0 lg:col-span-3">
              <DomainHeading domain={domain} />
              {domain.description && (
                <p className="mt-6 text-lg text-pretty text-gray-600">{domain.description}</p>
              )}
              <div className="mt-10 flex flex-col gap-6">
                <PricePanel domain={domain} />
                <PaymentMethods domain={domain} />
              </div>
            </div>
            <div className="min-w-0 lg:col-span-2">
              <LeadForm
                key={domain.name}
                domain={domain}
                owner={landing.data.owner.username}
                recaptcha={context.recaptcha}
              />
            </div>
          </div>
        )}
      </main>
      <OwnerFooter poweredByLabel={POWERED_BY} />
    </div>
  );
}

/** The domain's name as the page's heading, with its ASCII form under an internationalized one. */
function DomainHeading({ domain }: { domain: Pick<PublicDomain, 'name' | 'unicodeName'> }) {
  return (
    <>
      {/* A long name breaks at its hyphens first, and mid-label only when it must. */}
      <h1 className="text-4xl font-bold tracking-tight break-words text-gray-900 sm:text-5xl">
        {domain.unicodeName}
      </h1>
      {domain.unicodeName !== domain.name && (
        <p className="mt-2 text-sm break-words text-gray-500">{domain.name}</p>
      )}
    </>
  );
}
