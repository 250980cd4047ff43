import { hash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AnalyticsRepository } from './analytics.repository';

const DAY_MS = 86_400_000;
/** The UTC calendar day of an instant ('2026-11-22'). */
export const utcDay = (at: Date | number): string => new Date(at).toISOString().slice(0, 10);
/** The UTC day `days` after `day` (before, when negative). */
export const plusDays = (day: string, days: number): string =>
  utcDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** Hex digits of the SHA-256 digest a visitor hash keeps (16 bytes): enough to tell a day's visitors apart. */
const HASH_HEX = 32;

/**
 * A visitor's hash for a day: the first 16 bytes of SHA-256(day salt ‖ address ‖ '\n' ‖ user
 * agent), in hex. The newline keeps the address and the agent apart (neither can hold one).
 * Without the salt, which is random, shared by the instances and deleted after its day, the
 * hash cannot be traced back to an address, nor matched with the same visitor's another day.
 */
export function visitorHash(salt: Buffer, address: string, userAgent: string): string {
  // One-shot hashing: a fifth of the cost of a createHash object per view.
  const input = Buffer.concat([salt, Buffer.from(`${address}\n${userAgent}`)]);
  return hash('sha256', input, 'hex').slice(0, HASH_HEX);
}

/**
 * The day salts of visitor hashes, one random 32-byte salt per UTC day, shared by every instance
 * through `analytics_salts` and kept here in memory: today's and tomorrow's are made ahead (at
 * start and on each flush), so a view never waits for the database.
 */
@Injectable()
export class VisitorSalts {
  private readonly known = new Map<string, Buffer>();

  constructor(private readonly repository: AnalyticsRepository) {}

  /** The day's salt, when this instance has it. */
  cached(day: string): Buffer | undefined {
    return this.known.get(day);
  }

  /** Makes sure the salts of these days are here (made when missing); throws when they cannot be. */
  async load(days: readonly string[]): Promise<void> {
    const missing = [...new Set(days)].filter((day) => !this.known.has(day));
    if (missing.length === 0) return;
    const found = await this.repository.salts(
      missing.map((day) => ({ day, salt: randomBytes(32) })),
    );
    for (const [day, salt] of found) this.known.set(day, salt);
    const unknown = missing.filter((day) => !this.known.has(day));
    if (unknown.length > 0) throw new Error(`no salt for ${unknown.join(', ')}`);
  }

  /** Today's and tomorrow's salts at hand, and none of before yesterday kept. */
  async prepare(now = new Date()): Promise<void> {
    const today = utcDay(now);
    const yesterday = plusDays(today, -1);
    for (const day of this.known.keys()) if (day < yesterday) this.known.delete(day);
    await this.load([today, plusDays(today, 1)]);
  }
}
