import {
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { ErrorCode, errorBody, type ErrorBody } from '@domainfolio/contracts';
import type { Request, Response } from 'express';
import { databaseUnavailable } from '../../database/pg-errors';
import { NoAnswerError } from '../outbound/deadline';
import { AppError } from './app-error';

/**
 * PostgreSQL restarting, failing over or unreachable: nothing the client did, and over in
 * seconds, so a 503 that says when to try again rather than a 500.
 */
const databaseUnavailableError = () =>
  new AppError(ErrorCode.SERVICE_UNAVAILABLE, { headers: { 'Retry-After': '5' } });

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: ErrorCode.VALIDATION_FAILED,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  405: ErrorCode.METHOD_NOT_ALLOWED,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  429: ErrorCode.RATE_LIMITED,
  503: ErrorCode.SERVICE_UNAVAILABLE,
};

/**
 * Errors raised by Express middleware before any route runs (body parser, static files) carry
 * a 4xx `status` (http-errors); those are the client's, everything else is ours.
 */
interface ClientHttpError extends Error {
  status: number;
  type?: string;
}

function isClientHttpError(error: unknown): error is ClientHttpError {
  const status = (error as ClientHttpError | undefined)?.status;
  return error instanceof Error && typeof status === 'number' && status >= 400 && status < 500;
}

export function toErrorResponse(exception: unknown): { status: number; body: ErrorBody } {
  if (exception instanceof NoAnswerError)
    return toErrorResponse(
      new AppError(ErrorCode.PROVIDER_NO_ANSWER, { vars: { provider: exception.provider } }),
    );
  if (!(exception instanceof AppError) && databaseUnavailable(exception))
    return toErrorResponse(databaseUnavailableError());
  if (exception instanceof AppError) {
    const body = errorBody(exception.code, exception.options.vars, exception.options.errors);
    if (exception.options.message) body.message = exception.options.message;
    return { status: exception.status, body };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    // Nest turns body-parser's SyntaxError into a plain 400 carrying the parser's message.
    if (status === 400 && /JSON/.test(exception.message)) {
      const body = errorBody(ErrorCode.VALIDATION_FAILED);
      body.message = 'The request body is not valid JSON.';
      return { status, body };
    }
    const code =
      STATUS_CODES[status] ?? (status >= 500 ? ErrorCode.INTERNAL : ErrorCode.VALIDATION_FAILED);
    return { status, body: errorBody(code) };
  }
  if (isClientHttpError(exception)) {
    if (exception.type === 'entity.parse.failed') {
      const body = errorBody(ErrorCode.VALIDATION_FAILED);
      body.message = 'The request body is not valid JSON.';
      return { status: 400, body };
    }
    const code = STATUS_CODES[exception.status] ?? ErrorCode.VALIDATION_FAILED;
    return { status: exception.status, body: errorBody(code) };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: errorBody(ErrorCode.INTERNAL) };
}

/** The one place where any error becomes `{type, title, message}` with its HTTP status. */
@Catch()
export class AppExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(caught: unknown, host: ArgumentsHost): void {
    // Logged as a refusal (a warning), answered with its Retry-After.
    const exception =
      !(caught instanceof AppError) && databaseUnavailable(caught)
        ? databaseUnavailableError()
        : caught;
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const { status, body } = toErrorResponse(exception);
    if (status >= 500 && (exception instanceof AppError || exception instanceof NoAnswerError)) {
      // A refusal the code chose (a feature not configured, a third party that failed, which
      // the service logged with its cause): worth a warning, not an alert.
      this.logger.warn(
        { code: body.code, status, method: request.method, url: request.originalUrl },
        `Refused with ${status}: ${body.message}`,
      );
    } else if (status >= 500) {
      this.logger.error(
        { err: exception, method: request.method, url: request.originalUrl },
        'Unhandled error',
      );
    }
    if (response.headersSent) return;
    if (exception instanceof AppError && exception.options.headers)
      response.set(exception.options.headers);
    response.status(status).json(body);
  }
}
