import { Module } from '@nestjs/common';
import { EmailsModule } from '../emails/emails.module';
import { SecurityLogRepository } from './security-log.repository';
import { SecurityLog } from './security-log.service';
import { SecurityController } from './security.controller';

/**
 * The security log: sign-ins, factors, keys, exports, plan changes and deletion requests of an
 * account, recorded by the modules where they happen, read by the owner, and emailed for the
 * ones that matter.
 */
@Module({
  imports: [EmailsModule],
  controllers: [SecurityController],
  providers: [SecurityLog, SecurityLogRepository],
  exports: [SecurityLog],
})
export class SecurityModule {}
