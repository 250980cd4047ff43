import { EXPORT_FORMATS, ExportFormat, type PortfolioExportFormat } from '@domainfolio/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class ExportQueryDto {
  @ApiProperty({ enum: EXPORT_FORMATS })
  @IsIn(EXPORT_FORMATS, { message: `format must be one of ${EXPORT_FORMATS.join(', ')}` })
  format: ExportFormat;
}

const PORTFOLIO_FORMATS: PortfolioExportFormat[] = [ExportFormat.CSV, ExportFormat.JSON];

export class ExportRecordsQueryDto {
  @ApiProperty({ enum: PORTFOLIO_FORMATS })
  @IsIn(PORTFOLIO_FORMATS, { message: 'format must be one of csv, json' })
  format: PortfolioExportFormat;
}
