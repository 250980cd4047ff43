import { Injectable, type NestMiddleware } from '@nestjs/common';
import { API_KEY_HEADER, ErrorCode } from '@domainfolio/contracts';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../common/errors/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF): every site
 * calls /api on its own origin, so a cross-origin POST is never ours. API-key clients send no
 * cookies and are not browsers, so they pass.
 */
@Injectable()
export class SameOriginMiddleware implements NestMiddleware {
  use(request: Request, _response: Response, next: NextFunction): void {
    if (SAFE_METHODS.has(request.method) || request.headers[API_KEY_HEADER] !== undefined) {
      next();
      return;
    }
    // The browser sets Sec-Fetch-Site and no page can change it, so where it is sent it decides
    // alone: a form posted from a page with Referrer-Policy no-referrer (helmet's) says
    // `Origin: null` however same-origin it is.
    const fetchSite = request.get('sec-fetch-site');
    if (fetchSite) {
      next(fetchSite === 'same-origin' || fetchSite === 'none' ? undefined : crossSite());
      return;
    }
    // Without Sec-Fetch-Site (older browsers), the Origin header must name this host
    // (request.hostname honours X-Forwarded-Host only from a trusted proxy).
    const origin = request.get('origin');
    if (origin !== undefined && hostnameOf(origin) !== request.hostname) {
      next(crossSite());
      return;
    }
    next();
  }
}

/** The host name of an Origin header; null for 'null' and anything malformed. */
function hostnameOf(origin: string): string | null {
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
}

function crossSite(): AppError {
  return new AppError(ErrorCode.FORBIDDEN, {
    message: 'Requests from other sites are not allowed.',
  });
}
