import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { OwnerEventsModule } from './common/events/owner-events';
import { RateLimiterModule } from './common/http/rate-limiter';
import { ReadRoutingInterceptor } from './common/http/read-routing.interceptor';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { loggerOptions } from './config/logger-options';
import type { DatabaseHandle } from './database/database';
import { DatabaseModule } from './database/database.module';
import { AuthModule } from './modules/auth/auth.module';
import { DnsVerificationModule } from './modules/dns-verification/dns-verification.module';
import { DomainsModule } from './modules/domains/domains.module';
import { EscrowModule } from './modules/escrow/escrow.module';
import { HealthModule } from './modules/health/health.module';
import { LeadsModule } from './modules/leads/leads.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { RegistryModule } from './modules/registry/registry.module';
import { SecurityModule } from './modules/security/security.module';
import { RegistrarsModule } from './modules/registrars/registrars.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { PortfolioModule } from './modules/portfolio/portfolio.module';
import { AccountDataModule } from './modules/account-data/account-data.module';
import { AdminModule } from './modules/admin/admin.module';
import { SearchModule } from './modules/search/search.module';
import { SitesModule } from './modules/sites/sites.module';
import { SupportModule } from './modules/support/support.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: DatabaseHandle): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({ pinoHttp: loggerOptions(config) }),
        DatabaseModule.forRoot(database),
        RateLimiterModule,
        OwnerEventsModule,
        AuthModule,
        // Before DomainsModule: its /api/domains/portfolio-stats must be routed before
        // /api/domains/:domain.
        PortfolioModule,
        DomainsModule,
        HealthModule,
        SitesModule,
        SearchModule,
        LeadsModule,
        EscrowModule,
        DnsVerificationModule,
        PaymentsModule,
        AccountDataModule,
        AdminModule,
        SupportModule,
        NotificationsModule,
        RegistryModule,
        RegistrarsModule,
        SecurityModule,
      ],
      providers: [{ provide: APP_INTERCEPTOR, useClass: ReadRoutingInterceptor }],
    };
  }
}
