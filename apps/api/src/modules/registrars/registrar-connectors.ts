import { Inject, Injectable } from '@nestjs/common';
import type { RegistrarOption, SyncedRegistrar } from '@domainfolio/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CloudflareConnector } from './connectors/cloudflare.connector';
import { DynadotConnector } from './connectors/dynadot.connector';
import { GoDaddyConnector } from './connectors/godaddy.connector';
import { NamecheapConnector } from './connectors/namecheap.connector';
import { PorkbunConnector } from './connectors/porkbun.connector';
import type { RegistrarConnector } from './connectors/registrar-connector';

/** The five registrars' connectors, each at its configured base URL (a local fake in tests). */
@Injectable()
export class RegistrarConnectors {
  private readonly connectors: ReadonlyMap<SyncedRegistrar, RegistrarConnector>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const list: RegistrarConnector[] = [
      new PorkbunConnector(config.PORKBUN_API_URL),
      new GoDaddyConnector(config.GODADDY_API_URL),
      new NamecheapConnector(config.NAMECHEAP_API_URL),
      new DynadotConnector(config.DYNADOT_API_URL),
      new CloudflareConnector(config.CLOUDFLARE_API_URL),
    ];
    this.connectors = new Map(list.map((connector) => [connector.registrar, connector]));
  }

  get(registrar: SyncedRegistrar): RegistrarConnector {
    const connector = this.connectors.get(registrar);
    if (!connector) throw new Error(`No connector for ${registrar}`);
    return connector;
  }

  /** What the add form offers: each registrar and the credentials it issues. */
  options(): RegistrarOption[] {
    return [...this.connectors.values()].map((connector) => ({
      registrar: connector.registrar,
      label: connector.label,
      fields: connector.credentialFields.map((field) => ({ ...field })),
    }));
  }
}
