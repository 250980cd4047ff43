import { domainToASCII } from 'node:url';
import { ErrorCode, domainTld, isValidDomainName } from '@domainfolio/contracts';
import { parse } from 'tldts';
import { AppError } from '../../common/errors/app-error';

export interface NormalisedName {
  /** Lowercase ASCII (punycode for internationalised names). */
  name: string;
  /** The public suffix ('com', 'co.uk'). */
  tld: string;
}

/**
 * What an owner typed → the stored name. Accepts Unicode and a pasted URL ('https://Café.com/'),
 * refuses anything that is not a registrable domain, and suggests the domain for a subdomain.
 */
export function normaliseDomainName(input: string): NormalisedName {
  const typed = input.trim();
  const host = typed
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const ascii = host ? domainToASCII(host) : '';
  if (!ascii || !isValidDomainName(ascii)) {
    throw new AppError(ErrorCode.INVALID_DOMAIN_NAME, { vars: { value: typed || '(empty)' } });
  }
  const parsed = parse(ascii);
  if (parsed.domain && parsed.domain !== ascii) {
    throw new AppError(ErrorCode.INVALID_DOMAIN_NAME, {
      vars: { value: typed },
      message: `${typed} is a subdomain. Add the domain itself, such as ${parsed.domain}.`,
    });
  }
  return { name: ascii, tld: parsed.publicSuffix ?? domainTld(ascii) };
}
