import {
  CATEGORIES,
  SORT_KEYS,
  SortKey,
  TAG_MAX_LENGTH,
  normalizeTag,
  type Category,
  type RegistryFlag,
  type SearchDomainsBody,
} from '@domainfolio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { PageQueryDto } from '../../../common/http/page-query.dto';
import { Transform, Type } from 'class-transformer';
import {
  ValidateBy,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

/** Far above any filter a site offers; keeps numbers within what the columns hold. */
const PRICE_FILTER_MAX = 1_000_000_000;
const LENGTH_FILTER_MAX = 63;

/** Query string of POST /api/search. */
export class SearchDomainsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: "Only this owner's public domains" })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @Matches(/^[a-z0-9-]{1,63}$/, {
    message: 'username must be a username (letters, digits and hyphens)',
  })
  username?: string;

  @ApiPropertyOptional({ enum: SORT_KEYS, default: SortKey.LATEST })
  @IsOptional()
  @IsIn(SORT_KEYS, { message: `sort must be one of ${SORT_KEYS.join(', ')}` })
  sort: SortKey = SortKey.LATEST;

  @ApiPropertyOptional({ description: 'Lowest visible price in dollars (inclusive)', minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: 'minPrice must be 0 or more' })
  @Max(PRICE_FILTER_MAX, { message: `minPrice must be ${PRICE_FILTER_MAX} or less` })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'minPrice must be a number' })
  minPrice?: number;

  @ApiPropertyOptional({ description: 'Highest visible price in dollars (inclusive)', minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: 'maxPrice must be 0 or more' })
  @Max(PRICE_FILTER_MAX, { message: `maxPrice must be ${PRICE_FILTER_MAX} or less` })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'maxPrice must be a number' })
  maxPrice?: number;

  @ApiPropertyOptional({ description: 'Fewest characters before the first dot', minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'minLength must be 1 or more' })
  @Max(LENGTH_FILTER_MAX, { message: `minLength must be ${LENGTH_FILTER_MAX} or less` })
  @IsInt({ message: 'minLength must be a whole number' })
  minLength?: number;

  @ApiPropertyOptional({ description: 'Most characters before the first dot', minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'maxLength must be 1 or more' })
  @Max(LENGTH_FILTER_MAX, { message: `maxLength must be ${LENGTH_FILTER_MAX} or less` })
  @IsInt({ message: 'maxLength must be a whole number' })
  maxLength?: number;

  @ApiPropertyOptional({
    enum: ['at-risk', 'differs', 'not-found', 'no-rdap', 'ok', 'pending'],
    description:
      'Dashboard only: the domains whose registry data says this (at risk, differs from your values, not in the registry, ...)',
  })
  @IsOptional()
  @IsIn(['at-risk', 'differs', 'not-found', 'no-rdap', 'ok', 'pending'], {
    message: 'registry must be one of at-risk, differs, not-found, no-rdap, ok, pending',
  })
  @IsString({ message: 'registry must be text' })
  registry?: RegistryFlag;

  @ApiPropertyOptional({
    maxLength: TAG_MAX_LENGTH,
    description:
      "Dashboard only: the domains carrying this tag, however it is typed ('AI' is 'ai')",
  })
  @IsOptional()
  @ValidateBy(
    {
      name: 'isTag',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && normalizeTag(value) !== null,
      },
    },
    { message: `tag must be a tag (1 to ${TAG_MAX_LENGTH} characters, no comma)` },
  )
  @IsString({ message: 'tag must be text' })
  tag?: string;

  @ApiPropertyOptional({
    enum: CATEGORIES,
    description:
      "Marketplace and portfolio page only: the domains in this category (those carrying its name as a tag, 'brandable')",
  })
  @IsOptional()
  @IsIn(CATEGORIES, { message: `category must be one of ${CATEGORIES.join(', ')}` })
  @IsString({ message: 'category must be text' })
  category?: Category;

  @ApiPropertyOptional({ description: "The signed-in owner's own domains, private ones included" })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'dashboard must be true or false' })
  dashboard?: boolean;
}

/** Body of POST /api/search. */
export class SearchDomainsBodyDto implements SearchDomainsBody {
  // Not @IsOptional(): a body without it keeps the default, and null is refused as not text
  // (checked first: class-validator runs the decorator nearest the property first).
  @ApiPropertyOptional({ description: 'Part of a domain name', default: '' })
  @MaxLength(253, { message: 'query must be 253 characters or fewer' })
  @IsString({ message: 'query must be text' })
  query: string = '';
}
