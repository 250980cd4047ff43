import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { LoginChallengeRepository } from './login-challenge.repository';
import { PasskeyRepository } from './passkey.repository';
import { SessionRepository } from './session.repository';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** The first sweep, soon after start, so an instance that restarts often still sweeps. */
const FIRST_SWEEP_AFTER_MS = 60 * 1000;

/**
 * Deletes expired sessions a minute after start and then hourly, on every instance, so the
 * table holds only live ones. Sweeps do not overlap: while one instance sweeps, the others skip
 * their turn (an advisory lock), and a sweep that follows another finds nothing left to delete.
 */
@Injectable()
export class SessionSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SessionSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private firstSweep: NodeJS.Timeout | null = null;

  constructor(
    private readonly sessions: SessionRepository,
    private readonly challenges: LoginChallengeRepository,
    private readonly passkeys: PasskeyRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.firstSweep = setTimeout(() => void this.sweep(), FIRST_SWEEP_AFTER_MS);
    this.firstSweep.unref();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.firstSweep) clearTimeout(this.firstSweep);
    if (this.timer) clearInterval(this.timer);
  }

  /** How many sessions this call removed: 0 too when another instance was sweeping. */
  async sweep(): Promise<number> {
    try {
      const now = new Date();
      const removed = (await this.sessions.deleteExpired(now)) ?? 0;
      if (removed > 0) this.logger.log(`Removed ${removed} expired sessions`);
      // Sign-ins and passkey ceremonies left halfway: minutes old, never of use again.
      await this.challenges.deleteExpired(now);
      await this.passkeys.deleteExpiredChallenges(now);
      return removed;
    } catch (error) {
      this.logger.error({ err: error }, 'Could not remove expired sessions');
      return 0;
    }
  }
}
