import { AppError } from '../../common/errors/app-error';
import { normalizeDomainName } from './domain-name';

describe('normalizeDomainName', () => {
  it('stores lowercase ASCII and the public suffix', () => {
    expect(normalizeDomainName('  Example.COM ')).toEqual({ name: 'example.com', tld: 'com' });
    expect(normalizeDomainName('café.com')).toEqual({ name: 'xn--caf-dma.com', tld: 'com' });
    expect(normalizeDomainName('example.co.uk')).toEqual({ name: 'example.co.uk', tld: 'co.uk' });
    expect(normalizeDomainName('https://Brand.io/page?x=1')).toEqual({
      name: 'brand.io',
      tld: 'io',
    });
  });

  it('refuses a subdomain with a hint naming the domain', () => {
    expect(() => normalizeDomainName('www.example.com')).toThrow(
      'www.example.com is a subdomain. Add the domain itself, such as example.com.',
    );
    expect(() => normalizeDomainName('shop.example.co.uk')).toThrow(/such as example\.co\.uk/);
  });

  it.each(['', 'example', 'exa mple.com', '-bad-.com', 'a..com', 'x'.repeat(64) + '.com'])(
    'refuses %j naming the value',
    (value) => {
      expect(() => normalizeDomainName(value)).toThrow(AppError);
    },
  );
});
