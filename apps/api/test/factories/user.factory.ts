import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/database/database';
import { portfolioPages, users, type NewUserRow, type UserRow } from '../../src/database/schema';

export interface UserOverrides extends Partial<NewUserRow> {
  page?: { isEnabled?: boolean; title?: string | null; description?: string | null } | null;
}

/** An owner with a confirmed email; pass `page` to give them a portfolio page. */
export async function createUser(db: Database, overrides: UserOverrides = {}): Promise<UserRow> {
  const { page, ...fields } = overrides;
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: `owner-${suffix}@example.com`,
      username: `owner-${suffix}`,
      displayName: `Owner ${suffix}`,
      emailConfirmedAt: new Date(),
      ...fields,
    })
    .returning();
  if (!user) throw new Error('user not created');
  if (page !== undefined && page !== null) {
    await db.insert(portfolioPages).values({ userId: user.id, isEnabled: true, ...page });
  }
  return user;
}
