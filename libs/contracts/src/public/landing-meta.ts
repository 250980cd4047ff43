import { PRODUCT_NAME } from '../app/app-info';
import type { PublicDomain } from '../domains/domain.types';
import { formatCurrency } from '../format/format';
import type { SiteOwner } from '../sites/site-context';

/**
 * A landing page's title: the domain, then the host on an owner's own domain or
 * the product's name on the product's hosts. A parked domain's own page (the host is the
 * domain) says "For Sale" instead of repeating the name. The API and the page use the same.
 */
export function landingPageTitle(
  domain: Pick<PublicDomain, 'name' | 'unicodeName'>,
  owner: Pick<SiteOwner, 'customHost'> | null,
  host: string,
): string {
  if (!owner?.customHost) return `${domain.unicodeName} | ${PRODUCT_NAME}`;
  const bare = host.toLowerCase().replace(/^www\./, '');
  const suffix = bare === domain.name || bare === domain.unicodeName ? 'For Sale' : host;
  return `${domain.unicodeName} | ${suffix}`;
}

/** A landing page's description for search results and link previews. */
export function landingPageDescription(
  domain: Pick<PublicDomain, 'unicodeName' | 'description' | 'sellingPrice'>,
): string {
  const offer =
    domain.sellingPrice === null
      ? `${domain.unicodeName} is for sale. Make the owner an offer.`
      : `${domain.unicodeName} is for sale for ${formatCurrency(domain.sellingPrice)}.`;
  return domain.description ? `${domain.description} ${offer}` : offer;
}
