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

/** Applies the blank-string rule (`normalizeBlankStrings`) to bodies and queries first. */
class AppValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype, type } = metadata;
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
