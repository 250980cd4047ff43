import { Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module';
import { EmailModule } from '../email/email.module';
import { UsersModule } from '../users/users.module';
import { LeadFormController, LeadsController } from './leads.controller';
import { LeadsRepository } from './leads.repository';
import { LeadsService } from './leads.service';
import { RecaptchaVerifier } from './recaptcha.service';

@Module({
  imports: [EmailModule, DomainsModule, UsersModule],
  controllers: [LeadFormController, LeadsController],
  providers: [LeadsService, LeadsRepository, RecaptchaVerifier],
  exports: [LeadsService],
})
export class LeadsModule {}
