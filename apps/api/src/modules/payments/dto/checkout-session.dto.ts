import { PlanInterval, PlanType, type CheckoutSessionRequest } from '@domainfolio/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class CheckoutSessionDto implements CheckoutSessionRequest {
  @ApiProperty({ enum: [PlanType.PRO] })
  @IsIn([PlanType.PRO], { message: 'plan must be PRO (Free needs no checkout)' })
  plan: PlanType;

  @ApiProperty({ enum: [PlanInterval.MONTH, PlanInterval.YEAR] })
  @IsIn([PlanInterval.MONTH, PlanInterval.YEAR], { message: 'interval must be MONTH or YEAR' })
  interval: PlanInterval;
}
