import { Logger, type ArgumentsHost } from '@nestjs/common';
import { databaseUnavailable } from '../../database/pg-errors';
import { AppExceptionFilter, toErrorResponse } from './app-exception.filter';

/** What drizzle throws: its own error around the driver's, in `cause`. */
function queryError(cause: object): Error {
  return Object.assign(new Error('Failed query: select 1'), { cause });
}

function answer(exception: unknown) {
  const sent: { status?: number; body?: { code?: string }; headers: Record<string, string> } = {
    headers: {},
  };
  const response = {
    headersSent: false,
    set(headers: Record<string, string>) {
      Object.assign(sent.headers, headers);
      return response;
    },
    status(code: number) {
      sent.status = code;
      return response;
    },
    json(body: { code?: string }) {
      sent.body = body;
      return response;
    },
  };
  const host = {
    switchToHttp: () => ({
      getResponse: () => response,
      getRequest: () => ({ method: 'POST', originalUrl: '/api/domains/new' }),
    }),
  } as unknown as ArgumentsHost;
  new AppExceptionFilter().catch(exception, host);
  return sent;
}

describe('a database that cannot be reached', () => {
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['restarting (57P01, terminated by the administrator)', queryError({ code: '57P01' })],
    ['starting or shutting down (57P03)', queryError({ code: '57P03' })],
    ['a connection exception (08006)', queryError({ code: '08006' })],
    ['refusing connections', queryError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' })],
    ['closing the connection', queryError(new Error('Connection terminated unexpectedly'))],
    ['gone before a pooled connection was handed out', new Error('Connection terminated')],
  ])('answers 503 with Retry-After when it is %s', (_, error) => {
    expect(databaseUnavailable(error)).toBe(true);
    const sent = answer(error);
    expect(sent.status).toBe(503);
    expect(sent.body?.code).toBe('SERVICE_UNAVAILABLE');
    expect(sent.headers['Retry-After']).toBe('5');
    expect(toErrorResponse(error).status).toBe(503);
  });

  it('still answers 500 for a failing query and for any other error', () => {
    for (const error of [
      queryError({ code: '23505', constraint: 'domains_owner_id_name_key' }),
      queryError({ code: '42P01', message: 'relation "nope" does not exist' }),
      new Error('boom'),
      null,
    ]) {
      expect(databaseUnavailable(error)).toBe(false);
      expect(answer(error).status).toBe(500);
    }
  });
});
