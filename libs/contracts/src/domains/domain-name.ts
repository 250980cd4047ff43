const MAX_HOSTNAME_LENGTH = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * True for a lowercase ASCII host name: dot-separated labels of letters, digits and inner
 * hyphens, 1-63 characters each, 253 in all. One label ('localhost') is allowed.
 */
export function isValidHostname(host: string): boolean {
  if (host.length === 0 || host.length > MAX_HOSTNAME_LENGTH) {
    return false;
  }
  return host.split('.').every((label) => LABEL.test(label));
}

/**
 * True for a domain name as stored: a valid lowercase ASCII host name (punycode for
 * internationalized names) of at least two labels whose last label is a real-looking TLD.
 */
export function isValidDomainName(name: string): boolean {
  if (!isValidHostname(name)) {
    return false;
  }
  const labels = name.split('.');
  return labels.length >= 2 && TLD.test(labels[labels.length - 1] ?? '');
}

/** The last label of a domain name ('com' for 'example.com'). */
export function domainTld(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}
