import { LEAD_MESSAGE_MAX, OFFER_MIN, type SendLeadData } from '@domainfolio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsAmount } from '../../../common/http/amount.validator';
import {
  IsDefined,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

/** Offers above this are typos, not offers; it also keeps within numeric(14,2). */
export const OFFER_MAX = 1_000_000_000;

/**
 * The landing-page form. Name and email are checked by the service (blank → "Missing Fields",
 * as the form itself says); everything else here.
 */
export class SendLeadDataDto implements SendLeadData {
  @ApiProperty({ description: "The domain's name" })
  @IsDefined({ message: 'domain is required' })
  @MaxLength(253, { message: 'domain must be 253 characters or fewer' })
  @IsString({ message: 'domain must be text' })
  domain: string;

  @ApiProperty({ description: "The owner's username" })
  @IsDefined({ message: 'owner is required' })
  @MaxLength(63, { message: 'owner must be 63 characters or fewer' })
  @IsString({ message: 'owner must be text' })
  owner: string;

  @ApiPropertyOptional({ description: 'Ignored: the price is taken from the domain' })
  @IsOptional()
  @IsNumber({}, { message: 'sellingPrice must be a number' })
  sellingPrice: number | null;

  @ApiProperty()
  @IsOptional()
  @MaxLength(200, { message: 'name must be 200 characters or fewer' })
  @IsString({ message: 'name must be text' })
  name: string;

  @ApiProperty()
  @IsOptional()
  @MaxLength(254, { message: 'email must be 254 characters or fewer' })
  @IsString({ message: 'email must be text' })
  email: string;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(40, { message: 'phone must be 40 characters or fewer' })
  @IsString({ message: 'phone must be text' })
  phone?: string;

  @ApiPropertyOptional({ minimum: OFFER_MIN })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Type(() => Number)
  @Min(OFFER_MIN, { message: `offer must be at least $${OFFER_MIN}` })
  @Max(OFFER_MAX, { message: 'offer must be $1,000,000,000 or less' })
  // Closest to the property, so checked first: text that is no number ('2,500' from a form)
  // is "not an amount", not "over the maximum".
  @IsAmount(2, { message: 'offer must be an amount in dollars' })
  offer?: number | null;

  @ApiPropertyOptional({ maxLength: LEAD_MESSAGE_MAX })
  @IsOptional()
  @MaxLength(LEAD_MESSAGE_MAX, {
    message: `message must be ${LEAD_MESSAGE_MAX} characters or fewer`,
  })
  @IsString({ message: 'message must be text' })
  message?: string;

  @ApiPropertyOptional({ description: 'The reCAPTCHA v3 token (empty when not configured)' })
  @IsOptional()
  @MaxLength(4000, { message: 'recaptcha must be 4000 characters or fewer' })
  @IsString({ message: 'recaptcha must be text' })
  recaptcha: string;
}

export class SendLeadDto {
  @ApiProperty({ type: SendLeadDataDto })
  @IsDefined({ message: 'data is required' })
  @IsObject({ message: 'data must be an object' })
  @ValidateNested()
  @Type(() => SendLeadDataDto)
  data: SendLeadDataDto;
}
