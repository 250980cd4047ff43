import { describe, expect, it } from 'vitest';
import { ownerSiteUrl, subdomainUrl } from './site-context';

describe('site URLs', () => {
  it('puts the label in front of the product host and keeps scheme and port', () => {
    expect(subdomainUrl('http://localhost:3000', 'shop')).toBe('http://shop.localhost:3000');
    expect(subdomainUrl('https://domainfolio.com', 'shop')).toBe('https://shop.domainfolio.com');
  });

  it('builds an owner site URL from the username', () => {
    expect(ownerSiteUrl('https://domainfolio.com/', 'demo')).toBe('https://demo.domainfolio.com');
  });
});
