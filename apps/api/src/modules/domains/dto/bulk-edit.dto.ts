import {
  BULK_EDIT_MAX,
  REGISTRAR_CODES,
  TAG_MAX_LENGTH,
  TAGS_PER_DOMAIN_MAX,
  normalizeTag,
  type BulkEditFilter,
  type BulkEditRequest,
  type RegistrarCode,
  type RegistryFlag,
} from '@domainfolio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { IsAmount } from '../../../common/http/amount.validator';
import { MONEY_MAX, TagList } from './domain-fields.dto';

/** The most a percent change raises a price by (ten times over), and it lowers by less than all. */
export const PERCENT_MAX = 1000;
export const PERCENT_MIN = -100;

const REGISTRY_FLAGS = ['at-risk', 'differs', 'not-found', 'no-rdap', 'ok', 'pending'] as const;

/** Exactly one of `keys` is sent (the others absent), with `message` otherwise. */
function OneOf(keys: readonly string[], message: string) {
  return ValidateBy(
    {
      name: 'oneOf',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          keys.filter((key) => (value as Record<string, unknown>)[key] !== undefined).length === 1,
      },
    },
    { message },
  );
}

/** A nested change object: an object (not a list), validated with its DTO. */
function Change(field: string, type: () => new () => object) {
  return (target: object, key: string) => {
    // The type check first (checks run in the order they are declared).
    IsOptional()(target, key);
    IsObject({ message: `changes.${field} must be an object` })(target, key);
    ValidateNested()(target, key);
    Type(type)(target, key);
  };
}

/** `{set}` or `{percent}`: a new price (null clears it), or a change by a percent. */
export class PriceChangeDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Dollars; null clears it' })
  @IsOptional()
  @ValidateBy(
    {
      name: 'maxMoney',
      validator: { validate: (value: unknown) => typeof value === 'number' && value <= MONEY_MAX },
    },
    { message: 'the price is too large' },
  )
  @ValidateBy(
    {
      name: 'minMoney',
      validator: { validate: (value: unknown) => typeof value === 'number' && value >= 0 },
    },
    { message: 'the price must be 0 or more' },
  )
  @IsAmount(2, { message: 'the price must be a number with at most 2 decimals, or null' })
  set?: number | null;

  @ApiPropertyOptional({
    minimum: PERCENT_MIN,
    exclusiveMinimum: true,
    maximum: PERCENT_MAX,
    description: '10 raises the price by 10%, -10 lowers it; the result is rounded to the cent',
  })
  @IsOptional()
  @ValidateBy(
    {
      name: 'percentRange',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && value > PERCENT_MIN && value <= PERCENT_MAX,
      },
    },
    { message: `percent must be above ${PERCENT_MIN} and at most ${PERCENT_MAX}` },
  )
  @IsAmount(2, { message: 'percent must be a number with at most 2 decimals' })
  percent?: number;
}

export class FlagChangeDto {
  @ApiProperty()
  @IsBoolean({ message: 'set must be true or false' })
  set!: boolean;
}

export class RegistrarChangeDto {
  @ApiProperty({ enum: REGISTRAR_CODES, nullable: true, description: 'null clears it' })
  @IsIn([...REGISTRAR_CODES, null], {
    message: `set must be one of ${REGISTRAR_CODES.join(', ')}, or null`,
  })
  set!: RegistrarCode | null;
}

/** `{set}` replaces the tags; `{add, remove}` changes some (remove wins for a tag in both). */
export class TagsChangeDto {
  @ApiPropertyOptional({ type: [String], maxItems: TAGS_PER_DOMAIN_MAX })
  @TagList('changes.tags.set')
  set?: string[];

  @ApiPropertyOptional({ type: [String], maxItems: TAGS_PER_DOMAIN_MAX })
  @TagList('changes.tags.add')
  add?: string[];

  @ApiPropertyOptional({ type: [String], maxItems: TAGS_PER_DOMAIN_MAX })
  @TagList('changes.tags.remove')
  remove?: string[];
}

/** Every change a bulk edit makes; at least one. Unknown fields are refused. */
export class BulkEditChangesDto {
  @ApiPropertyOptional({ type: PriceChangeDto })
  @OneOf(['set', 'percent'], 'changes.sellingPrice must have either set or percent')
  @Change('sellingPrice', () => PriceChangeDto)
  sellingPrice?: PriceChangeDto;

