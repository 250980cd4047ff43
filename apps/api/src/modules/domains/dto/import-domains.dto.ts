import {
  IMPORT_CHUNK_ROWS,
  IMPORT_ROWS_PER_UPLOAD,
  TAGS_PER_DOMAIN_MAX,
  parseTags,
  type ImportDomainRow,
  type ImportCounts,
  type ImportDomainsRequest,
} from '@domainfolio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CreateDomainInputDto } from './domain-requests.dto';

/** One uploaded row: a new domain's fields, and its row number in the user's file. */
export class ImportDomainRowDto extends CreateDomainInputDto implements ImportDomainRow {
  @ApiPropertyOptional({ description: "The row's number in the file, echoed in the result" })
  @IsOptional()
  @Min(1, { message: 'line must be 1 or more' })
  @IsInt({ message: 'line must be a whole number' })
  line?: number;

  // A file's cell ('AI; fintech') or a list: read as parseTags reads a cell, so a row never
  // fails on a tag (one too long is left out, past the most a domain holds too).
  @ApiPropertyOptional({
    oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
    description: `Tags, as a list or as one text separated by commas, semicolons or bars; at most ${TAGS_PER_DOMAIN_MAX} are kept`,
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? parseTags(value)
      : Array.isArray(value) && value.every((tag) => typeof tag === 'string')
        ? parseTags(value.join(','))
        : value,
  )
  declare tags?: string[];
}

export class ImportCountsDto implements ImportCounts {
  @ApiProperty({ minimum: 0 })
  @Max(IMPORT_ROWS_PER_UPLOAD, { message: 'earlier.created is larger than an upload' })
  @Min(0, { message: 'earlier.created must be 0 or more' })
  @IsInt({ message: 'earlier.created must be a whole number' })
  created!: number;
  @ApiProperty({ minimum: 0 })
  @Max(IMPORT_ROWS_PER_UPLOAD, { message: 'earlier.updated is larger than an upload' })
  @Min(0, { message: 'earlier.updated must be 0 or more' })
  @IsInt({ message: 'earlier.updated must be a whole number' })
  updated!: number;
  @ApiProperty({ minimum: 0 })
  @Max(IMPORT_ROWS_PER_UPLOAD, { message: 'earlier.rejected is larger than an upload' })
  @Min(0, { message: 'earlier.rejected must be 0 or more' })
  @IsInt({ message: 'earlier.rejected must be a whole number' })
  rejected!: number;
}

/** POST /api/domains/import with a JSON body: one chunk of rows. Each row is checked on its own. */
export class ImportDomainsDto implements Omit<ImportDomainsRequest, 'domains'> {
  @ApiProperty({ type: [ImportDomainRowDto], maxItems: IMPORT_CHUNK_ROWS })
  // Checked from the last decorator up: that it is a list at all comes first, so an object
  // is not told it has too many rows.
  @ArrayMaxSize(IMPORT_CHUNK_ROWS, {
    message: `domains can hold at most ${IMPORT_CHUNK_ROWS} rows; send a larger upload in chunks`,
  })
  @IsObject({ each: true, message: 'each row must be an object' })
  @IsArray({ message: 'domains must be a list of rows' })
  domains: Record<string, unknown>[];

  @ApiPropertyOptional({
    type: [String],
    maxItems: IMPORT_ROWS_PER_UPLOAD,
    description:
      'On the first chunk of an upload sent in several: every name of the whole upload, so that an upload that would pass the plan limit is refused whole before anything is saved',
  })
  // class-validator runs a property's checks from the last decorator up: the list itself first.
  @IsOptional()
  @MaxLength(300, { each: true, message: 'uploadNames must be a list of domain names' })
  @IsString({ each: true, message: 'uploadNames must be a list of domain names' })
  @ArrayMaxSize(IMPORT_ROWS_PER_UPLOAD, {
    message: `uploadNames can hold at most ${IMPORT_ROWS_PER_UPLOAD} names, the most one upload holds`,
  })
  @IsArray({ message: 'uploadNames must be a list of domain names' })
  uploadNames?: string[];

  @ApiPropertyOptional({
    description:
      'true on every chunk of an upload in several but its last: the "import finished" alert waits for the last chunk',
  })
  @IsOptional()
  @IsBoolean({ message: 'more must be true or false' })
  more?: boolean;

  @ApiPropertyOptional({
    type: () => ImportCountsDto,
    description:
      'On the last chunk of an upload in several: what the chunks before it (and the rows refused before sending) came to, so the alert counts the whole upload',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => ImportCountsDto)
  @IsObject({ message: 'earlier must be an object of counts' })
  earlier?: ImportCountsDto;
}

export class ImportQueryDto {
  @ApiPropertyOptional({ description: 'Check every row and say what would happen; save nothing' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun: boolean = false;
}
