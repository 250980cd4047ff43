import { Injectable, type NestMiddleware } from '@nestjs/common';
import { API_KEY_HEADER, ErrorCode } from '@domainfolio/contracts';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../common/errors/app-error';

/** Query parameters that a client could mean as an API key (compared without case). */
const KEY_PARAMETERS = new Set(['apikey', 'api_key', 'api-key', 'key', API_KEY_HEADER]);

/**
 * Refuses an API request that carries an API key in its URL. URLs are written to access logs,
 * proxies' logs and browser history, so a key sent there is no longer secret: the request is
 * answered 400 with how to send it, never served (not even with a valid key in the header).
 */
@Injectable()
export class ApiKeyInUrlMiddleware implements NestMiddleware {
  use(request: Request, _response: Response, next: NextFunction): void {
    const query = request.originalUrl.indexOf('?');
    if (query < 0 || !request.originalUrl.startsWith('/api/')) {
      next();
      return;
    }
    const names = new URLSearchParams(request.originalUrl.slice(query + 1)).keys();
    for (const name of names) {
      if (KEY_PARAMETERS.has(name.toLowerCase())) {
        next(
          new AppError(ErrorCode.VALIDATION_FAILED, {
            message: `API keys are not accepted in the URL: send the key in the ${API_KEY_HEADER} header. A key that was sent in a URL may be in logs: generate a new one.`,
          }),
        );
        return;
      }
    }
    next();
  }
}
