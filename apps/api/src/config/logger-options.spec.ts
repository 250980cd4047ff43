import { isUnlogged, requestSerializers } from './logger-options';

describe("a request's line in the log", () => {
  it('says what was asked, by whom and the status, and no header with a secret', () => {
    // As pino-http hands it over: its standard form of the request.
    const req = {
      id: 7,
      method: 'GET',
      url: '/api/user?x=1',
      headers: {
        host: 'localhost:3000',
        cookie: 'domainfolio_session=secret',
        authorization: 'Bearer secret',
        'x-domainfolio-api-key': 'dfk_live_secret',
      },
      remoteAddress: '203.0.113.9',
      remotePort: 50123,
    };
    const line = JSON.stringify({
      req: requestSerializers.req(req),
      res: requestSerializers.res({ statusCode: 401 }),
    });
    expect(JSON.parse(line)).toEqual({
      req: {
        id: 7,
        method: 'GET',
        url: '/api/user?x=1',
        host: 'localhost:3000',
        remoteAddress: '203.0.113.9',
      },
      res: { statusCode: 401 },
    });
    expect(line).not.toContain('secret');
  });

  it('is not written for the health check and view beacons, and is for everything else', () => {
    expect(isUnlogged('/api/health')).toBe(true);
    expect(isUnlogged('/api/public/domains/rocket.com/view')).toBe(true);
    expect(isUnlogged('/api/public/domains/rocket.com/view?t=1')).toBe(true);
    expect(isUnlogged('/api/public/domains/rocket.com')).toBe(false);
    expect(isUnlogged('/api/public/domains/rocket.com/view/more')).toBe(false);
    expect(isUnlogged('/api/health/deep')).toBe(false);
    expect(isUnlogged('/api/domains/edit')).toBe(false);
  });
});
