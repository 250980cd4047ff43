import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { DATABASE } from '../../database/database.module';
import type { Database } from '../../database/database';
import { domains, users } from '../../database/schema';

@Injectable()
export class SiteRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** An active owner by username. */
  async findActiveUsername(username: string): Promise<string | null> {
    const [row] = await this.db
      .select({ username: users.username })
      .from(users)
      .where(and(eq(users.username, username), isNull(users.disabledAt)))
      .limit(1);
    return row?.username ?? null;
  }

  /** The active owner whose verified custom domain is `host`. */
  async findUsernameByCustomDomain(host: string): Promise<string | null> {
    const [row] = await this.db
      .select({ username: users.username })
      .from(users)
      .where(
        and(
          eq(users.customDomain, host),
          isNotNull(users.customDomainVerifiedAt),
          isNull(users.disabledAt),
        ),
      )
      .limit(1);
    return row?.username ?? null;
  }

  /** The owner of a public portfolio domain whose parking has been verified. */
  async findParkedDomain(host: string): Promise<{ username: string; name: string } | null> {
    const [row] = await this.db
      .select({ username: users.username, name: domains.name })
      .from(domains)
      .innerJoin(users, eq(users.id, domains.ownerId))
      .where(
        and(
          eq(domains.name, host),
          isNotNull(domains.parkingVerifiedAt),
          eq(domains.public, true),
          isNull(users.disabledAt),
        ),
      )
      .limit(1);
    return row ?? null;
  }
}
