import { Resolver } from 'node:dns/promises';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** TXT lookups through the configured DNS servers (DNS_SERVERS), or the system's. */
@Injectable()
export class DnsLookup {
  private readonly resolver: Resolver;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.resolver = new Resolver({ timeout: 3000, tries: 2 });
    const servers = config.DNS_SERVERS?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (servers && servers.length > 0) this.resolver.setServers(servers);
  }

  /** The TXT values at `name` (each record's strings joined); none when the name has none. */
  async txt(name: string): Promise<string[]> {
    try {
      const records = await this.resolver.resolveTxt(name);
      return records.map((chunks) => chunks.join(''));
    } catch {
      // NXDOMAIN, no TXT data, a timeout or a refusal: in every case, no proof here (yet).
      return [];
    }
  }
}
