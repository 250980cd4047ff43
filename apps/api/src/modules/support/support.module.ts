import { Module } from '@nestjs/common';
import { EmailsModule } from '../emails/emails.module';
import { SupportController } from './support.controller';
import { SupportService } from './support.service';

/** Support requests and feedback from the dashboard, sent to SUPPORT_EMAIL. */
@Module({
  imports: [EmailsModule],
  controllers: [SupportController],
  providers: [SupportService],
})
export class SupportModule {}
