import { Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module';
import { EmailsModule } from '../emails/emails.module';
import { UsersModule } from '../users/users.module';
import { LeadCheckouts } from './lead-checkout';
import { LeadFormPostController } from './lead-form-post.controller';
import { LeadFormController } from './lead-form.controller';
import { LeadsController } from './leads.controller';
import { LeadsRepository } from './leads.repository';
import { LeadsService } from './leads.service';
import { RecaptchaGateway } from './recaptcha.gateway';

@Module({
  imports: [EmailsModule, DomainsModule, UsersModule],
  controllers: [LeadFormController, LeadFormPostController, LeadsController],
  providers: [LeadsService, LeadsRepository, RecaptchaGateway, LeadCheckouts],
  exports: [LeadsService, LeadCheckouts],
})
export class LeadsModule {}
