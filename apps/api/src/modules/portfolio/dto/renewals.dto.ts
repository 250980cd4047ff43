import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  DEFAULT_RENEWAL_WINDOW_DAYS,
  RENEWAL_WINDOW_MAX_DAYS,
  type RenewalCandidate,
  type RenewalsSummary,
  type RenewalSuggestion,
} from '@domainfolio/contracts';

export class RenewalsQueryDto {
  @ApiPropertyOptional({
    description: 'How many days ahead to look, from your today',
    minimum: 1,
    maximum: RENEWAL_WINDOW_MAX_DAYS,
    default: DEFAULT_RENEWAL_WINDOW_DAYS,
  })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'days must be 1 or more' })
  @Max(RENEWAL_WINDOW_MAX_DAYS, { message: `days must be ${RENEWAL_WINDOW_MAX_DAYS} or less` })
  @IsInt({ message: 'days must be a whole number' })
  days: number = DEFAULT_RENEWAL_WINDOW_DAYS;
}

@ApiSchema({ name: 'RenewalCandidate', description: 'A name coming up for renewal' })
class RenewalCandidateSchema implements RenewalCandidate {
  @ApiProperty()
  _id!: string;
  @ApiProperty()
  name!: string;
  @ApiProperty()
  unicodeName!: string;
  @ApiProperty({ format: 'date' })
  expiration!: string;
  @ApiProperty({ description: 'Whole days from your today' })
  daysLeft!: number;
  @ApiProperty({ type: String, nullable: true })
  registrar!: string | null;
  @ApiProperty({ type: Number, nullable: true })
  domainCost!: number | null;
  @ApiProperty({ type: Number, nullable: true })
  renewalCost!: number | null;
  @ApiProperty({ description: 'The renewal cost for each full year owned' })
  renewalsPaid!: number;
  @ApiProperty({ description: 'Purchase cost and renewals paid' })
  costBasis!: number;
  @ApiProperty({ type: Number, nullable: true })
  sellingPrice!: number | null;
  @ApiProperty()
  viewsLastYear!: number;
  @ApiProperty()
  leadsLastYear!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The highest offer a buyer made' })
  bestOffer!: number | null;
  @ApiProperty({ description: '"Let it expire": its reminders are off' })
  letExpire!: boolean;
  @ApiProperty({ enum: ['renew', 'reprice', 'drop'] })
  suggestion!: RenewalSuggestion;
  @ApiProperty({ description: 'Why, in a sentence' })
  reason!: string;
}

@ApiSchema({ name: 'RenewalsSummary', description: 'Renew or drop' })
export class RenewalsSummarySchema implements RenewalsSummary {
  @ApiProperty()
  days!: number;
  @ApiProperty({ type: [RenewalCandidateSchema], description: 'Soonest first, at most 1,000' })
  domains!: RenewalCandidate[];
  @ApiProperty({ description: 'Every unsold name expiring in the window' })
  count!: number;
  @ApiProperty({ description: 'What renewing all of them costs' })
  renewalCost!: number;
  @ApiProperty({ description: 'The names not marked "let it expire"' })
  keeping!: number;
  @ApiProperty({ description: 'What renewing the kept names costs' })
  keepingCost!: number;
}
