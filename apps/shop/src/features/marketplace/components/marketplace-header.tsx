import { Button, VersionBadge, Wordmark } from '@domainfolio/ui';

/** The marketplace's top bar: the product (to the main site) and an invitation to sell. */
export function MarketplaceHeader({ appUrl }: { appUrl: string }) {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-x-4 px-4 py-3 sm:px-6 lg:px-8">
        <div className="flex items-center gap-x-3">
          <a
            href={appUrl}
            className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <Wordmark />
          </a>
          <VersionBadge className="hidden sm:inline-flex" />
        </div>
        <Button href={`${appUrl}/register`} size="sm">
          Sell your domains
        </Button>
      </div>
    </header>
  );
}
