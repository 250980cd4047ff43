/**
 * The RDAP bootstrap registry for DNS (RFC 9224): which RDAP server answers for each TLD, read
 * from IANA's file (`services`: pairs of TLD lists and server URLs). A TLD it does not list
 * publishes no RDAP data.
 */
export class RdapBootstrap {
  private constructor(
    private readonly servers: ReadonlyMap<string, string>,
    /** The file's publication time, as it states it. */
    readonly publication: string | null,
  ) {}

  get size(): number {
    return this.servers.size;
  }

  /**
   * Reads a bootstrap file; throws with the reason when it is not one (not JSON of that shape,
   * or naming no server at all), so a broken download never replaces a working file.
   */
  static parse(text: string): RdapBootstrap {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error('the bootstrap file is not JSON');
    }
    if (typeof body !== 'object' || body === null || !Array.isArray((body as Json).services))
      throw new Error('the bootstrap file has no "services" list');
    const servers = new Map<string, string>();
    for (const service of (body as Json).services as unknown[]) {
      if (!Array.isArray(service) || !Array.isArray(service[0]) || !Array.isArray(service[1]))
        continue;
      const url = preferredUrl(service[1] as unknown[]);
      if (!url) continue;
      for (const tld of service[0] as unknown[]) {
        if (typeof tld !== 'string') continue;
        const key = tld
          .trim()
          .toLowerCase()
          .replace(/^\.|\.$/g, '');
        if (/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(key)) servers.set(key, url);
      }
    }
    if (servers.size === 0) throw new Error('the bootstrap file names no RDAP server');
    const publication = (body as Json).publication;
    return new RdapBootstrap(servers, typeof publication === 'string' ? publication : null);
  }

  /**
   * The base URL of the server for a name (ending in '/'), by its longest listed suffix
   * ('example.co.uk' asks for 'co.uk', then 'uk'); null when its TLD publishes no RDAP data.
   */
  serverFor(name: string): string | null {
    const labels = name.toLowerCase().split('.');
    for (let start = 1; start < labels.length; start += 1) {
      const url = this.servers.get(labels.slice(start).join('.'));
      if (url) return url;
    }
    return null;
  }
}

type Json = Record<string, unknown>;

/** The first https URL of a service (RFC 9224 asks clients to prefer it), else its first http one. */
function preferredUrl(urls: readonly unknown[]): string | null {
  const valid = urls.filter((url): url is string => {
    if (typeof url !== 'string') return false;
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'https:' || parsed.protocol === 'http:';
    } catch {
      return false;
    }
  });
  const chosen = valid.find((url) => url.startsWith('https:')) ?? valid[0];
  if (!chosen) return null;
  return chosen.endsWith('/') ? chosen : `${chosen}/`;
}
