import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { DnsVerification } from '@domainfolio/contracts';

/** The OpenAPI schema of a DNS proof; it implements the contract type, so it cannot drift. */
@ApiSchema({ name: 'DnsVerification' })
export class DnsVerificationSchema implements DnsVerification {
  @ApiProperty({ example: 'domains.example.com' })
  host!: string;
  @ApiProperty()
  verified!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  verifiedAt!: string | null;
  @ApiProperty({ description: 'The TXT record to create', example: '_domainfolio.example.com' })
  recordName!: string;
  @ApiProperty({ description: "The TXT record's value" })
  recordValue!: string;
  @ApiProperty({ description: 'Point the A record at this address' })
  aRecord!: string;
}
