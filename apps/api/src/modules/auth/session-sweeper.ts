import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { SessionRepository } from './session.repository';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes expired sessions hourly, so the table holds only live ones. */
@Injectable()
export class SessionSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SessionSweeper.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly sessions: SessionRepository) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    try {
      const removed = await this.sessions.deleteExpired(new Date());
      if (removed > 0) this.logger.log(`Removed ${removed} expired sessions`);
      return removed;
    } catch (error) {
      this.logger.error({ err: error }, 'Could not remove expired sessions');
      return 0;
    }
  }
}
