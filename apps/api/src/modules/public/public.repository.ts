import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../database/database';
import { DATABASE } from '../../database/database.module';
import {
  domains,
  portfolioPages,
  users,
  type DomainRow,
  type PortfolioPageRow,
} from '../../database/schema';

export interface PublicOwnerRow {
  id: string;
  username: string;
  displayName: string;
  planType: string;
  googleAnalyticsTrackingId: string | null;
  page: PortfolioPageRow | null;
}

@Injectable()
export class PublicRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** An active owner with their portfolio page settings. */
  async findOwner(username: string): Promise<PublicOwnerRow | null> {
    const [row] = await this.db
      .select({
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        planType: users.planType,
        googleAnalyticsTrackingId: users.googleAnalyticsTrackingId,
        page: portfolioPages,
      })
      .from(users)
      .leftJoin(portfolioPages, eq(portfolioPages.userId, users.id))
      .where(and(eq(users.username, username), isNull(users.disabledAt)))
      .limit(1);
    return row ?? null;
  }

  /** One of the owner's public, unsold domains. */
  async findPublicDomain(ownerId: string, name: string): Promise<DomainRow | null> {
    const [row] = await this.db
      .select()
      .from(domains)
      .where(
        and(
          eq(domains.ownerId, ownerId),
          eq(domains.name, name),
          eq(domains.public, true),
          eq(domains.sold, false),
        ),
      )
      .limit(1);
    return row ?? null;
  }
}