  @ApiPropertyOptional({ type: PriceChangeDto })
  @OneOf(['set', 'percent'], 'changes.floorPrice must have either set or percent')
  @Change('floorPrice', () => PriceChangeDto)
  floorPrice?: PriceChangeDto;

  @ApiPropertyOptional({ type: FlagChangeDto })
  @Change('buyItNow', () => FlagChangeDto)
  buyItNow?: FlagChangeDto;

  @ApiPropertyOptional({ type: FlagChangeDto })
  @Change('public', () => FlagChangeDto)
  public?: FlagChangeDto;

  @ApiPropertyOptional({ type: FlagChangeDto })
  @Change('priceHidden', () => FlagChangeDto)
  priceHidden?: FlagChangeDto;

  @ApiPropertyOptional({ type: RegistrarChangeDto })
  @Change('registrar', () => RegistrarChangeDto)
  registrar?: RegistrarChangeDto;

  @ApiPropertyOptional({ type: TagsChangeDto })
  @ValidateBy(
    {
      name: 'tagsChange',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'object' || value === null) return false;
          const change = value as TagsChangeDto;
          return change.set !== undefined
            ? change.add === undefined && change.remove === undefined
            : change.add !== undefined || change.remove !== undefined;
        },
      },
    },
    { message: 'changes.tags must have either set, or add and/or remove' },
  )
  @Change('tags', () => TagsChangeDto)
  tags?: TagsChangeDto;

  @ApiPropertyOptional({ type: FlagChangeDto, description: '"Let it expire"' })
  @Change('remindersMuted', () => FlagChangeDto)
  remindersMuted?: FlagChangeDto;
}

/** The dashboard table's search: its text, tag and registry filter. */
export class BulkEditFilterDto implements BulkEditFilter {
  @ApiPropertyOptional({ description: 'Part of a domain name, as in the table search' })
  @IsOptional()
  @MaxLength(253, { message: 'filter.query must be 253 characters or fewer' })
  @IsString({ message: 'filter.query must be text' })
  query?: string;

  @ApiPropertyOptional({ maxLength: TAG_MAX_LENGTH })
  @IsOptional()
  @ValidateBy(
    {
      name: 'isTag',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && normalizeTag(value) !== null,
      },
    },
    { message: `filter.tag must be a tag (1 to ${TAG_MAX_LENGTH} characters, no comma)` },
  )
  @IsString({ message: 'filter.tag must be text' })
  tag?: string;

  @ApiPropertyOptional({ enum: REGISTRY_FLAGS })
  @IsOptional()
  @IsIn(REGISTRY_FLAGS, { message: `filter.registry must be one of ${REGISTRY_FLAGS.join(', ')}` })
  registry?: RegistryFlag;
}

/** POST /api/domains/bulk-edit. Exactly one of names and filter (checked by the service). */
export class BulkEditDto implements Omit<BulkEditRequest, 'changes'> {
  @ApiPropertyOptional({
    type: [String],
    maxItems: BULK_EDIT_MAX,
    description:
      'Your names to change, as stored or as shown (Unicode); a name not in your portfolio is not matched',
  })
  @IsOptional()
  @MaxLength(300, { each: true, message: 'names must be a list of domain names' })
  @IsString({ each: true, message: 'names must be a list of domain names' })
  @ArrayMaxSize(BULK_EDIT_MAX, {
    message: `names can hold at most ${BULK_EDIT_MAX.toLocaleString('en-US')} names`,
  })
  @IsArray({ message: 'names must be a list of domain names' })
  names?: string[];

  @ApiPropertyOptional({
    type: BulkEditFilterDto,
    description: 'Every name the dashboard table shows for this search',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => BulkEditFilterDto)
  @IsObject({ message: 'filter must be an object' })
  filter?: BulkEditFilterDto;

  @ApiProperty({ type: BulkEditChangesDto })
  @IsDefined({ message: 'changes is required' })
  @ValidateNested()
  @Type(() => BulkEditChangesDto)
  @IsObject({ message: 'changes must be an object' })
  changes!: BulkEditChangesDto;

  @ApiPropertyOptional({ description: 'Answer what would change; save nothing' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun?: boolean;
}
