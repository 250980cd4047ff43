/**
 * What owners paste as their custom domain, as a host name: 'https://Portfolio.Example.com/'
 * becomes 'portfolio.example.com'. The scheme, any path or query, and the trailing dot of a
 * fully qualified name are dropped; whether the rest is a valid host is checked separately.
 */
export function customHostFromInput(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');
}
