const PLACEHOLDER_ORIGIN = 'https://placeholder.invalid';

/**
 * The `next` of `/login?next=` when it is a path on this site, else null. Anything that could
 * leave the site is refused (an open redirect would let a phishing link borrow our login):
 * absolute URLs, protocol-relative '//host', '/\host' (browsers read '\' as '/') and control
 * characters.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?next=...` for the page the visitor tried to open. */
export function loginPathFor(loginPath: string, pathAndSearch: string): string {
  return `${loginPath}?next=${encodeURIComponent(pathAndSearch)}`;
}
