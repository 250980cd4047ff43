import { BelowFloor, type OfferSettings } from '@domainfolio/contracts';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

/** POST /api/user/offer-settings: the fields sent change, the rest stay; null clears the rule. */
export class OfferSettingsDto implements Partial<OfferSettings> {
  @ApiPropertyOptional({
    nullable: true,
    minimum: 1,
    maximum: 100,
    description: 'A floor of this percent of the selling price for domains without their own',
  })
  @IsOptional()
  @Max(100, { message: 'floorPercent must be 100 or less' })
  @Min(1, { message: 'floorPercent must be 1 or more' })
  @IsInt({ message: 'floorPercent must be a whole number' })
  floorPercent?: number | null;

  @ApiPropertyOptional({ enum: Object.values(BelowFloor) })
  @IsOptional()
  @IsIn(Object.values(BelowFloor), { message: 'belowFloor must be DECLINE or COUNTER' })
  belowFloor?: BelowFloor;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'notifyBelowFloor must be true or false' })
  notifyBelowFloor?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'verifiedBuyersOnly must be true or false' })
  verifiedBuyersOnly?: boolean;
}

@ApiSchema({ name: 'OfferSettings' })
export class OfferSettingsSchema implements OfferSettings {
  @ApiProperty({ type: Number, nullable: true }) floorPercent!: number | null;
  @ApiProperty({ enum: Object.values(BelowFloor) }) belowFloor!: BelowFloor;
  @ApiProperty() notifyBelowFloor!: boolean;
  @ApiProperty() verifiedBuyersOnly!: boolean;
}
