import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type DnsVerification } from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { UserRow } from '../../database/schema';
import { DnsLookup } from './dns-lookup';
import { DomainsService } from '../domains/domains.service';
import { UsersService } from '../users/users.service';

type Purpose = 'custom-domain' | 'parking';

/**
 * Proof that an owner controls a host: a TXT record `_domainfolio.{host}` holding a value only
 * this owner is given (an HMAC of owner, host and purpose with APP_SECRET, so nothing needs
 * storing). Only verified hosts show an owner's site (SiteService).
 */
@Injectable()
export class DnsVerificationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dns: DnsLookup,
    private readonly users: UsersService,
    private readonly domains: DomainsService,
  ) {}

  private record(ownerId: string, host: string, purpose: Purpose, verifiedAt: Date | null) {
    const token = createHmac('sha256', this.config.APP_SECRET)
      .update(`${purpose}\n${ownerId}\n${host}`)
      .digest('base64url')
      .slice(0, 32);
    return {
      host,
      verified: verifiedAt !== null,
      verifiedAt: verifiedAt?.toISOString() ?? null,
      recordName: `_domainfolio.${host}`,
      recordValue: `domainfolio-verification=${token}`,
      aRecord: this.config.PROXY_IP,
    } satisfies DnsVerification;
  }

  private async check(record: DnsVerification): Promise<void> {
    const values = await this.dns.txt(record.recordName);
    if (!values.includes(record.recordValue))
      throw new AppError(ErrorCode.DNS_RECORD_NOT_FOUND, {
        vars: { recordName: record.recordName, recordValue: record.recordValue },
      });
  }

  customDomain(owner: UserRow): DnsVerification | null {
    if (!owner.customDomain) return null;
    return this.record(
      owner.id,
      owner.customDomain,
      'custom-domain',
      owner.customDomainVerifiedAt ?? null,
    );
  }

  async verifyCustomDomain(owner: UserRow): Promise<DnsVerification> {
    const pending = this.customDomain(owner);
    if (!pending) throw new AppError(ErrorCode.NO_CUSTOM_DOMAIN);
    await this.check(pending);
    const verifiedAt = new Date();
    if (!(await this.users.markCustomDomainVerified(owner.id, pending.host, verifiedAt)))
      throw new AppError(ErrorCode.NO_CUSTOM_DOMAIN);
    return { ...pending, verified: true, verifiedAt: verifiedAt.toISOString() };
  }

  private async ownedDomain(owner: UserRow, rawName: string) {
    const domain = await this.domains.findOwned(owner.id, rawName);
    if (!domain) throw new AppError(ErrorCode.NOT_FOUND);
    return domain;
  }

  async parking(owner: UserRow, rawName: string): Promise<DnsVerification> {
    const domain = await this.ownedDomain(owner, rawName);
    return this.record(owner.id, domain.name, 'parking', domain.parkingVerifiedAt);
  }

  async verifyParking(owner: UserRow, rawName: string): Promise<DnsVerification> {
    const domain = await this.ownedDomain(owner, rawName);
    const pending = this.record(owner.id, domain.name, 'parking', null);
    await this.check(pending);
    const verifiedAt = await this.domains.markParkingVerified(owner.id, domain);
    return { ...pending, verified: true, verifiedAt: verifiedAt.toISOString() };
  }
}
