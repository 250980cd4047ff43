import type { PublicDomain } from '@domainfolio/contracts';

export const MAKE_AN_OFFER = 'Make an Offer';

/** The price a visitor may see, or null when there is none or the owner hides it. */
export function visiblePrice(
  domain: Pick<PublicDomain, 'sellingPrice' | 'priceHidden'>,
): number | null {
  return domain.priceHidden ? null : domain.sellingPrice;
}
