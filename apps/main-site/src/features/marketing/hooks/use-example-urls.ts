import { useDomainSearch } from '@domainfolio/api-client';
import { ownerSiteUrl } from '@domainfolio/contracts';
import { useSiteContext } from '@domainfolio/ui';
import { DEMO_USERNAME } from '../../../config/paths';

/**
 * The demo owner's portfolio, and the landing page of their newest domain (the portfolio
 * until that is known, or when the demo has no public domain).
 */
export function useExampleUrls(): { portfolioUrl: string; landingPageUrl: string } {
  const { appUrl } = useSiteContext();
  const portfolioUrl = ownerSiteUrl(appUrl, DEMO_USERNAME);
  const newest = useDomainSearch({ username: DEMO_USERNAME, limit: 1 });
  const name = newest.data?.docs[0]?.name;
  return { portfolioUrl, landingPageUrl: name ? `${portfolioUrl}/${name}` : portfolioUrl };
}
