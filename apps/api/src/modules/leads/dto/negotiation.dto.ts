import {
  BUYER_COUNTER_ROUNDS_MAX,
  COUNTER_EXPIRY_DAYS_DEFAULT,
  COUNTER_EXPIRY_DAYS_MAX,
  LEAD_MESSAGE_MAX,
  LEAD_REPLY_MAX,
  LEAD_TEMPLATE_NAME_MAX,
  THREAD_EXPORT_FORMATS,
  type BuyerCounterRequest,
  type BuyerDeclineRequest,
  type DeclineLeadRequest,
  type LeadTemplateInput,
  type ReplyToLeadRequest,
  type ThreadExportFormat,
} from '@domainfolio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsAmount } from '../../../common/http/amount.validator';

/** An owner's reply: long enough for a real letter, short enough for an email. */
const REPLY_MAX = LEAD_REPLY_MAX;
const AMOUNT_MAX = 10_000_000_000;

/** An amount of dollars; its type is checked first, so a text or object is told so. */
function Amount(field: string) {
  return (target: object, key: string) => {
    IsAmount(2, { message: `${field} must be a number with at most 2 decimals` })(target, key);
    Min(0.01, { message: `${field} must be at least $0.01` })(target, key);
    Max(AMOUNT_MAX, { message: `${field} is too large` })(target, key);
  };
}

export class ReplyToLeadDto implements ReplyToLeadRequest {
  @ApiProperty({ maxLength: REPLY_MAX, description: 'The message the buyer is emailed' })
  @MaxLength(REPLY_MAX, { message: `message must be ${REPLY_MAX} characters or fewer` })
  @MinLength(1, { message: 'message must not be empty' })
  @IsString({ message: 'message must be text' })
  message: string;

  @ApiPropertyOptional({ description: 'Dollars: a counteroffer at this price' })
  @IsOptional()
  @Amount('counterOffer')
  counterOffer?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: COUNTER_EXPIRY_DAYS_MAX,
    default: COUNTER_EXPIRY_DAYS_DEFAULT,
    description: 'How many days the counteroffer stays open',
  })
  @IsOptional()
  @Max(COUNTER_EXPIRY_DAYS_MAX, {
    message: `expiresInDays must be ${COUNTER_EXPIRY_DAYS_MAX} or less`,
  })
  @Min(1, { message: 'expiresInDays must be 1 or more' })
  @IsInt({ message: 'expiresInDays must be a whole number' })
  expiresInDays?: number;
}

export class DeclineLeadDto implements DeclineLeadRequest {
  @ApiPropertyOptional({ maxLength: REPLY_MAX })
  @IsOptional()
  @MaxLength(REPLY_MAX, { message: `message must be ${REPLY_MAX} characters or fewer` })
  @IsString({ message: 'message must be text' })
  message?: string;
}

export class ThreadExportQueryDto {
  @ApiProperty({ enum: THREAD_EXPORT_FORMATS })
  @IsIn(THREAD_EXPORT_FORMATS, {
    message: `format must be one of ${THREAD_EXPORT_FORMATS.join(', ')}`,
  })
  format: ThreadExportFormat;
}

export class LeadTemplateDto implements LeadTemplateInput {
  @ApiProperty({ maxLength: LEAD_TEMPLATE_NAME_MAX })
  @MaxLength(LEAD_TEMPLATE_NAME_MAX, {
    message: `name must be ${LEAD_TEMPLATE_NAME_MAX} characters or fewer`,
  })
  @MinLength(1, { message: 'name must not be empty' })
  @IsString({ message: 'name must be text' })
  name: string;

  @ApiProperty({
    maxLength: REPLY_MAX,
    description: 'The reply; {domain}, {buyerName}, {offer} and {price} are filled in',
  })
  @MaxLength(REPLY_MAX, { message: `body must be ${REPLY_MAX} characters or fewer` })
  @MinLength(1, { message: 'body must not be empty' })
  @IsString({ message: 'body must be text' })
  body: string;
}

/**
 * The buyer's counter. A form without JavaScript posts text, so the amount is converted; the
 * message has the landing form's limit.
 */
export class BuyerCounterDto implements BuyerCounterRequest {
  @ApiProperty({ description: `Dollars (at most ${BUYER_COUNTER_ROUNDS_MAX} counters a thread)` })
  @Type(() => Number)
  @Amount('amount')
  amount: number;

  @ApiPropertyOptional({ maxLength: LEAD_MESSAGE_MAX })
  @IsOptional()
  @MaxLength(LEAD_MESSAGE_MAX, {
    message: `message must be ${LEAD_MESSAGE_MAX} characters or fewer`,
  })
  @IsString({ message: 'message must be text' })
  message?: string;
}

export class BuyerDeclineDto implements BuyerDeclineRequest {
  @ApiPropertyOptional({ maxLength: LEAD_MESSAGE_MAX })
  @IsOptional()
  @MaxLength(LEAD_MESSAGE_MAX, {
    message: `message must be ${LEAD_MESSAGE_MAX} characters or fewer`,
  })
  @IsString({ message: 'message must be text' })
  message?: string;
}
