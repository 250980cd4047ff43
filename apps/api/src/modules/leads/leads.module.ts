import { Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module';
import { EmailsModule } from '../emails/emails.module';
import { UsersModule } from '../users/users.module';
import { LeadCheckouts } from './lead-checkout';
import { LeadMessagesRepository } from './lead-messages.repository';
import { LeadNotifier } from './lead-notifier';
import { LeadTemplatesController } from './lead-templates.controller';
import { LeadTemplatesRepository } from './lead-templates.repository';
import { LeadTemplatesService } from './lead-templates.service';
import { NegotiationService } from './negotiation.service';
import { OffersController } from './offers.controller';
import { LeadFormPostController } from './lead-form-post.controller';
import { LeadFormController } from './lead-form.controller';
import { LeadsController } from './leads.controller';
import { LeadsRepository } from './leads.repository';
import { LeadsService } from './leads.service';
import { OwnerEmailPreferences } from './owner-email-preferences';
import { RecaptchaGateway } from './recaptcha.gateway';

@Module({
  imports: [EmailsModule, DomainsModule, UsersModule],
  controllers: [
    LeadFormController,
    LeadFormPostController,
    LeadsController,
    LeadTemplatesController,
    OffersController,
  ],
  providers: [
    LeadsService,
    LeadsRepository,
    LeadMessagesRepository,
    LeadTemplatesRepository,
    LeadTemplatesService,
    LeadNotifier,
    NegotiationService,
    RecaptchaGateway,
    LeadCheckouts,
    OwnerEmailPreferences,
  ],
  exports: [LeadsService, NegotiationService, LeadCheckouts, OwnerEmailPreferences],
})
export class LeadsModule {}
