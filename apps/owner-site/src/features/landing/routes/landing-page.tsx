import { isNotFoundError, usePublicDomain } from '@domainfolio/api-client';
import { PRODUCT_NAME } from '@domainfolio/contracts';
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
import { PaymentMethods } from '../components/payment-methods';
import { PricePanel } from '../components/price-panel';

/**
 * A domain's landing page (spec 2.16): its name, description, price and the owner's payment
 * links. The page title is the domain and the host, or the product on the product's own hosts.
 */
export function LandingPage({ domainName }: { domainName: string }) {
  const context = useSiteContext();
  const owner = context.owner;
  const landing = usePublicDomain(domainName);
  const notFound = isNotFoundError(landing.error);
  const domain = landing.data?.domain;
  const siteName = owner?.customHost ? window.location.hostname : PRODUCT_NAME;
  useDocumentTitle(notFound ? null : `${domain?.unicodeName ?? domainName} | ${siteName}`);

  if (notFound) return <NotFoundPage homeHref="/" mainSiteUrl={context.appUrl} />;

  const poweredBy = `Domain Landing Pages Powered by ${PRODUCT_NAME}`;
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
              action={<Button onClick={() => void landing.refetch()}>Try again</Button>}
            />
          ) : (
            <PageSpinner />
          )}
        </main>
        <OwnerFooter poweredByLabel={poweredBy} />
      </div>
    );
  }

  const { page } = landing.data;
  const home = owner ? ownerHome(context, owner) : null;

  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <main className="mx-auto w-full max-w-3xl grow px-4 py-10 sm:px-6 sm:py-16">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Logo
            src={page.logo}
            alt={page.title ? `${page.title} logo` : 'Logo'}
            className="size-12 rounded-lg bg-white object-contain p-1 ring-1 ring-gray-200"
          />
          {page.isEnabled && home && (
            <div className="flex flex-wrap items-center gap-3">
              <Badge color="green">For Sale</Badge>
              <AppLink
                href={home.href}
                className="text-sm font-semibold text-indigo-600 hover:text-indigo-500"
              >
                View more from {home.host} <span aria-hidden="true">&rarr;</span>
              </AppLink>
            </div>
          )}
        </div>

        <h1 className="mt-10 text-4xl font-bold tracking-tight break-all text-gray-900 sm:text-6xl">
          {domain.unicodeName}
        </h1>
        {domain.unicodeName !== domain.name && (
          <p className="mt-2 text-sm text-gray-500">{domain.name}</p>
        )}
        {domain.description && (
          <p className="mt-6 text-lg text-pretty text-gray-600">{domain.description}</p>
        )}

        <div className="mt-10 flex flex-col gap-6">
          <PricePanel domain={domain} />
          <PaymentMethods domain={domain} />
        </div>
      </main>
      <OwnerFooter poweredByLabel={poweredBy} />
    </div>
  );
}
