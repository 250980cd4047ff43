import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_KEY_HEADER, ErrorCode } from '@domainfolio/contracts';
import type { Request } from 'express';
import { AppError } from '../../common/errors/app-error';
import { ApiKeysService } from '../api-keys/api-keys.service';
import { IS_PUBLIC } from './public.decorator';
import { SessionService } from './session.service';

/**
 * Global guard: every route needs a signed-in owner (session cookie) or an API key in
 * `x-domainfolio-api-key`, unless it is marked @Public(). A disabled account is refused.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly apiKeys: ApiKeysService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<Request>();
    if (isPublic) {
      // A public route still knows its caller when one is signed in (e.g. the dashboard's search).
      await this.authenticate(request).catch(() => undefined);
      return true;
    }
    await this.authenticate(request);
    return true;
  }

  private async authenticate(request: Request): Promise<void> {
    const key = request.headers[API_KEY_HEADER];
    if (key !== undefined) {
      const user = await this.apiKeys.authenticate(Array.isArray(key) ? (key[0] ?? '') : key);
      request.auth = { user, via: 'apiKey', sessionTokenHash: null };
      return;
    }

    const tokenHash = this.sessions.tokenHashOf(request);
    const user = tokenHash ? await this.sessions.resolve(tokenHash) : null;
    if (!user) throw new AppError(ErrorCode.UNAUTHENTICATED);
    if (user.disabledAt) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
    request.auth = { user, via: 'session', sessionTokenHash: tokenHash };
  }
}
