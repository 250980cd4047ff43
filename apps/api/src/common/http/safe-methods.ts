/**
 * The HTTP methods that only read (RFC 9110's safe methods the API answers). Any other method
 * is a write: it is checked for its origin, empties the kept public pages, and is announced to
 * the read replicas.
 */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
