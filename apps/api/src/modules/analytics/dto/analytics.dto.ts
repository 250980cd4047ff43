import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import {
  ANALYTICS_DAYS,
  DEFAULT_ANALYTICS_DAYS,
  OTHER_VALUE,
  type AnalyticsBreakdownRow,
  type AnalyticsDay,
  type AnalyticsDays,
  type AnalyticsTotals,
  type DomainAnalytics,
  type MonthlyRenewals,
  type MonthlySales,
  type PortfolioAnalytics,
  type TopDomainRow,
} from '@domainfolio/contracts';

const DAYS_MESSAGE = `days must be one of ${ANALYTICS_DAYS.join(', ')}`;

export class AnalyticsQueryDto {
  @ApiPropertyOptional({
    description: 'How many UTC days to report, ending today (UTC)',
    enum: ANALYTICS_DAYS,
    default: DEFAULT_ANALYTICS_DAYS,
  })
  @IsOptional()
  @Type(() => Number)
  @IsIn([...ANALYTICS_DAYS], { message: DAYS_MESSAGE })
  @IsInt({ message: DAYS_MESSAGE })
  days: AnalyticsDays = DEFAULT_ANALYTICS_DAYS;
}

@ApiSchema({ name: 'AnalyticsTotals', description: 'The sums of the range' })
class AnalyticsTotalsSchema implements AnalyticsTotals {
  @ApiProperty({ description: "People's views (bots excluded)" })
  views!: number;
  @ApiProperty({ description: 'The daily unique visitors, summed over the days' })
  visitors!: number;
  @ApiProperty({ description: 'Inquiries, offers and Buy-It-Now requests received' })
  leads!: number;
  @ApiProperty({ description: 'Views by crawlers, link previews, monitors and scripts' })
  bots!: number;
  @ApiProperty({ description: 'Leads per 100 visitors, to two decimals; 0 without visitors' })
  conversion!: number;
}

@ApiSchema({ name: 'AnalyticsDay', description: 'One UTC day' })
class AnalyticsDaySchema implements AnalyticsDay {
  @ApiProperty({ format: 'date', description: 'The UTC day' })
  day!: string;
  @ApiProperty()
  views!: number;
  @ApiProperty({ description: 'Distinct visitors that day' })
  visitors!: number;
  @ApiProperty({ description: 'Leads received that day (UTC)' })
  leads!: number;
  @ApiProperty()
  bots!: number;
}

@ApiSchema({ name: 'AnalyticsBreakdownRow', description: 'Views of one value' })
class AnalyticsBreakdownRowSchema implements AnalyticsBreakdownRow {
  @ApiProperty({
    description: `A referring host (empty: direct), an ISO 3166-1 alpha-2 country (empty: unknown), or a device type (desktop, mobile, tablet); "${OTHER_VALUE}" sums the rest`,
  })
  value!: string;
  @ApiProperty()
  views!: number;
}

const BREAKDOWN = `Most views first, at most 10 rows, the rest summed into one "${OTHER_VALUE}" row`;

class AnalyticsReportSchema {
  @ApiProperty({ enum: ANALYTICS_DAYS })
  days!: AnalyticsDays;
  @ApiProperty({ format: 'date', description: 'The first UTC day of the range' })
  from!: string;
  @ApiProperty({ format: 'date', description: 'The last UTC day of the range: today (UTC)' })
  to!: string;
  @ApiProperty({ type: AnalyticsTotalsSchema })
  totals!: AnalyticsTotals;
  @ApiProperty({ type: [AnalyticsDaySchema], description: 'Every day of the range, oldest first' })
  series!: AnalyticsDay[];
  @ApiProperty({
    type: [AnalyticsBreakdownRowSchema],
    description: `Referring sites. ${BREAKDOWN}`,
  })
  referrers!: AnalyticsBreakdownRow[];
  @ApiProperty({ type: [AnalyticsBreakdownRowSchema], description: `Countries. ${BREAKDOWN}` })
  countries!: AnalyticsBreakdownRow[];
  @ApiProperty({ type: [AnalyticsBreakdownRowSchema], description: `Device types. ${BREAKDOWN}` })
  devices!: AnalyticsBreakdownRow[];
}

@ApiSchema({ name: 'DomainAnalytics', description: "One domain's landing-page analytics" })
export class DomainAnalyticsSchema extends AnalyticsReportSchema implements DomainAnalytics {
  @ApiProperty({ description: 'As stored (ASCII, punycode)' })
  name!: string;
  @ApiProperty({ description: 'As people read it' })
  unicodeName!: string;
}

@ApiSchema({ name: 'TopDomainRow', description: 'A name among the most viewed of the range' })
class TopDomainRowSchema implements TopDomainRow {
  @ApiProperty()
  name!: string;
  @ApiProperty()
  unicodeName!: string;
  @ApiProperty()
  views!: number;
  @ApiProperty()
  visitors!: number;
  @ApiProperty()
  leads!: number;
}

@ApiSchema({ name: 'MonthlySales', description: 'Sales whose sale date falls in a month' })
class MonthlySalesSchema implements MonthlySales {
  @ApiProperty({ example: '2026-11' })
  month!: string;
  @ApiProperty()
  sales!: number;
  @ApiProperty({ description: 'Sale prices, in dollars' })
  revenue!: number;
  @ApiProperty({
    description:
      'Revenue less fees and what the sold names cost (purchase price and renewals paid); a sale without a price counts in neither',
  })
  profit!: number;
}

@ApiSchema({ name: 'MonthlyRenewals', description: 'Unsold names expiring in a month' })
class MonthlyRenewalsSchema implements MonthlyRenewals {
  @ApiProperty({ example: '2026-11' })
  month!: string;
  @ApiProperty()
  count!: number;
  @ApiProperty({ description: 'What renewing them costs, in dollars' })
  renewalCost!: number;
}

@ApiSchema({
  name: 'PortfolioAnalytics',
  description: "The whole portfolio's landing-page analytics",
})
export class PortfolioAnalyticsSchema extends AnalyticsReportSchema implements PortfolioAnalytics {
  @ApiProperty({ type: [TopDomainRowSchema], description: 'The 10 names with the most views' })
  topDomains!: TopDomainRow[];
  @ApiProperty({
    type: [MonthlySalesSchema],
    description: 'The last 12 UTC months, this one included, oldest first',
  })
  salesByMonth!: MonthlySales[];
  @ApiProperty({
    type: [MonthlyRenewalsSchema],
    description: 'The next 12 UTC months, this one first',
  })
  renewalsByMonth!: MonthlyRenewals[];
}
