import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AUTHENTICATOR, type Authenticator } from './authenticator';
import { IS_PUBLIC } from './public.decorator';

/**
 * Global guard: every route needs a signed-in owner (session cookie) or an API key, unless it is
 * marked @Public(). A public route still knows its caller when one is signed in (the dashboard's
 * search, for one).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<Request>();
    if (isPublic) {
      // An anonymous visitor (a buyer on a landing page) costs no lookup and no error.
      if (this.authenticator.hasCredentials(request))
        request.auth = await this.authenticator.authenticate(request).catch(() => undefined);
      return true;
    }
    request.auth = await this.authenticator.authenticate(request);
    return true;
  }
}
