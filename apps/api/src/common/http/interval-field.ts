import { applyDecorators } from '@nestjs/common';
import { INTERVAL_KEYS, INTERVALS, parseInterval, type Interval } from '@domainfolio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';

/** The message for an interval the API does not know: it names every key it takes. */
export const INTERVAL_MESSAGE = `interval must be one of ${INTERVAL_KEYS.join(', ')}`;

/**
 * An optional `interval` query field: any key of the contract's alias table (MONTHLY as well as
 * MONTH, in any case) arrives in the service as its interval, anything else is a 400 naming
 * the keys.
 */
export function IntervalField(defaultInterval: Interval): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      enum: INTERVAL_KEYS,
      default: defaultInterval,
      description:
        'A calendar period in your time zone (weeks start on Monday). The adjective forms mean ' +
        'the same as the nouns (MONTHLY is MONTH); ALL, LIFETIME and UNLIMITED mean all time.',
    }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) => parseInterval(value) ?? value),
    IsIn(INTERVALS, { message: INTERVAL_MESSAGE }),
  );
}
