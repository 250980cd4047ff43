import { domainTld, isValidDomainName } from '@domainfolio/contracts';
import { parse } from 'tldts';

/**
 * A host name's ASCII form (punycode for internationalized names), lowercased, by the WHATWG
 * URL parser that browsers and Node share; '' when the text cannot be a host name.
 */
export function toAsciiHost(text: string): string {
  const host = text.trim().toLowerCase();
  if (host === '' || /[\s/?#@:\\[\]]/.test(host)) return '';
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return '';
  }
}

export type DomainNameCheck =
  | { ok: true; name: string; tld: string }
  | { ok: false; reason: 'INVALID'; typed: string }
  | { ok: false; reason: 'SUBDOMAIN'; typed: string; domain: string };

/**
 * What a person typed or pasted ('https://Café.com/', ' Example.COM ') → the stored name:
 * lowercase ASCII and its public suffix. Refuses anything that is not a registrable domain,
 * and names the domain when given a subdomain ('www.example.com' → 'example.com').
 */
export function checkDomainName(input: string): DomainNameCheck {
  const typed = input.trim();
  const host = typed
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');
  const name = toAsciiHost(host);
  if (!name || !isValidDomainName(name)) return { ok: false, reason: 'INVALID', typed };
  const parsed = parse(name);
  if (parsed.domain && parsed.domain !== name)
    return { ok: false, reason: 'SUBDOMAIN', typed, domain: parsed.domain };
  return { ok: true, name, tld: parsed.publicSuffix ?? domainTld(name) };
}

/** The sentence that explains a refused name, for previews and error messages. */
export function domainNameProblem(check: Exclude<DomainNameCheck, { ok: true }>): string {
  return check.reason === 'SUBDOMAIN'
    ? `${check.typed} is a subdomain. Add the domain itself, such as ${check.domain}.`
    : `${check.typed || '(empty)'} is not a valid domain name.`;
}
