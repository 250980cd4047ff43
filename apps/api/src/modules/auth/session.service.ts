import { Inject, Injectable } from '@nestjs/common';
import { REMEMBERED_SESSION_DAYS } from '@domainfolio/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { randomToken, sha256 } from '../../common/crypto/tokens';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { DbExecutor } from '../../database/database';
import type { UserRow } from '../../database/schema';
import type { SignInMethod } from './session.repository';
import { SessionRepository } from './session.repository';
import { secureCookie } from './secure-cookie';
import { requestOrigin } from '../../common/security/request-origin';

const DAY = 24 * 60 * 60 * 1000;
/** A session without "Remember me" ends with the browser, and on the server after a day idle. */
const BROWSER_SESSION_IDLE_MS = DAY;
const REMEMBERED_MS = REMEMBERED_SESSION_DAYS * DAY;
/** Sliding expiry is written at most this often, not on every request. */
const EXTEND_AFTER_MS = 60 * 60 * 1000;

/**
 * Server-side sessions: the cookie carries a random token, the database its SHA-256. The cookie
 * is HttpOnly, SameSite=Lax, host-only, Secure over https (or when APP_URL is https), and
 * rotated at every sign-in.
 */
@Injectable()
export class SessionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: SessionRepository,
  ) {}

  get cookieName(): string {
    return this.config.SESSION_COOKIE_NAME;
  }

  tokenHashOf(request: Request): string | null {
    const token: unknown = request.cookies?.[this.cookieName];
    return typeof token === 'string' && token.length > 0 && token.length <= 128
      ? sha256(token)
      : null;
  }

  /**
   * Starts a session for `user`, ending the one this browser had; `method` is how they proved
   * it, `secondFactor` whether the sign-in proved a second factor too.
   */
  async start(
    request: Request,
    response: Response,
    user: UserRow,
    persistent: boolean,
    method: SignInMethod,
    secondFactor = false,
  ): Promise<void> {
    const previous = this.tokenHashOf(request);
    if (previous) await this.repository.delete(previous);
    const token = randomToken();
    const now = Date.now();
    const origin = requestOrigin(request);
    await this.repository.create({
      tokenHash: sha256(token),
      userId: user.id,
      persistent,
      method,
      expiresAt: new Date(now + (persistent ? REMEMBERED_MS : BROWSER_SESSION_IDLE_MS)),
      userAgent: origin.userAgent,
      ipAddress: origin.ipAddress,
      country: origin.country,
      secondFactorAt: secondFactor ? new Date(now) : null,
    });
    response.cookie(this.cookieName, token, {
      ...this.cookieOptions(request),
      ...(persistent ? { maxAge: REMEMBERED_MS } : {}),
    });
  }

  /** The owner of a valid session and its last second factor, sliding its expiry forward. */
  async resolve(
    tokenHash: string,
  ): Promise<{ userId: string; secondFactorAt: Date | null } | null> {
    const now = new Date();
    const session = await this.repository.findActive(tokenHash, now);
    if (!session) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > EXTEND_AFTER_MS) {
      const lifetime = session.persistent ? REMEMBERED_MS : BROWSER_SESSION_IDLE_MS;
      await this.repository.extend(tokenHash, now, new Date(now.getTime() + lifetime));
    }
    return { userId: session.userId, secondFactorAt: session.secondFactorAt };
  }

  async end(request: Request, response: Response): Promise<void> {
    const tokenHash = this.tokenHashOf(request);
    if (tokenHash) await this.repository.delete(tokenHash);
    this.clearCookie(request, response);
  }

  /** How and when the session was started (a fresh Google sign-in allows deleting the account). */
  signInOf(tokenHash: string): Promise<{ method: SignInMethod | null; at: Date } | null> {
    return this.repository.findSignIn(tokenHash);
  }

  /** Ends every session of the owner, in the caller's transaction (a closed or disabled account). */
  endAll(executor: DbExecutor, userId: string): Promise<void> {
    return this.repository.deleteAllForUser(executor, userId);
  }

  /** Tells the browser to forget its session cookie (after the session was ended on the server). */
  clearCookie(request: Request, response: Response): void {
    response.clearCookie(this.cookieName, this.cookieOptions(request));
  }

  private cookieOptions(request: Request): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie(this.config, request),
      path: '/',
    };
  }
}
