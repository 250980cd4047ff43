import { SecurityModule } from '../security/security.module';
import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { AuthModule } from '../auth/auth.module';
import { DomainsModule } from '../domains/domains.module';
import { EmailsModule } from '../emails/emails.module';
import { LeadsModule } from '../leads/leads.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { UsersModule } from '../users/users.module';
import { AccountDataController } from './account-data.controller';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { AccountPurgeJob } from './account-purge.job';

/**
 * An owner's data as a whole: downloading all of it, deleting the account, and removing the
 * data of deleted accounts for good after 90 days.
 */
@Module({
  imports: [
    UsersModule,
    ApiKeysModule,
    AuthModule,
    EmailsModule,
    PortfolioModule,
    DomainsModule,
    LeadsModule,
    NotificationsModule,
    SecurityModule,
  ],
  controllers: [AccountDataController],
  providers: [AccountExportService, AccountDeletionService, AccountPurgeJob],
})
export class AccountDataModule {}
