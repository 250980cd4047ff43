import { Inject, Injectable } from '@nestjs/common';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { alertSettings, type AlertSettingsRow } from '../../database/schema';

export type SavedAlertSettings = Pick<
  AlertSettingsRow,
  'expiryReminders' | 'reminderDays' | 'digest' | 'routes'
>;

/** The only code that touches `alert_settings`. No row: the owner kept the defaults. */
@Injectable()
export class AlertSettingsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async find(ownerId: string, executor: DbExecutor = this.db): Promise<AlertSettingsRow | null> {
    const [row] = await executor
      .select()
      .from(alertSettings)
      .where(eq(alertSettings.ownerId, ownerId));
    return row ?? null;
  }

  /** Several owners' rows at once (a reminder run reads every owner of a page of domains). */
  async findMany(ownerIds: readonly string[]): Promise<Map<string, AlertSettingsRow>> {
    if (ownerIds.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(alertSettings)
      .where(inArray(alertSettings.ownerId, [...ownerIds]));
    return new Map(rows.map((row) => [row.ownerId, row]));
  }

  /** Owners who route an event to at least one channel (the weekly summary's readers). */
  async ownersRouting(event: string): Promise<string[]> {
    const rows = await this.db
      .select({ ownerId: alertSettings.ownerId })
      .from(alertSettings)
      .where(
        sql`jsonb_array_length(coalesce(${alertSettings.routes} -> ${event}, '[]'::jsonb)) > 0`,
      );
    return rows.map((row) => row.ownerId);
  }

  /** The largest reminder day any owner chose, so a run reads no domain further out. */
  async largestReminderDay(): Promise<number | null> {
    const [row] = await this.db
      .select({ days: sql<number | null>`max(d)` })
      .from(sql`${alertSettings}, unnest(${alertSettings.reminderDays}) as d`)
      .where(eq(alertSettings.expiryReminders, true));
    return row?.days === null || row?.days === undefined ? null : Number(row.days);
  }

  async save(
    executor: DbExecutor,
    ownerId: string,
    settings: SavedAlertSettings,
    defaults: SavedAlertSettings,
  ): Promise<AlertSettingsRow> {
    const [row] = await executor
      .insert(alertSettings)
      .values({ ownerId, ...defaults, ...settings })
      .onConflictDoUpdate({
        target: alertSettings.ownerId,
        set: { ...settings, updatedAt: sql`now()` },
      })
      .returning();
    return row!;
  }

  /** Sets (or with nulls, clears) the calendar token, creating the row with the defaults if needed. */
  async setCalendarToken(
    executor: DbExecutor,
    ownerId: string,
    token: { hash: string; sealed: string } | null,
    defaults: SavedAlertSettings,
  ): Promise<AlertSettingsRow> {
    const values = {
      calendarTokenHash: token?.hash ?? null,
      calendarToken: token?.sealed ?? null,
      calendarCreatedAt: token ? new Date() : null,
    };
    const [row] = await executor
      .insert(alertSettings)
      .values({ ownerId, ...defaults, ...values })
      .onConflictDoUpdate({
        target: alertSettings.ownerId,
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning();
    return row!;
  }

  async findByCalendarHash(hash: string): Promise<AlertSettingsRow | null> {
    const [row] = await this.db
      .select()
      .from(alertSettings)
      .where(eq(alertSettings.calendarTokenHash, hash));
    return row ?? null;
  }
}
