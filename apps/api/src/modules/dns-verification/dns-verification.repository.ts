import { Inject, Injectable } from '@nestjs/common';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../database/database';
import { DATABASE } from '../../database/database.module';
import { domains, users } from '../../database/schema';

@Injectable()
export class DnsVerificationRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Marks the custom domain verified, unless the owner changed it meanwhile. */
  async markCustomDomainVerified(ownerId: string, host: string): Promise<Date | null> {
    const verifiedAt = new Date();
    const rows = await this.db
      .update(users)
      .set({ customDomainVerifiedAt: verifiedAt })
      .where(and(eq(users.id, ownerId), eq(users.customDomain, host)))
      .returning({ id: users.id });
    return rows.length > 0 ? verifiedAt : null;
  }

  async findOwnedDomain(ownerId: string, name: string) {
    const [row] = await this.db
      .select({ id: domains.id, name: domains.name, parkingVerifiedAt: domains.parkingVerifiedAt })
      .from(domains)
      .where(and(eq(domains.ownerId, ownerId), eq(domains.name, name)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Parks the name with this owner. Whoever proved control before (a previous owner of the
   * name, say) no longer shows it.
   */
  async markParkingVerified(ownerId: string, domainId: string, name: string): Promise<Date> {
    const verifiedAt = new Date();
    await this.db.transaction(async (tx) => {
      await tx
        .update(domains)
        .set({ parkingVerifiedAt: null })
        .where(and(eq(domains.name, name), ne(domains.ownerId, ownerId)));
      await tx
        .update(domains)
        .set({ parkingVerifiedAt: verifiedAt })
        .where(and(eq(domains.id, domainId), eq(domains.ownerId, ownerId)));
    });
    return verifiedAt;
  }
}
