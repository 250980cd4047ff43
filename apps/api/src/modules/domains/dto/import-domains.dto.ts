import { IMPORT_CHUNK_ROWS, type ImportDomainRow } from '@domainfolio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsObject,
  IsOptional,
  Min,
} from 'class-validator';
import { CreateDomainInputDto } from './domain-requests.dto';

/** One uploaded row: a new domain's fields, and its row number in the user's file. */
export class ImportDomainRowDto extends CreateDomainInputDto implements ImportDomainRow {
  @ApiPropertyOptional({ description: "The row's number in the file, echoed in the result" })
  @IsOptional()
  @IsInt({ message: 'line must be a whole number' })
  @Min(1, { message: 'line must be 1 or more' })
  line?: number;
}

/** POST /api/domains/import with a JSON body: one chunk of rows. Each row is checked on its own. */
export class ImportDomainsDto {
  @ApiProperty({ type: [ImportDomainRowDto], maxItems: IMPORT_CHUNK_ROWS })
  @IsArray({ message: 'domains must be a list of rows' })
  @ArrayMaxSize(IMPORT_CHUNK_ROWS, {
    message: `domains can hold at most ${IMPORT_CHUNK_ROWS} rows; send a larger upload in chunks`,
  })
  @IsObject({ each: true, message: 'each row must be an object' })
  domains: Record<string, unknown>[];
}

export class ImportQueryDto {
  @ApiPropertyOptional({ description: 'Check every row and say what would happen; save nothing' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun: boolean = false;
}
