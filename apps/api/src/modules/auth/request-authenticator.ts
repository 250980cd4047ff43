import { Injectable } from '@nestjs/common';
import { API_KEY_HEADER, ErrorCode } from '@domainfolio/contracts';
import type { Request } from 'express';
import type { Authenticator } from '../../common/auth/authenticator';
import type { RequestAuth } from '../../common/auth/request-auth';
import { AppError } from '../../common/errors/app-error';
import { ApiKeysService } from '../api-keys/api-keys.service';
import { UsersService } from '../users/users.service';
import { SessionService } from './session.service';

/**
 * Who a request acts for: the owner of the API key in `x-domainfolio-api-key` when the header is
 * sent, else the owner of the session cookie. A disabled account is refused either way.
 */
@Injectable()
export class RequestAuthenticator implements Authenticator {
  constructor(
    private readonly sessions: SessionService,
    private readonly apiKeys: ApiKeysService,
    private readonly users: UsersService,
  ) {}

  hasCredentials(request: Request): boolean {
    return (
      request.headers[API_KEY_HEADER] !== undefined || this.sessions.tokenHashOf(request) !== null
    );
  }

  async authenticate(request: Request): Promise<RequestAuth> {
    const key = request.headers[API_KEY_HEADER];
    if (key !== undefined) {
      const user = await this.apiKeys.authenticate(
        Array.isArray(key) ? (key[0] ?? '') : key,
        (userId) => this.users.findById(userId),
      );
      return { user, via: 'apiKey', sessionTokenHash: null, secondFactorAt: null };
    }

    const tokenHash = this.sessions.tokenHashOf(request);
    const session = tokenHash ? await this.sessions.resolve(tokenHash) : null;
    const user = session ? await this.users.findById(session.userId) : null;
    if (!user) throw new AppError(ErrorCode.UNAUTHENTICATED);
    if (user.disabledAt) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
    return {
      user,
      via: 'session',
      sessionTokenHash: tokenHash,
      secondFactorAt: session!.secondFactorAt,
    };
  }
}
