import { Inject, Injectable, Logger } from '@nestjs/common';
import { withinDeadline } from '../../common/outbound/deadline';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

export type BotCheckResult = 'PASSED' | 'FAILED' | 'SKIPPED' | 'UNAVAILABLE';

/** The action the landing-page form asks reCAPTCHA v3 to score. */
export const LEAD_RECAPTCHA_ACTION = 'lead';
/** At most this of the request's deadline: the lead is stored already, and waits for it. */
const VERIFY_TIMEOUT_MS = 5_000;

interface SiteVerifyReply {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/**
 * reCAPTCHA v3's server-side check (POST to the siteverify URL with the secret, the token and
 * the visitor's address). Not configured: SKIPPED. Google unreachable or answering nonsense:
 * UNAVAILABLE, so an outage never turns buyers away (their lead is kept and delivered).
 */
@Injectable()
export class RecaptchaGateway {
  private readonly logger = new Logger(RecaptchaGateway.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    return Boolean(this.config.RECAPTCHA_SECRET_KEY);
  }

  async verify(token: string, remoteIp: string | undefined): Promise<BotCheckResult> {
    const secret = this.config.RECAPTCHA_SECRET_KEY;
    if (!secret) return 'SKIPPED';
    if (!token) return 'FAILED';
    const form = new URLSearchParams({ secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let reply: SiteVerifyReply;
    try {
      reply = await withinDeadline('reCAPTCHA', async (_timeoutMs, deadline) => {
        const response = await fetch(this.config.RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.any([deadline, AbortSignal.timeout(VERIFY_TIMEOUT_MS)]),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        return (await response.json()) as SiteVerifyReply;
      });
      if (typeof reply !== 'object' || reply === null || typeof reply.success !== 'boolean')
        throw new Error('siteverify answered without a success flag');
    } catch (error) {
      this.logger.warn(`reCAPTCHA check unavailable: ${String(error)}`);
      return 'UNAVAILABLE';
    }
    if (!reply.success) return 'FAILED';
    if (reply.action !== undefined && reply.action !== LEAD_RECAPTCHA_ACTION) return 'FAILED';
    if (typeof reply.score === 'number' && reply.score < this.config.RECAPTCHA_MIN_SCORE)
      return 'FAILED';
    return 'PASSED';
  }
}
