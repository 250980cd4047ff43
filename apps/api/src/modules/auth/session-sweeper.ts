import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
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

  constructor(private readonly sessions: SessionRepository) {}

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
      const removed = (await this.sessions.deleteExpired(new Date())) ?? 0;
      if (removed > 0) this.logger.log(`Removed ${removed} expired sessions`);
      return removed;
    } catch (error) {
      this.logger.error({ err: error }, 'Could not remove expired sessions');
      return 0;
    }
  }
}
