import { PRODUCT_NAME } from '@domainfolio/contracts';
import { Footer, useSiteContext } from '@domainfolio/ui';

/**
 * The owner site's footer: the legal pages on the main site, and a 'Powered by' link that is
 * left out when the visitor came through the owner's own domain.
 */
export function OwnerFooter({
  poweredByLabel = `Powered by ${PRODUCT_NAME}`,
}: {
  poweredByLabel?: string;
}) {
  const { appUrl, owner } = useSiteContext();
  return (
    <Footer
      mainSiteUrl={appUrl}
      poweredBy={owner?.customHost ? undefined : { label: poweredByLabel, href: appUrl }}
    />
  );
}
