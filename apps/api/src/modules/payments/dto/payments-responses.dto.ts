import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  PLAN_TYPES,
  PlanInterval,
  type BillingResponse,
  type CheckoutSessionResponse,
  type CustomerPortalResponse,
  type PaymentsConfigResponse,
  type PlanType,
} from '@domainfolio/contracts';

// OpenAPI schemas of the answers; each implements its contract type, so they cannot drift.

@ApiSchema({ name: 'PaymentsConfig' })
export class PaymentsConfigSchema implements PaymentsConfigResponse {
  @ApiProperty({ description: 'Plans can be bought (Stripe is configured)' })
  upgrades!: boolean;
  @ApiProperty({ description: 'Buy-It-Now checkout is offered (Escrow.com is configured)' })
  escrow!: boolean;
}

@ApiSchema({ name: 'Billing' })
export class BillingSchema implements Readonly<BillingResponse['payload']> {
  @ApiProperty({ enum: PLAN_TYPES })
  planType!: PlanType;
  @ApiProperty({ enum: Object.values(PlanInterval), nullable: true })
  planInterval!: PlanInterval | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  periodEnd!: string | null;
  @ApiProperty({ description: 'A Stripe customer exists, so the portal can open' })
  canManage!: boolean;
  @ApiProperty()
  upgrades!: boolean;
}

@ApiSchema({ name: 'CheckoutSession' })
export class CheckoutSessionSchema implements CheckoutSessionResponse {
  @ApiProperty()
  id!: string;
  @ApiProperty({ description: "Stripe Checkout's page: send the browser there" })
  url!: string;
}

@ApiSchema({ name: 'CustomerPortal' })
export class CustomerPortalSchema implements CustomerPortalResponse {
  @ApiProperty({ description: "Stripe's customer portal: send the browser there" })
  url!: string;
}
