import { Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module';
import { UsersModule } from '../users/users.module';
import { DnsLookup } from './dns-lookup';
import { DnsVerificationController } from './dns-verification.controller';
import { DnsVerificationService } from './dns-verification.service';

@Module({
  imports: [UsersModule, DomainsModule],
  controllers: [DnsVerificationController],
  providers: [DnsVerificationService, DnsLookup],
})
export class DnsVerificationModule {}
