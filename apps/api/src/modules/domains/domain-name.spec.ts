import { AppError } from '../../common/errors/app-error';
import { normaliseDomainName } from './domain-name';

describe('normaliseDomainName', () => {
  it('stores lowercase ASCII and the public suffix', () => {
    expect(normaliseDomainName('  Example.COM ')).toEqual({ name: 'example.com', tld: 'com' });
    expect(normaliseDomainName('café.com')).toEqual({ name: 'xn--caf-dma.com', tld: 'com' });
    expect(normaliseDomainName('example.co.uk')).toEqual({ name: 'example.co.uk', tld: 'co.uk' });
    expect(normaliseDomainName('https://Brand.io/page?x=1')).toEqual({
      name: 'brand.io',
      tld: 'io',
    });
  });

  it('refuses a subdomain with a hint naming the domain', () => {
    expect(() => normaliseDomainName('www.example.com')).toThrow(
      'www.example.com is a subdomain. Add the domain itself, such as example.com.',
    );
    expect(() => normaliseDomainName('shop.example.co.uk')).toThrow(/such as example\.co\.uk/);
  });

  it.each(['', 'example', 'exa mple.com', '-bad-.com', 'a..com', 'x'.repeat(64) + '.com'])(
    'refuses %j naming the value',
    (value) => {
      expect(() => normaliseDomainName(value)).toThrow(AppError);
    },
  );
});
