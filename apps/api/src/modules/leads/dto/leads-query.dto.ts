import {
  Interval,
  LEAD_EXPORT_FORMATS,
  LEAD_FILTERS,
  LEAD_SORTS,
  type LeadExportFormat,
  type LeadFilter,
  type LeadSort,
} from '@domainfolio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsUUID } from 'class-validator';
import { IntervalField } from '../../../common/http/interval-field';
import { PageQueryDto } from '../../../common/http/page-query.dto';

export const LEADS_DELETE_MAX = 1000;

export class LeadsQueryDto extends PageQueryDto {
  /** Leads received in this period; all of them unless asked. */
  @IntervalField(Interval.LIFETIME)
  interval: Interval = Interval.LIFETIME;

  @ApiPropertyOptional({
    enum: LEAD_FILTERS,
    default: 'ALL',
    description:
      'NEEDS_REPLY: the buyer spoke last (and confirmed their email where that is asked); ' +
      'or one status. A counter past its expiry counts as EXPIRED.',
  })
  @IsOptional()
  @IsIn(LEAD_FILTERS, { message: `status must be one of ${LEAD_FILTERS.join(', ')}` })
  status: LeadFilter = 'ALL';

  @ApiPropertyOptional({ enum: LEAD_SORTS, default: 'NEWEST' })
  @IsOptional()
  @IsIn(LEAD_SORTS, { message: `sort must be one of ${LEAD_SORTS.join(', ')}` })
  sort: LeadSort = 'NEWEST';
}

export class LeadsSummaryQueryDto {
  @IntervalField(Interval.MONTH)
  interval: Interval = Interval.MONTH;
}

export class LeadExportQueryDto {
  @ApiProperty({ enum: LEAD_EXPORT_FORMATS })
  @IsIn(LEAD_EXPORT_FORMATS, { message: `format must be one of ${LEAD_EXPORT_FORMATS.join(', ')}` })
  format: LeadExportFormat;
}

export class DeleteLeadsDto {
  @ApiProperty({ type: [String] })
  @ArrayMinSize(1, { message: 'payload must name at least one lead' })
  @ArrayMaxSize(LEADS_DELETE_MAX, { message: `payload can name at most ${LEADS_DELETE_MAX} leads` })
  @IsUUID('all', { each: true, message: 'payload must contain lead ids' })
  @IsArray({ message: 'payload must be a list of lead ids' })
  payload: string[];
}
