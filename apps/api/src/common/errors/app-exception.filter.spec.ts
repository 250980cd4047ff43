import { Logger, type ArgumentsHost } from '@nestjs/common';
import { ErrorCode } from '@domainfolio/contracts';
import { AppError } from './app-error';
import { AppExceptionFilter } from './app-exception.filter';

/** A host whose response records what the filter answered. */
function hostFor() {
  const sent: { status?: number; body?: unknown } = {};
  const response = {
    headersSent: false,
    set: () => response,
    status(code: number) {
      sent.status = code;
      return response;
    },
    json(body: unknown) {
      sent.body = body;
      return response;
    },
  };
  const request = { method: 'POST', originalUrl: '/api/things' };
  const host = {
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }),
  } as unknown as ArgumentsHost;
  return { host, sent };
}

describe('AppExceptionFilter logging', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('logs an unexpected failure as an unhandled error, with its cause', () => {
    const { host, sent } = hostFor();
    const cause = new Error('connection reset');
    new AppExceptionFilter().catch(cause, host);
    expect(sent.status).toBe(500);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: cause, method: 'POST', url: '/api/things' }),
      'Unhandled error',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a refusal the code chose as a warning, even with a 5xx status', () => {
    const { host, sent } = hostFor();
    new AppExceptionFilter().catch(
      new AppError(ErrorCode.INTEGRATION_NOT_CONFIGURED, { vars: { integration: 'Escrow' } }),
      host,
    );
    expect(sent.status).toBe(503);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'INTEGRATION_NOT_CONFIGURED', status: 503 }),
      'Refused with 503: Escrow is not configured on this server.',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('logs nothing for a client error', () => {
    const { host, sent } = hostFor();
    new AppExceptionFilter().catch(new AppError(ErrorCode.NOT_FOUND), host);
    expect(sent.status).toBe(404);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
