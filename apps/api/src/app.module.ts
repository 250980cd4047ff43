import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { loggerOptions } from './config/logger-options';
import type { DatabaseHandle } from './database/database';
import { DatabaseModule } from './database/database.module';
import { AuthModule } from './modules/auth/auth.module';
import { DomainsModule } from './modules/domains/domains.module';
import { HealthModule } from './modules/health/health.module';
import { PublicModule } from './modules/public/public.module';
import { LeadsModule } from './modules/leads/leads.module';
import { EscrowModule } from './modules/escrow/escrow.module';
import { DnsVerificationModule } from './modules/dns-verification/dns-verification.module';
import { SearchModule } from './modules/search/search.module';
import { SiteModule } from './modules/site/site.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: DatabaseHandle): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({ pinoHttp: loggerOptions(config) }),
        DatabaseModule.forRoot(database),
        AuthModule,
        DomainsModule,
        HealthModule,
        SiteModule,
        SearchModule,
        PublicModule,
        LeadsModule,
        EscrowModule,
        DnsVerificationModule,
      ],
    };
  }
}
