import { LEAD_EXPORT_FORMATS, PAGE_SIZE, type LeadExportFormat } from '@domainfolio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Max,
  Min,
} from 'class-validator';

export const LEADS_LIMIT_MAX = 100;
export const LEADS_DELETE_MAX = 1000;

export class LeadsQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: LEADS_LIMIT_MAX, default: PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be 1 or more' })
  @Max(LEADS_LIMIT_MAX, { message: `limit must be ${LEADS_LIMIT_MAX} or less` })
  limit: number = PAGE_SIZE;
}

export class LeadExportQueryDto {
  @ApiProperty({ enum: LEAD_EXPORT_FORMATS })
  @IsIn(LEAD_EXPORT_FORMATS, { message: `format must be one of ${LEAD_EXPORT_FORMATS.join(', ')}` })
  format: LeadExportFormat;
}

export class DeleteLeadsDto {
  @ApiProperty({ type: [String] })
  @IsArray({ message: 'payload must be a list of lead ids' })
  @ArrayMinSize(1, { message: 'payload must name at least one lead' })
  @ArrayMaxSize(LEADS_DELETE_MAX, { message: `payload can name at most ${LEADS_DELETE_MAX} leads` })
  @IsUUID('all', { each: true, message: 'payload must contain lead ids' })
  payload: string[];
}
