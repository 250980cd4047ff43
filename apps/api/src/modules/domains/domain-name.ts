import { domainToASCII } from 'node:url';
import { ErrorCode, domainTld, isValidDomainName } from '@domainfolio/contracts';
import { parse } from 'tldts';
import { AppError } from '../../common/errors/app-error';

export interface NormalizedName {
  /** Lowercase ASCII (punycode for internationalized names). */
  name: string;
  /** The public suffix ('com', 'co.uk'). */
  tld: string;
}

/**
 * What an owner typed → the stored name. Accepts Unicode and a pasted URL ('https://Café.com/'),
 * refuses anything that is not a registrable domain, and suggests the domain for a subdomain.
 */
export function normalizeDomainName(input: string): NormalizedName {
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

/**
 * A name from a URL or a form (Unicode or ASCII, any case) → the form it is stored in, for
 * looking a domain up; null when it cannot be a stored name, so the caller answers "not found".
 */
export function lookupName(raw: string): string | null {
  return domainToASCII(raw.trim().toLowerCase()) || null;
}

/** A search box's text → the fragment to look for: names are stored as lowercase ASCII. */
export function normalizeSearchTerm(query: string): string {
  const term = query.trim().toLowerCase();
  if (!term || /^[\x20-\x7e]*$/.test(term)) return term;
  return domainToASCII(term) || term;
}
