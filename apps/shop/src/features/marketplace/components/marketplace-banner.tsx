import { BANNER_COOKIE_DAYS } from '@domainfolio/contracts';
import { PromoBanner } from '@domainfolio/ui';

const COOKIE_NAME = 'domainfolio_marketplace_banner';

/** Invites sellers to bring their whole portfolio; dismissed for 30 days. */
export function MarketplaceBanner({ appUrl }: { appUrl: string }) {
  return (
    <PromoBanner
      cookieName={COOKIE_NAME}
      cookieDays={BANNER_COOKIE_DAYS.marketplace}
      action={{ label: 'Get Started', href: `${appUrl}/register` }}
    >
      <strong className="font-semibold">Selling domains?</strong> Bulk upload your portfolio from
      registrars and marketplaces like GoDaddy, Namecheap, Dynadot, Sedo and Afternic, and list it
      here for free.
    </PromoBanner>
  );
}
