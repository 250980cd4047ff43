import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  LEAD_STATUSES,
  LeadKind,
  LeadMessageKind,
  LeadSender,
  type BuyerOffer,
  type Lead,
  type LeadMessage,
  type LeadStatus,
  type LeadsSummary,
  type LeadTemplate,
  type LeadThread,
  type NegotiatedLead,
} from '@domainfolio/contracts';
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

@ApiSchema({ name: 'NegotiatedLead', description: 'A lead with where its negotiation stands' })
export class NegotiatedLeadSchema extends LeadSchema implements NegotiatedLead {
  @ApiProperty({ enum: LEAD_STATUSES })
  status!: LeadStatus;
  @ApiProperty({ type: Number, nullable: true, description: 'The price on the table (dollars)' })
  currentAmount!: number | null;
  @ApiProperty({ enum: ['BUYER', 'OWNER'], nullable: true })
  currentBy!: 'BUYER' | 'OWNER' | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The agreed price (dollars)' })
  agreedAmount!: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  counterExpiresAt!: string | null;
  @ApiProperty({ description: 'A floor price answered the last offer without the owner' })
  answeredAutomatically!: boolean;
  @ApiProperty({ description: 'False while the buyer has not confirmed their email' })
  verified!: boolean;
  @ApiProperty({ format: 'date-time' })
  lastActivity!: string;
}

export const LeadPageSchema = pagedSchema(NegotiatedLeadSchema, 'LeadPage');

@ApiSchema({ name: 'LeadMessage', description: 'One step of a negotiation' })
export class LeadMessageSchema implements LeadMessage {
  @ApiProperty()
  _id!: string;
  @ApiProperty({ enum: Object.values(LeadSender) })
  sender!: LeadSender;
  @ApiProperty({ enum: Object.values(LeadMessageKind) })
  kind!: LeadMessageKind;
  @ApiProperty({ type: String, nullable: true })
  message!: string | null;
  @ApiProperty({ type: Number, nullable: true })
  amount!: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  expiresAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The address it was emailed to' })
  sentTo!: string | null;
  @ApiProperty({ format: 'date-time' })
  createdDate!: string;
}

class OwnerMovesSchema {
  @ApiProperty() reply!: boolean;
  @ApiProperty() counter!: boolean;
  @ApiProperty() accept!: boolean;
  @ApiProperty() decline!: boolean;
}

@ApiSchema({ name: 'LeadThread', description: "A lead's negotiation, as its owner sees it" })
export class LeadThreadSchema extends NegotiatedLeadSchema implements LeadThread {
  @ApiProperty({ type: Number, nullable: true })
  sellingPrice!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The floor that applies (owner only)' })
  floorPrice!: number | null;
  @ApiProperty({ type: [LeadMessageSchema] })
  messages!: LeadMessage[];
  @ApiProperty({ type: OwnerMovesSchema })
  can!: LeadThread['can'];
}

@ApiSchema({ name: 'LeadsSummary' })
export class LeadsSummarySchema implements LeadsSummary {
  @ApiProperty() needsReply!: number;
  @ApiProperty() openOffers!: number;
  @ApiProperty() acceptedThisPeriod!: number;
  @ApiProperty({ type: Number, nullable: true }) averageOfferShare!: number | null;
}

@ApiSchema({ name: 'LeadTemplate', description: 'A saved reply' })
export class LeadTemplateSchema implements LeadTemplate {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ format: 'date-time' }) createdDate!: string;
}

class BuyerMovesSchema {
  @ApiProperty() accept!: boolean;
  @ApiProperty() counter!: boolean;
  @ApiProperty() decline!: boolean;
  @ApiProperty() checkout!: boolean;
}

@ApiSchema({ name: 'BuyerOffer', description: "The buyer's view of their negotiation" })
export class BuyerOfferSchema implements BuyerOffer {
  @ApiProperty() domain!: string;
  @ApiProperty() unicodeDomain!: string;
  @ApiProperty() seller!: string;
  @ApiProperty() buyerName!: string;
  @ApiProperty({ enum: LEAD_STATUSES }) status!: LeadStatus;
  @ApiProperty() domainSold!: boolean;
  @ApiProperty({ type: Number, nullable: true }) currentAmount!: number | null;
  @ApiProperty({ enum: ['BUYER', 'OWNER'], nullable: true }) currentBy!: 'BUYER' | 'OWNER' | null;
  @ApiProperty({ type: Number, nullable: true }) agreedAmount!: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  counterExpiresAt!: string | null;
  @ApiProperty() countersLeft!: number;
  @ApiProperty() needsVerification!: boolean;
  @ApiProperty({ type: [LeadMessageSchema] }) messages!: LeadMessage[];
  @ApiProperty({ type: BuyerMovesSchema }) can!: BuyerOffer['can'];
  @ApiProperty() landingUrl!: string;
}

@ApiSchema({ name: 'SentLead' })
export class SentLeadSchema {
  @ApiProperty({ description: 'The stored lead; a Buy-It-Now checkout starts from it' })
  leadId!: string;
}
