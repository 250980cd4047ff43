import { describe, expect, it } from 'vitest';
import { landingPageDescription, landingPageTitle } from './landing-meta';

const cafe = { name: 'xn--caf-dma.com', unicodeName: 'café.com' };

describe('landingPageTitle', () => {
  it('names the product on its own hosts', () => {
    expect(landingPageTitle(cafe, { customHost: false }, 'alice.localhost')).toBe(
      'café.com | Domainfolio',
    );
    expect(landingPageTitle(cafe, null, 'alice.localhost')).toBe('café.com | Domainfolio');
  });

  it('names the custom host on an owner’s domain', () => {
    expect(landingPageTitle(cafe, { customHost: true }, 'names.example')).toBe(
      'café.com | names.example',
    );
  });

  it('says For Sale on the parked domain itself, with or without www', () => {
    expect(landingPageTitle(cafe, { customHost: true }, 'xn--caf-dma.com')).toBe(
      'café.com | For Sale',
    );
    expect(landingPageTitle(cafe, { customHost: true }, 'www.café.com')).toBe(
      'café.com | For Sale',
    );
  });

  it('says Sold on a sold parked domain itself, and names the host elsewhere', () => {
    expect(landingPageTitle(cafe, { customHost: true }, 'café.com', true)).toBe('café.com | Sold');
    expect(landingPageTitle(cafe, { customHost: true }, 'names.example', true)).toBe(
      'café.com | names.example',
    );
  });
});

describe('landingPageDescription', () => {
  it('adds the price, or asks for an offer, after the owner’s description', () => {
    expect(
      landingPageDescription({ ...cafe, description: 'A cosy name.', sellingPrice: 2500 }),
    ).toBe('A cosy name. café.com is for sale for $2,500.00.');
    expect(landingPageDescription({ ...cafe, description: null, sellingPrice: null })).toBe(
      'café.com is for sale. Make the owner an offer.',
    );
  });

  it('says a sold domain has been sold, after the owner’s description', () => {
    expect(
      landingPageDescription({ ...cafe, description: 'A cosy name.', sellingPrice: null }, true),
    ).toBe('A cosy name. café.com has been sold.');
  });
});
