import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ErrorCode, type FieldError } from '@domainfolio/contracts';
import { AppError } from '../errors/app-error';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Validates every body and query against its DTO: unknown fields are refused, values are
 * converted to their declared types, and the first problem becomes the message.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
