import type { Options } from 'pino-http';
import type { AppConfig } from './app-config';

/** Structured JSON logs; secrets in headers never reach them. Pretty only on a developer's TTY. */
export function loggerOptions(config: AppConfig): Options {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-domainfolio-api-key"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    autoLogging: { ignore: (req) => req.url === '/api/health' },
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
