import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ErrorCode } from '@domainfolio/contracts';
import type { Request } from 'express';
import { AppError } from '../../common/errors/app-error';
import { UsersService } from '../users/users.service';

/**
 * Lets through only an administrator signed in with a session (an API key never gives admin
 * rights, so a leaked key cannot be used against other accounts). Everyone else, signed in or
 * not, gets the same 404 as a route that does not exist, so the area does not show it is there.
 * The admin routes are @Public() for the global guard so that anonymous callers and disabled
 * accounts reach this answer too, instead of a 401 or 403 that would tell them otherwise.
 * An administrator whose session has not proved a second factor gets 403
 * SECOND_FACTOR_REQUIRED instead, which says what to do.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  canActivate(context: ExecutionContext): boolean {
    const auth = context.switchToHttp().getRequest<Request>().auth;
    if (!auth || auth.via !== 'session' || !this.users.isAdministrator(auth.user))
      throw new AppError(ErrorCode.NOT_FOUND);
    // An administrator's session must have proved a second factor (an authenticator code at
    // sign-in or since, or a passkey): a stolen password alone never opens other accounts.
    if (auth.secondFactorAt === null)
      throw new AppError(ErrorCode.SECOND_FACTOR_REQUIRED, {
        message:
          auth.user.totpEnabledAt === null
            ? 'Administrators use two-factor sign-in: turn it on in Account → Security (or sign in with a passkey), then open the admin screens again.'
            : 'Administrators use two-factor sign-in: confirm a code from your authenticator app, then open the admin screens again.',
      });
    return true;
  }
}
