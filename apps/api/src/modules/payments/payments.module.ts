import { Module } from '@nestjs/common';
import { SecurityModule } from '../security/security.module';
import { UsersModule } from '../users/users.module';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { StripeEventsRepository } from './stripe-events.repository';
import { StripeGateway } from './stripe.gateway';

/** Plans paid through Stripe: Checkout, the customer portal and the webhook. */
@Module({
  imports: [UsersModule, SecurityModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, StripeGateway, StripeEventsRepository],
})
export class PaymentsModule {}
