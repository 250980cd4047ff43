import type { SiteContext } from '@domainfolio/contracts';

type Landing = NonNullable<SiteContext['landing']>;

/** Prices are in US dollars throughout the product (the landing page shows `$2,500.00`). */
const CURRENCY = 'USD';

/**
 * A landing page's domain for search engines, as schema.org JSON-LD: a Product (the name, in
 * Unicode, and its description) with its Offer (availability, and the price when the page
 * shows one), both at the page's URL.
 *
 * Without a shown price (none set, hidden by the owner, or sold) the Offer carries no price
 * and no currency rather than being left out: it still says whether the name can be bought
 * (InStock, or SoldOut for a sold name), and a price of 0 or a made-up one would be false.
 * Search engines then show no price for the page, which is what the page itself does.
 */
export function landingStructuredData(landing: Landing, url: string): Record<string, unknown> {
  const { domain, sold } = landing;
  const price = domain.sellingPrice;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: domain.unicodeName,
    ...(domain.description ? { description: domain.description } : {}),
    url,
    offers: {
      '@type': 'Offer',
      ...(price !== null ? { price: price.toFixed(2), priceCurrency: CURRENCY } : {}),
      availability: sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url,
    },
  };
}

/**
 * JSON that stays data inside a `<script type="application/ld+json">`: `<`, `>` and `&` as
 * Unicode escapes, so no text can close the element or open a comment or CDATA section, and
 * the line separators (U+2028, U+2029) escaped too. JSON parsers read the escapes back as the
 * same characters.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
