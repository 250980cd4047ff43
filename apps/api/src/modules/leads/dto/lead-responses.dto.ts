import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { LeadKind, type Lead } from '@domainfolio/contracts';
import { pagedSchema } from '../../../common/api-docs/api-docs';

// OpenAPI schemas of the answers; each implements its contract type, so they cannot drift.

@ApiSchema({ name: 'Lead', description: 'An inquiry, offer or Buy-It-Now request' })
export class LeadSchema implements Lead {
  @ApiProperty()
  _id!: string;
  @ApiProperty({ description: "The domain's stored (ASCII) name" })
  domain!: string;
  @ApiProperty({ description: "The domain's name for display" })
  unicodeDomain!: string;
  @ApiProperty()
  name!: string;
  @ApiProperty()
  email!: string;
  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;
  @ApiProperty({ type: String, nullable: true })
  message!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Offered dollars' })
  offer!: number | null;
  @ApiProperty({ enum: Object.values(LeadKind) })
  kind!: LeadKind;
  @ApiProperty({ format: 'date-time' })
  createdDate!: string;
}

export const LeadPageSchema = pagedSchema(LeadSchema, 'LeadPage');

@ApiSchema({ name: 'SentLead' })
export class SentLeadSchema {
  @ApiProperty({ description: 'The stored lead; a Buy-It-Now checkout starts from it' })
  leadId!: string;
}
