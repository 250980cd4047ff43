import { PRODUCT_NAME, SEARCH_DEBOUNCE_MS, ownerSiteUrl } from '@domainfolio/contracts';
import {
  Button,
  EmptyState,
  Footer,
  PublicDomainList,
  useDocumentTitle,
  useSiteContext,
} from '@domainfolio/ui';
import { MarketplaceBanner } from '../components/marketplace-banner';
import { MarketplaceHeader } from '../components/marketplace-header';

/**
 * The marketplace: every owner's public domains, searchable, sorted, filtered by price and
 * length, and paged. Each card opens the landing page on its owner's site in a new
 * tab.
 */
export function MarketplacePage() {
  const { appUrl } = useSiteContext();
  useDocumentTitle(`Domain Marketplace | ${PRODUCT_NAME}`);
  const registerUrl = `${appUrl}/register`;

  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <MarketplaceHeader appUrl={appUrl} />
      <main className="mx-auto w-full max-w-7xl grow px-4 py-8 sm:px-6 lg:px-8">
        <MarketplaceBanner appUrl={appUrl} />

        <h1 className="mt-8 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
          Domain Marketplace
        </h1>
        <PublicDomainList
          className="mt-2"
          debounceMs={SEARCH_DEBOUNCE_MS.marketplace}
          hrefFor={(domain) => `${ownerSiteUrl(appUrl, domain.username)}/${domain.name}`}
          target="_blank"
          emptyCatalogue={
            <EmptyState
              title="No domains are listed yet"
              description="Be the first: list your domains and get a free landing page for each."
              action={<Button href={registerUrl}>List your domains</Button>}
            />
          }
        />

        <p className="mt-12 text-center text-sm text-gray-600">
          Own domains?{' '}
          <a href={registerUrl} className="font-semibold text-indigo-600 hover:text-indigo-500">
            Get your free landing page <span aria-hidden="true">&rarr;</span>
          </a>
        </p>
      </main>
      <Footer mainSiteUrl={appUrl} />
    </div>
  );
}
