import type { SiteContext } from '@domainfolio/contracts';
import { jsonLdText, landingStructuredData } from './structured-data';

type Landing = NonNullable<SiteContext['landing']>;

function landing(domain: Partial<Landing['domain']> = {}, sold = false): Landing {
  return {
    domain: {
      _id: 'd1',
      name: 'xn--caf-dma.com',
      unicodeName: 'café.com',
      tld: 'com',
      description: null,
      sellingPrice: 2500,
      offersEnabled: true,
      buyItNow: false,
      priceHidden: false,
      purchaseUrl: null,
      financeUrl: null,
      leaseUrl: null,
      username: 'alice',
      createdDate: '2026-01-01T00:00:00.000Z',
      ...domain,
    } as Landing['domain'],
    sold,
    owner: { username: 'alice', displayName: 'Alice' },
    page: {
      isEnabled: true,
      title: null,
      theme: 'light',
      logo: null,
      logoLight: null,
      description: null,
    },
    analytics: { googleAnalyticsTrackingId: null },
  };
}

const URL = 'https://alice.example/xn--caf-dma.com';

describe("a landing page's structured data", () => {
  it('is a Product with its Unicode name and description, and an Offer at its shown price', () => {
    expect(landingStructuredData(landing({ description: 'A cosy name' }), URL)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'café.com',
      description: 'A cosy name',
      url: URL,
      offers: {
        '@type': 'Offer',
        price: '2500.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: URL,
      },
    });
  });

  it('names no price (nor a currency) when the page shows none: unset or hidden', () => {
    // A hidden price reaches the page as null (toPublicDomain), as an unset one does.
    const data = landingStructuredData(landing({ sellingPrice: null, priceHidden: true }), URL);
    expect(data['offers']).toEqual({
      '@type': 'Offer',
      availability: 'https://schema.org/InStock',
      url: URL,
    });
    expect(data).not.toHaveProperty('description');
  });

  it('says that a sold name is sold out', () => {
    const data = landingStructuredData(landing({ sellingPrice: null }, true), URL);
    expect(data['offers']).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(data['offers']).not.toHaveProperty('price');
  });
});

describe('JSON-LD text', () => {
  it('has no character that could end its script element, and reads back as the same value', () => {
    const hostile = '</script><script>alert(1)</script><!-- & ]]> \u2028\u2029';
    const text = jsonLdText({ description: hostile });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual({ description: hostile });
  });
});
