import { Interval, LEAD_EXPORT_FORMATS, type LeadExportFormat } from '@domainfolio/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsUUID } from 'class-validator';
import { IntervalField } from '../../../common/http/interval-field';
import { PageQueryDto } from '../../../common/http/page-query.dto';

export const LEADS_DELETE_MAX = 1000;

export class LeadsQueryDto extends PageQueryDto {
  /** Leads received in this period; all of them unless asked. */
  @IntervalField(Interval.LIFETIME)
  interval: Interval = Interval.LIFETIME;
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
