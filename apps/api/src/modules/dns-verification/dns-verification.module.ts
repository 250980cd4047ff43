import { Module } from '@nestjs/common';
import { DnsLookup } from './dns-lookup';
import { DnsVerificationController } from './dns-verification.controller';
import { DnsVerificationRepository } from './dns-verification.repository';
import { DnsVerificationService } from './dns-verification.service';

@Module({
  controllers: [DnsVerificationController],
  providers: [DnsVerificationService, DnsVerificationRepository, DnsLookup],
})
export class DnsVerificationModule {}
