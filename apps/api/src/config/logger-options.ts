import type { Options } from 'pino-http';
import type { AppConfig } from './app-config';

/**
 * A request's line in the log: what was asked, by which address, and the answer's status (with
 * the response time pino-http adds). No header is logged: no cookie, authorization or API key
 * can reach the log, and a line costs a fraction of one with every header, which matters for a
 * server answering thousands of landing-page requests a second.
 */
export const requestSerializers = {
  req: (req: LoggedRequest) => ({
    id: req.id,
    method: req.method,
    url: req.url,
    host: req.headers?.host,
    remoteAddress: req.remoteAddress,
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
};

/** A request as pino-http hands it to a serializer (its standard form: url is Express' original). */
interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  remoteAddress?: string;
}

/**
 * Requests not worth a line: the health check (polled by every load balancer) and a landing
 * page's view beacon (one per visit, counted in the domain's statistics; a proxy in front logs
 * them if an access log is wanted).
 */
const VIEW_BEACON = /^\/api\/public\/domains\/[^/?]+\/view(?:\?|$)/;

export function isUnlogged(url: string | undefined): boolean {
  return url === '/api/health' || VIEW_BEACON.test(url ?? '');
}

/** Structured JSON logs; secrets in headers never reach them. Pretty only on a developer's TTY. */
export function loggerOptions(config: AppConfig): Options {
  return {
    level: config.LOG_LEVEL,
    serializers: requestSerializers,
    autoLogging: { ignore: (req) => isUnlogged(req.url) },
    ...(config.LOG_PRETTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { singleLine: true, translateTime: 'SYS:HH:MM:ss' },
          },
        }
      : {}),
  };
}
