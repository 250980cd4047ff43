import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { EmailModule } from '../email/email.module';
import { LeadFormController, LeadsController } from './leads.controller';
import { LeadsRepository } from './leads.repository';
import { LeadsService } from './leads.service';
import { RecaptchaVerifier } from './recaptcha.service';

@Module({
  imports: [EmailModule, AuthModule],
  controllers: [LeadFormController, LeadsController],
  providers: [LeadsService, LeadsRepository, RecaptchaVerifier],
})
export class LeadsModule {}
