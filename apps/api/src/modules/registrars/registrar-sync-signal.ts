import { Injectable } from '@nestjs/common';

/** Wakes this instance's sync worker when a run was queued here ("Sync now", a new connection). */
@Injectable()
export class RegistrarSyncSignal {
  private listener: (() => void) | null = null;

  listen(listener: () => void): void {
    this.listener = listener;
  }

  kick(): void {
    this.listener?.();
  }
}
