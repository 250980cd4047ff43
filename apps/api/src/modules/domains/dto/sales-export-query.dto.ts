import { SALES_EXPORT_FORMATS, type SalesExportFormat } from '@domainfolio/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IntervalQueryDto } from './domain-requests.dto';

export class SalesExportQueryDto extends IntervalQueryDto {
  @ApiProperty({ enum: SALES_EXPORT_FORMATS })
  @IsIn(SALES_EXPORT_FORMATS, {
    message: `format must be one of ${SALES_EXPORT_FORMATS.join(', ')}`,
  })
  format: SalesExportFormat;
}
