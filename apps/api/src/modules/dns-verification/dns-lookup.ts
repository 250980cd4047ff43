import { Resolver } from 'node:dns/promises';
import { Inject, Injectable } from '@nestjs/common';
import { NoAnswerError, withinDeadline } from '../../common/outbound/deadline';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** One try's wait per DNS server; the resolver doubles it for the second try. */
const TRY_TIMEOUT_MS = 2000;

/** Errors that mean the DNS servers did not answer, as opposed to answering "no such record". */
const NO_ANSWER = new Set(['ETIMEOUT', 'ECANCELLED', 'ECONNREFUSED']);

/** TXT lookups through the configured DNS servers (DNS_SERVERS), or the system's. */
@Injectable()
export class DnsLookup {
  private readonly servers: string[] | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const servers = config.DNS_SERVERS?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    this.servers = servers && servers.length > 0 ? servers : undefined;
  }

  /**
   * The TXT values at `name` (each record's strings joined); none when the name has none.
   * Servers that do not answer within the request's deadline are a NoAnswerError naming DNS.
   */
  async txt(name: string): Promise<string[]> {
    // A resolver per lookup, so cancelling one lookup at its deadline cancels no other.
    const resolver = new Resolver({ timeout: TRY_TIMEOUT_MS, tries: 2 });
    if (this.servers) resolver.setServers(this.servers);
    try {
      const records = await withinDeadline('DNS', (_timeoutMs, signal) => {
        signal.addEventListener('abort', () => resolver.cancel());
        return resolver.resolveTxt(name);
      });
      return records.map((chunks) => chunks.join(''));
    } catch (error) {
      if (error instanceof NoAnswerError) throw error;
      if (NO_ANSWER.has((error as { code?: string }).code ?? ''))
        throw new NoAnswerError('DNS', { cause: error });
      // NXDOMAIN or no TXT data: no proof here (yet).
      return [];
    }
  }
}
