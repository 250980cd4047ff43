import { Injectable, type NestMiddleware } from '@nestjs/common';
import { API_KEY_HEADER, ErrorCode } from '@domainfolio/contracts';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../common/errors/app-error';
import { SAFE_METHODS } from '../../common/http/safe-methods';

/**
 * GET routes that change something. Sign-out is a link the dashboard follows, and a SameSite=Lax
 * cookie comes with a top-level navigation from any site, so another site could sign an owner
 * out with a link or a redirect if its GET were let through.
 */
const STATE_CHANGING_GETS = new Set(['/api/user/logout']);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF): every site
 * calls /api on its own origin, so a cross-origin POST is never ours. API-key clients send no
 * cookies and are not browsers, so they pass.
 */
@Injectable()
export class SameOriginMiddleware implements NestMiddleware {
  use(request: Request, _response: Response, next: NextFunction): void {
    const safe =
      SAFE_METHODS.has(request.method) &&
      !STATE_CHANGING_GETS.has(request.originalUrl.split('?')[0] ?? '');
    if (safe || request.headers[API_KEY_HEADER] !== undefined) {
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
    // Without Sec-Fetch-Site (older browsers), the Origin header must name this host and port
    // (request.host honours X-Forwarded-Host only from a trusted proxy): another port of the
    // same host is another origin, maybe another program.
    const origin = request.get('origin');
    if (origin !== undefined && !sameHost(origin, request.host)) {
      next(crossSite());
      return;
    }
    next();
  }
}

/**
 * Whether an Origin header names `host` (the request's host and port). Each side is read as a
 * URL of the Origin's scheme, so a default port written out (`:443`) or left out compares equal.
 * 'null' and anything malformed are never the same.
 */
function sameHost(origin: string, host: string | undefined): boolean {
  try {
    const from = new URL(origin);
    return host !== undefined && from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

function crossSite(): AppError {
  return new AppError(ErrorCode.FORBIDDEN, {
    message: 'Requests from other sites are not allowed.',
  });
}
