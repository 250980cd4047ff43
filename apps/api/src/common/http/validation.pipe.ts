import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { ErrorCode, type FieldError } from '@domainfolio/contracts';
import { AppError } from '../errors/app-error';
import { normalizeBlankStrings } from './empty-strings';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** The path of the first text in `value` holding U+0000, or null when there is none. */
function nulCharacterAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulCharacterAt(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000, so a value carrying one would fail its query with a 500:
 * refused here with the field it is in. Path values are checked whatever their type; bodies
 * and queries when they have a DTO (a route that reads its raw body validates it itself, with
 * this pipe, and answers in its own way).
 */
function refuseNulCharacters(value: unknown, metadata: ArgumentMetadata, checked: boolean): void {
  if (metadata.type !== 'param' && !checked) return;
  const field = nulCharacterAt(value, metadata.type === 'param' ? (metadata.data ?? '') : '');
  if (field === null) return;
  const message = `${field || metadata.type} must not contain the NUL character (U+0000)`;
  throw new AppError(ErrorCode.VALIDATION_FAILED, {
    errors: [{ field: field || metadata.type, message }],
    message: `${capitalize(message)}.`,
  });
}

/** Applies the blank-string rule (`normalizeBlankStrings`) to bodies and queries first. */
class AppValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype, type } = metadata;
    refuseNulCharacters(value, metadata, Boolean(metatype) && this.toValidate(metadata));
    const normalized =
      (type === 'body' || type === 'query') && metatype && this.toValidate(metadata)
        ? normalizeBlankStrings(metatype as new () => object, value)
        : value;
    return super.transform(normalized, metadata);
  }
}

/**
 * Validates every body and query against its DTO: blank optional fields count as not sent,
 * unknown fields are refused, values are converted to their declared types, and the first
 * problem becomes the message.
 */
export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      return new AppError(ErrorCode.VALIDATION_FAILED, {
        errors: fieldErrors,
        message: fieldErrors[0] ? `${capitalize(fieldErrors[0].message)}.` : undefined,
      });
    },
  });
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
