import { PRODUCT_NAME } from '../app/app-info';
import type { PublicDomain } from '../domains/domain.types';
import { formatCurrency } from '../format/format';
import type { SiteOwner } from '../sites/site-context';

/**
 * A landing page's title: the domain, then the host on an owner's own domain or
 * the product's name on the product's hosts. A parked domain's own page (the host is the
 * domain) says "For Sale", or "Sold", instead of repeating the name. The API and the page use
 * the same.
 */
export function landingPageTitle(
  domain: Pick<PublicDomain, 'name' | 'unicodeName'>,
  owner: Pick<SiteOwner, 'customHost'> | null,
  host: string,
  sold = false,
): string {
  if (!owner?.customHost) return `${domain.unicodeName} | ${PRODUCT_NAME}`;
  const bare = host.toLowerCase().replace(/^www\./, '');
  const own = bare === domain.name || bare === domain.unicodeName;
  const suffix = own ? (sold ? 'Sold' : 'For Sale') : host;
  return `${domain.unicodeName} | ${suffix}`;
}

/** A landing page's description for search results and link previews. */
export function landingPageDescription(
  domain: Pick<PublicDomain, 'unicodeName' | 'description' | 'sellingPrice'>,
  sold = false,
): string {
  const offer = sold
    ? `${domain.unicodeName} has been sold.`
    : domain.sellingPrice === null
      ? `${domain.unicodeName} is for sale. Make the owner an offer.`
      : `${domain.unicodeName} is for sale for ${formatCurrency(domain.sellingPrice)}.`;
  return domain.description ? `${domain.description} ${offer}` : offer;
}
