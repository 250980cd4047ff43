import {
  PLAN_INTERVAL_KEYS,
  PlanInterval,
  PlanType,
  parsePlanInterval,
  type CheckoutSessionRequest,
} from '@domainfolio/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';

export class CheckoutSessionDto implements CheckoutSessionRequest {
  @ApiProperty({ enum: [PlanType.PRO] })
  @IsIn([PlanType.PRO], { message: 'plan must be PRO (Free needs no checkout)' })
  plan: PlanType;

  @ApiProperty({
    enum: PLAN_INTERVAL_KEYS,
    description: 'Billed monthly or yearly; MONTHLY and YEARLY mean the same as MONTH and YEAR',
  })
  @Transform(({ value }: { value: unknown }) => parsePlanInterval(value) ?? value)
  @IsIn([PlanInterval.MONTH, PlanInterval.YEAR], {
    message: `interval must be one of ${PLAN_INTERVAL_KEYS.join(', ')}`,
  })
  interval: PlanInterval;
}
