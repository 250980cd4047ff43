import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  ApiSchema,
  ApiSecurity,
  getSchemaPath,
} from '@nestjs/swagger';
import {
  API_KEY_HEADER,
  ErrorCode,
  NotificationType,
  type ErrorBody,
  type FieldError,
  type Notification,
  type PagedResult,
} from '@domainfolio/contracts';

/** The security scheme's name in the document (DocumentBuilder.addApiKey in bootstrap.ts). */
export const API_KEY_SCHEME = 'apiKey';

@ApiSchema({ name: 'FieldError' })
export class FieldErrorSchema implements FieldError {
  @ApiProperty({ example: 'domain.name' })
  field!: string;

  @ApiProperty({ example: 'name must be a domain name like example.com' })
  message!: string;
}

/** The body of every error response, the same for every endpoint. */
@ApiSchema({ name: 'ErrorBody' })
export class ErrorBodySchema implements ErrorBody {
  @ApiProperty({ enum: [NotificationType.ERROR], example: NotificationType.ERROR })
  type!: typeof NotificationType.ERROR;

  @ApiPropertyOptional({
    enum: Object.values(ErrorCode),
    description: 'What went wrong, for code to test (the title and message are for people)',
    example: 'VALIDATION_FAILED',
  })
  code?: ErrorBody['code'];

  @ApiProperty({ example: 'Check the form' })
  title!: string;

  @ApiProperty({ example: 'name must be a domain name like example.com' })
  message!: string;

  @ApiPropertyOptional({
    type: [FieldErrorSchema],
    description: 'One entry per invalid field, when the request failed validation',
  })
  errors?: FieldError[];
}

/** The title and message a success carries, which the sites show as a toast. */
@ApiSchema({ name: 'Notification' })
export class NotificationSchema implements Notification {
  @ApiProperty({ enum: Object.values(NotificationType), example: NotificationType.SUCCESS })
  type!: NotificationType;

  @ApiProperty({ example: 'Saved' })
  title!: string;

  @ApiProperty({ example: 'Your changes are saved.' })
  message!: string;

  @ApiPropertyOptional({ description: 'How long the toast stays, in milliseconds' })
  durationMs?: number;
}

/** The error statuses the API answers with, and what each means for every endpoint. */
const ERROR_STATUSES = {
  400: 'The request is invalid: a missing or malformed field, or a value a rule refuses',
  401: `No valid session or API key (send the key in the ${API_KEY_HEADER} header)`,
  403: 'Not allowed: the plan lacks the feature or its limit is reached, or the account is not confirmed or is disabled',
  404: 'Not found, or not yours (another owner’s data is never shown)',
  409: 'Conflicts with the current state (already exists, already sold, already done)',
  413: 'The body or the file is too large',
  429: 'Too many requests: wait before trying again',
  502: 'A third party (a registrar, Escrow.com) answered with an error',
  503: 'A service this endpoint needs is not configured or does not answer',
  504: 'A third party did not answer in time',
} as const;
export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** Documents error responses with the shared ErrorBody schema. */
export function ApiErrors(...statuses: ErrorStatus[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: ERROR_STATUSES[status], type: ErrorBodySchema }),
    ),
  );
}

/**
 * Error answers that are pages (text/html) rather than ErrorBody: what a form posted by a
 * browser without JavaScript gets back, to show as it is.
 */
export function ApiErrorPages(...statuses: ErrorStatus[]): MethodDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: `${ERROR_STATUSES[status]} (a page saying so)`,
        content: { 'text/html': { schema: { type: 'string' } } },
      }),
    ),
  );
}

/**
 * An owner route (not @Public): a session or the API key, refused with 401 without either.
 * On a controller it applies to every route of it.
 */
export function ApiOwner(): MethodDecorator & ClassDecorator {
  return applyDecorators(ApiSecurity(API_KEY_SCHEME), ApiErrors(401));
}

interface EnvelopeOptions {
  status?: number;
  description?: string;
  /** The answer carries a success notification (type, title, message) beside the payload. */
  notification?: boolean;
  /** The payload is a list of the model. */
  isArray?: boolean;
}

/**
 * A `{payload: Model}` answer, with the success notification's fields when it has one: the
 * envelope every owner endpoint answers with.
 */
export function ApiPayload(model: Type<unknown>, options: EnvelopeOptions = {}): MethodDecorator {
  const ref = { $ref: getSchemaPath(model) };
  const payload = options.isArray ? { type: 'array' as const, items: ref } : ref;
  const envelope = {
    type: 'object' as const,
    required: ['payload'],
    properties: { payload },
  };
  return applyDecorators(
    ApiExtraModels(model, NotificationSchema),
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? 'Success',
      schema: options.notification
        ? { allOf: [{ $ref: getSchemaPath(NotificationSchema) }, envelope] }
        : envelope,
    }),
  );
}

/** A success that is only a notification: nothing but its title and message. */
export function ApiNotification(status = 200, description = 'Success'): MethodDecorator {
  return ApiResponse({ status, description, type: NotificationSchema });
}

/** The schema of a page of `item`s, as every list answers (`docs` and the paging fields). */
export function pagedSchema<T>(item: Type<T>, name: string): Type<PagedResult<T>> {
  class Paged implements PagedResult<T> {
    @ApiProperty({ type: [item] })
    docs!: T[];

    @ApiProperty({ description: 'The total count (capped for large searches)' })
    totalDocs!: number;

    @ApiProperty()
    limit!: number;

    @ApiProperty({ description: '1-based' })
    page!: number;

    @ApiProperty()
    totalPages!: number;

    @ApiProperty()
    hasPrevPage!: boolean;

    @ApiProperty()
    hasNextPage!: boolean;

    @ApiProperty({ type: Number, nullable: true })
    prevPage!: number | null;

    @ApiProperty({ type: Number, nullable: true })
    nextPage!: number | null;

    @ApiProperty({ description: 'The 1-based position of the first doc of this page' })
    pagingCounter!: number;

    @ApiPropertyOptional({ description: 'True when totalDocs is a capped count' })
    totalIsCapped?: boolean;
  }
  Object.defineProperty(Paged, 'name', { value: name });
  return Paged;
}

/** The acknowledgement of a notice from a third party (Stripe, Escrow.com). */
@ApiSchema({ name: 'Received' })
export class ReceivedSchema {
  @ApiProperty({ enum: [true] })
  received!: true;
}

/** A file download: CSV, or the same records as JSON. */
export function ApiFileDownload(description: string): MethodDecorator {
  return ApiResponse({
    status: 200,
    description: `${description} (an attachment; the format follows \`format\`)`,
    content: {
      'text/csv': { schema: { type: 'string' } },
      'application/json': {
        schema: { type: 'array', items: { type: 'object', additionalProperties: true } },
      },
    },
  });
}
