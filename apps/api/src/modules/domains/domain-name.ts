import { ErrorCode } from '@domainfolio/contracts';
import { checkDomainName, domainNameProblem, toAsciiHost } from '@domainfolio/portfolio-files';
import { AppError } from '../../common/errors/app-error';

export interface NormalizedName {
  /** Lowercase ASCII (punycode for internationalized names). */
  name: string;
  /** The public suffix ('com', 'co.uk'). */
  tld: string;
}

/**
 * What an owner typed → the stored name, by the rule imports use too (`checkDomainName`).
 * Accepts Unicode and a pasted URL ('https://Café.com/'), refuses anything that is not a
 * registrable domain, and suggests the domain for a subdomain.
 */
export function normalizeDomainName(input: string): NormalizedName {
  const check = checkDomainName(input);
  if (check.ok) return { name: check.name, tld: check.tld };
  throw new AppError(ErrorCode.INVALID_DOMAIN_NAME, {
    vars: { value: check.typed || '(empty)' },
    ...(check.reason === 'SUBDOMAIN' ? { message: domainNameProblem(check) } : {}),
  });
}

/**
 * A name from a URL or a form (Unicode or ASCII, any case) → the form it is stored in, for
 * looking a domain up; null when it cannot be a stored name, so the caller answers "not found".
 */
export function lookupName(raw: string): string | null {
  return toAsciiHost(raw) || null;
}

/** A search box's text → the fragment to look for: names are stored as lowercase ASCII. */
export function normalizeSearchTerm(query: string): string {
  const term = query.trim().toLowerCase();
  if (!term || /^[\x20-\x7e]*$/.test(term)) return term;
  return toAsciiHost(term) || term;
}
