import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  ImportColumnStatus,
  ImportRowStatus,
  type ExportDomainsResponse,
  type ExportRecord,
  type ImportRowResult,
  type ImportSummary,
} from '@domainfolio/contracts';

// OpenAPI schemas of the answers; each implements its contract type, so they cannot drift.

@ApiSchema({ name: 'ImportRowResult' })
export class ImportRowResultSchema implements ImportRowResult {
  @ApiProperty({ description: 'The row number in the file' })
  line!: number;
  @ApiProperty()
  name!: string;
  @ApiProperty({ enum: Object.values(ImportRowStatus) })
  status!: ImportRowStatus;
  @ApiPropertyOptional({ description: 'Why the row was refused' })
  reason?: string;
  @ApiPropertyOptional({ type: [String], description: 'Values read but not imported' })
  notes?: string[];
}

@ApiSchema({ name: 'ImportPlanCount' })
class ImportPlanCountSchema {
  @ApiProperty({ description: "The plan's domain limit" })
  limit!: number;
  @ApiProperty()
  before!: number;
  @ApiProperty()
  after!: number;
}

@ApiSchema({ name: 'ImportColumn' })
class ImportColumnSchema {
  @ApiProperty()
  index!: number;
  @ApiProperty()
  header!: string;
  @ApiProperty({ enum: Object.values(ImportColumnStatus) })
  status!: ImportColumnStatus;
  @ApiPropertyOptional({ description: 'The domain field the column fills' })
  field?: string;
  @ApiPropertyOptional({ description: 'Why an IGNORED column was left out' })
  reason?: string;
}

@ApiSchema({
  name: 'ImportFile',
  description: 'Only when the server read a file: what it recognized',
})
class ImportFileSchema {
  @ApiProperty({ example: 'godaddy' })
  format!: string;
  @ApiProperty({ example: 'GoDaddy' })
  formatLabel!: string;
  @ApiProperty({ type: [ImportColumnSchema] })
  columns!: ImportColumnSchema[];
  @ApiProperty({ description: 'Lines that were not domains' })
  skipped!: number;
}

@ApiSchema({ name: 'ImportSummary' })
export class ImportSummarySchema implements Omit<ImportSummary, 'file'> {
  @ApiProperty({ description: 'True when nothing was saved' })
  dryRun!: boolean;
  @ApiProperty()
  created!: number;
  @ApiProperty()
  updated!: number;
  @ApiProperty()
  rejected!: number;
  @ApiProperty({ type: [ImportRowResultSchema] })
  rows!: ImportRowResultSchema[];
  @ApiProperty({ type: ImportPlanCountSchema })
  domains!: ImportPlanCountSchema;
  @ApiPropertyOptional({ type: ImportFileSchema })
  file?: ImportFileSchema;
}

@ApiSchema({ name: 'ExportDomainsResponse' })
export class ExportDomainsResponseSchema implements ExportDomainsResponse {
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: "One record per domain, keyed by the export columns' headers",
  })
  payload!: ExportRecord[];
  @ApiProperty({ example: 'domainfolio-demo-2026-01-31.csv' })
  fileName!: string;
}
