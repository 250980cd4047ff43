import { Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module';
import { EmailsModule } from '../emails/emails.module';
import { UsersModule } from '../users/users.module';
import { LeadFormController } from './lead-form.controller';
import { LeadsController } from './leads.controller';
import { LeadsRepository } from './leads.repository';
import { LeadsService } from './leads.service';
import { RecaptchaGateway } from './recaptcha.gateway';

@Module({
  imports: [EmailsModule, DomainsModule, UsersModule],
  controllers: [LeadFormController, LeadsController],
  providers: [LeadsService, LeadsRepository, RecaptchaGateway],
  exports: [LeadsService],
})
export class LeadsModule {}
