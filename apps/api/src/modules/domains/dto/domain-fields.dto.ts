import {
  DESCRIPTION_MAX,
  REGISTRAR_CODES,
  TAG_MAX_LENGTH,
  TAGS_PER_DOMAIN_MAX,
  normalizeTag,
  type RegistrarCode,
} from '@domainfolio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsAmount } from '../../../common/http/amount.validator';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';

/** The most an amount of money may be (the columns hold more; no price is near it). */
export const MONEY_MAX = 10_000_000_000;
const URL_RULE = { protocols: ['http', 'https'], require_protocol: true };
/** A full ISO timestamp is accepted and reduced to its calendar date. */
const toDate = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;

function Money(field: string) {
  return (target: object, key: string) => {
    IsOptional()(target, key);
    IsAmount(2, { message: `${field} must be a number with at most 2 decimals` })(target, key);
    Min(0, { message: `${field} must be 0 or more` })(target, key);
    Max(MONEY_MAX, { message: `${field} is too large` })(target, key);
  };
}

/**
 * A day that exists, as PostgreSQL's date takes it: 2027-02-30 and year 0000 have the right
 * shape but would fail the query.
 */
function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) && value >= '0001';
}

function CalendarDate(field: string) {
  return (target: object, key: string) => {
    IsOptional()(target, key);
    Transform(toDate)(target, key);
    ValidateBy(
      { name: 'isCalendarDate', validator: { validate: isCalendarDate } },
      { message: `${field} must be a date (yyyy-MM-dd)` },
    )(target, key);
  };
}

function PaymentUrl(field: string) {
  return (target: object, key: string) => {
    IsOptional()(target, key);
    IsUrl(URL_RULE, { message: `${field} must be an http(s) URL` })(target, key);
    MaxLength(2048, { message: `${field} must be 2048 characters or fewer` })(target, key);
  };
}

/**
 * What is wrong with a list of tags, or null when each is a tag (normalizeTag keeps something
 * of it) and, once alike ones are one, there are at most TAGS_PER_DOMAIN_MAX. Anything but a
 * list of text is left to the type checks (null).
 */
export function tagListProblem(field: string, tags: unknown): string | null {
  // Not a list of text: the type checks say so.
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return null;
  const kept = new Set<string>();
  for (const raw of tags) {
    const tag = normalizeTag(raw);
    if (tag === null)
      return raw.trim() === ''
        ? `${field} must not hold an empty tag`
        : `${field}: '${raw.slice(0, 40)}' is not a tag (1 to ${TAG_MAX_LENGTH} characters, no comma)`;
    kept.add(tag);
  }
  if (kept.size > TAGS_PER_DOMAIN_MAX)
    return `${field} can hold at most ${TAGS_PER_DOMAIN_MAX} tags (${kept.size} given)`;
  return null;
}

/** The tags as stored: each normalized, alike ones once, in their first order. */
export function normalizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => normalizeTag(tag)!))];
}

/** A list of tags (see tagListProblem). */
export function TagList(field: string, options: { optional?: boolean } = {}) {
  return (target: object, key: string) => {
    if (options.optional !== false) IsOptional()(target, key);
    // The type checks first: class-validator runs a property's checks in the order they are
    // declared here (the last decorator written above a property is declared first).
    IsArray({ message: `${field} must be a list of text` })(target, key);
    IsString({ each: true, message: `${field} must be a list of text` })(target, key);
    ValidateBy(
      {
        name: 'isTagList',
        validator: {
          validate: (value: unknown) => tagListProblem(field, value) === null,
          defaultMessage: (args) => tagListProblem(field, args?.value) ?? '',
        },
      },
      {},
    )(target, key);
  };
}

/** Every field an owner may set on a domain; null clears an optional field. */
export class DomainFieldsDto {
  @ApiPropertyOptional({ nullable: true, maxLength: DESCRIPTION_MAX })
  @IsOptional()
  @MaxLength(DESCRIPTION_MAX, {
    message: `description must be ${DESCRIPTION_MAX} characters or fewer`,
  })
  @IsString({ message: 'description must be text' })
  description?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Dollars' })
  @Money('sellingPrice')
  sellingPrice?: number | null;
  @ApiPropertyOptional({
    nullable: true,
    description:
      'Dollars: the hidden minimum, at most the selling price. An offer below it is answered at ' +
      'once as the offer settings say; buyers never see it.',
  })
  @Money('floorPrice')
  floorPrice?: number | null;
  @ApiPropertyOptional({ description: 'The landing page takes offers besides Buy Now' })
  @IsOptional()
  @IsBoolean({ message: 'offersEnabled must be true or false' })
  offersEnabled?: boolean;
  @ApiPropertyOptional({ nullable: true }) @Money('domainCost') domainCost?: number | null;
  @ApiPropertyOptional({ nullable: true }) @Money('renewalCost') renewalCost?: number | null;
  @ApiPropertyOptional({ nullable: true }) @Money('salePrice') salePrice?: number | null;
  @ApiPropertyOptional({ nullable: true }) @Money('saleFees') saleFees?: number | null;
  @ApiPropertyOptional({ nullable: true, maxLength: 100 })
  @IsOptional()
  @MaxLength(100, { message: 'saleVenue must be 100 characters or fewer' })
  @IsString({ message: 'saleVenue must be text' })
  saleVenue?: string | null;
  @ApiPropertyOptional({ nullable: true, example: '2027-05-01' })
  @CalendarDate('expiration')
  expiration?: string | null;
  @ApiPropertyOptional({ nullable: true }) @CalendarDate('purchaseDate') purchaseDate?:
    string | null;
  @ApiPropertyOptional({ nullable: true }) @CalendarDate('saleDate') saleDate?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'public must be true or false' })
  public?: boolean;
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'buyItNow must be true or false' })
  buyItNow?: boolean;
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'priceHidden must be true or false' })
  priceHidden?: boolean;
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'sold must be true or false' })
  sold?: boolean;

  @ApiPropertyOptional({ nullable: true, enum: REGISTRAR_CODES })
  @IsOptional()
  @IsIn(REGISTRAR_CODES, { message: `registrar must be one of ${REGISTRAR_CODES.join(', ')}` })
  registrar?: RegistrarCode | null;

  @ApiPropertyOptional({ nullable: true }) @PaymentUrl('purchaseUrl') purchaseUrl?: string | null;
  @ApiPropertyOptional({ nullable: true }) @PaymentUrl('financeUrl') financeUrl?: string | null;
  @ApiPropertyOptional({ nullable: true }) @PaymentUrl('leaseUrl') leaseUrl?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @MaxLength(10_000, { message: 'privateNotes must be 10,000 characters or fewer' })
  @IsString({ message: 'privateNotes must be text' })
  privateNotes?: string | null;

  @ApiPropertyOptional({ description: '"Let it expire": no expiry reminders for this domain' })
  @IsOptional()
  @IsBoolean({ message: 'remindersMuted must be true or false' })
  remindersMuted?: boolean;

  @ApiPropertyOptional({
    type: [String],
    maxItems: TAGS_PER_DOMAIN_MAX,
    example: ['brandable', 'ai'],
    description: `The owner's tags: each stored lowercase with one space inside ('AI ' is 'ai'), alike ones once; at most ${TAGS_PER_DOMAIN_MAX}, each 1 to ${TAG_MAX_LENGTH} characters without a comma. A marketplace category's names carry its name as a tag ('brandable'). Replaces the domain's tags.`,
  })
  @TagList('tags')
  tags?: string[];
}
