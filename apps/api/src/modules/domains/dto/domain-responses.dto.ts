import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  REGISTRAR_CODES,
  type Domain,
  type DomainAtRegistrar,
  type DomainDetail,
  type DomainHistoryEntry,
  type DomainRegistry,
  type FieldSource,
  type HistoryKind,
  type RegistryDifference,
  type RegistryFlag,
  type RegistryRecord,
  type RegistryState,
  type PortfolioStats,
  type PublicDomain,
  type RegistrarCode,
  type SoldDomain,
} from '@domainfolio/contracts';
import { pagedSchema } from '../../../common/api-docs/api-docs';

// OpenAPI schemas of the answers. Each implements its contract type, so a field added there
// fails the build until it is documented here too.

const money = (description?: string) =>
  ApiProperty({ type: Number, nullable: true, description: description ?? 'Dollars' });
const nullableText = (description?: string) =>
  ApiProperty({ type: String, nullable: true, description });
const calendarDate = (description: string) =>
  ApiProperty({ type: String, nullable: true, format: 'date', description });

@ApiSchema({ name: 'PublicDomain', description: 'What a visitor may see of a domain' })
export class PublicDomainSchema implements PublicDomain {
  @ApiProperty()
  _id!: string;
  @ApiProperty({ description: 'Stored name: lowercase ASCII, punycode for IDNs' })
  name!: string;
  @ApiProperty({ description: 'The name for display (Unicode)' })
  unicodeName!: string;
  @ApiProperty({ example: 'com' })
  tld!: string;
  @nullableText()
  description!: string | null;
  @money('Dollars; null when none is set or the price is hidden')
  sellingPrice!: number | null;
  @ApiProperty({ description: 'The landing page takes offers besides Buy Now at a shown price' })
  offersEnabled!: boolean;
  @ApiProperty()
  buyItNow!: boolean;
  @ApiProperty()
  priceHidden!: boolean;
  @nullableText()
  purchaseUrl!: string | null;
  @nullableText()
  financeUrl!: string | null;
  @nullableText()
  leaseUrl!: string | null;
  @ApiProperty({ description: "The owner's username" })
  username!: string;
  @ApiProperty({ format: 'date-time' })
  createdDate!: string;
}

@ApiSchema({ name: 'Domain', description: 'A domain as its owner sees it; unset values are null' })
export class DomainSchema extends PublicDomainSchema implements Domain {
  @money('The hidden minimum for offers; never shown to buyers')
  floorPrice!: number | null;
  @money()
  domainCost!: number | null;
  @money()
  renewalCost!: number | null;
  @money()
  salePrice!: number | null;
  @nullableText("Where it sold ('Escrow.com', 'Afternic', 'Private sale')")
  saleVenue!: string | null;
  @money('Commission and fees of the sale, dollars')
  saleFees!: number | null;
  @calendarDate('Calendar date (YYYY-MM-DD)')
  expiration!: string | null;
  @calendarDate('Calendar date (YYYY-MM-DD)')
  purchaseDate!: string | null;
  @calendarDate('Calendar date (YYYY-MM-DD)')
  saleDate!: string | null;
  @ApiProperty()
  public!: boolean;
  @ApiProperty()
  sold!: boolean;
  @ApiProperty({ enum: REGISTRAR_CODES, nullable: true })
  registrar!: RegistrarCode | null;
  @nullableText()
  privateNotes!: string | null;
  @ApiProperty({ description: '"Let it expire": no expiry reminders for this domain' })
  remindersMuted!: boolean;
  @ApiProperty({
    type: [String],
    example: ['brandable', 'ai'],
    description:
      "The owner's tags, lowercase; a marketplace category's names carry its name as a tag",
  })
  tags!: string[];
  @ApiProperty({
    enum: ['at-risk', 'differs', 'not-found', 'no-rdap', 'ok', 'pending'],
    description: 'What the registry data says, in a word',
  })
  registryFlag!: RegistryFlag;
  @ApiProperty({ description: 'Lifetime view count' })
  views!: number;
  @ApiProperty({ description: 'Leads received' })
  leads!: number;
}

@ApiSchema({ name: 'SoldDomain' })
export class SoldDomainSchema extends DomainSchema implements SoldDomain {
  @ApiProperty({ description: 'Renewals paid while owned, dollars' })
  renewalCostPaid!: number;
  @money('Sale price less fees, cost and renewals; null without a sale price')
  profit!: number | null;
}

@ApiSchema({ name: 'PortfolioStats' })
export class PortfolioStatsSchema implements PortfolioStats {
  @ApiProperty()
  totalDomains!: number;
  @ApiProperty()
  totalPortfolioValue!: number;
  @ApiProperty()
  totalViews!: number;
  @ApiProperty()
  totalDomainExpirations!: number;
  @ApiProperty()
  totalRenewalCost!: number;
  @ApiProperty()
  totalLeads!: number;
  @ApiProperty()
  totalSalesRevenue!: number;
  @ApiProperty()
  totalSalesProfit!: number;
}

export const DomainPageSchema = pagedSchema(DomainSchema, 'DomainPage');
export const PublicDomainPageSchema = pagedSchema(PublicDomainSchema, 'PublicDomainPage');
export const SoldDomainPageSchema = pagedSchema(SoldDomainSchema, 'SoldDomainPage');

@ApiSchema({ name: 'DeletedCount' })
export class ChangedCountSchema {
  @ApiProperty({ description: 'How many were changed' })
  changed!: number;
}

export class DeletedCountSchema {
  @ApiProperty({ description: 'How many were deleted' })
  deleted!: number;
}

@ApiSchema({ name: 'ExpiringDomainsResponse' })
export class ExpiringDomainsResponseSchema {
  @ApiProperty({ type: DomainPageSchema })
  payload!: InstanceType<typeof DomainPageSchema>;
  @ApiProperty()
  totalRenewalCostThisInterval!: number;
  @ApiProperty()
  totalRegistrarsThisInterval!: number;
}

@ApiSchema({ name: 'SalesResponse' })
export class SalesResponseSchema {
  @ApiProperty({ type: SoldDomainPageSchema })
  payload!: InstanceType<typeof SoldDomainPageSchema>;
  @ApiProperty()
  totalRevenue!: number;
  @ApiProperty()
  totalCost!: number;
  @ApiProperty()
  totalProfit!: number;
}

@ApiSchema({ name: 'DomainPageResponse' })
export class DomainPageResponseSchema {
  @ApiProperty({ type: DomainPageSchema })
  payload!: InstanceType<typeof DomainPageSchema>;
}

@ApiSchema({ name: 'PublicDomainPageResponse' })
export class PublicDomainPageResponseSchema {
  @ApiProperty({ type: PublicDomainPageSchema })
  payload!: InstanceType<typeof PublicDomainPageSchema>;
}

const SOURCES = ['owner', 'default', 'registry', 'registrar'];

@ApiSchema({ name: 'RegistryRegistrar' })
class RegistryRegistrarSchema {
  @nullableText('As the registry names it ("GoDaddy.com, LLC")')
  name!: string | null;
  @nullableText('Its IANA registrar id; null for ccTLD registrars without one')
  ianaId!: string | null;
}

@ApiSchema({ name: 'RegistryRecord', description: "What the registry's RDAP answer says" })
class RegistryRecordSchema implements RegistryRecord {
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  registeredAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  expiresAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  updatedAt!: string | null;
  @ApiProperty({ type: RegistryRegistrarSchema, nullable: true })
  registrar!: { name: string | null; ianaId: string | null } | null;
  @ApiProperty({ enum: REGISTRAR_CODES, nullable: true })
  registrarCode!: RegistrarCode | null;
  @ApiProperty({ type: [String] })
  nameservers!: string[];
  @ApiProperty({ type: [String], description: 'EPP status names (clientTransferProhibited, ...)' })
  statuses!: string[];
}

@ApiSchema({ name: 'RegistryDifference' })
class RegistryDifferenceSchema implements RegistryDifference {
  @ApiProperty({ enum: ['expiration', 'registrar'] })
  field!: 'expiration' | 'registrar';
  @nullableText("The domain's value")
  ours!: string | null;
  @nullableText("The registry's value")
  registry!: string | null;
}

@ApiSchema({ name: 'FieldSources' })
class FieldSourcesSchema {
  @ApiProperty({ enum: SOURCES })
  expiration!: FieldSource;
  @ApiProperty({ enum: SOURCES })
  purchaseDate!: FieldSource;
  @ApiProperty({ enum: SOURCES })
  registrar!: FieldSource;
}

@ApiSchema({ name: 'DomainRegistry', description: 'The Registry data panel' })
export class DomainRegistrySchema implements DomainRegistry {
  @ApiProperty({ enum: ['found', 'not_found', 'no_rdap'], nullable: true })
  state!: RegistryState | null;
  @ApiProperty({ type: RegistryRecordSchema, nullable: true })
  record!: RegistryRecord | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  checkedAt!: string | null;
  @nullableText('Why the last attempt gave nothing new')
  problem!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  nextCheckAt!: string | null;
  @ApiProperty({ type: [RegistryDifferenceSchema] })
  differences!: RegistryDifference[];
  @ApiProperty({ type: [String] })
  atRisk!: string[];
  @ApiProperty({ type: FieldSourcesSchema })
  sources!: DomainRegistry['sources'];
}

@ApiSchema({ name: 'DomainHistoryEntry' })
class DomainHistoryEntrySchema implements DomainHistoryEntry {
  @ApiProperty()
  _id!: string;
  @ApiProperty({
    enum: [
      'filled',
      'renewed',
      'expiration_changed',
      'transferred',
      'at_risk',
      'risk_cleared',
      'gone',
      'back',
      'left_registrar',
      'at_registrar',
    ],
  })
  kind!: HistoryKind;
  @ApiProperty({ description: "'registry' or the registrar's name" })
  source!: string;
  @ApiProperty({ enum: ['expiration', 'purchaseDate', 'registrar'], nullable: true })
  field!: 'expiration' | 'purchaseDate' | 'registrar' | null;
  @ApiProperty({ format: 'date-time' })
  at!: string;
  @nullableText()
  from!: string | null;
  @nullableText()
  to!: string | null;
}

@ApiSchema({ name: 'DomainAtRegistrar' })
class DomainAtRegistrarSchema implements DomainAtRegistrar {
  @ApiProperty()
  connectionId!: string;
  @ApiProperty()
  registrar!: string;
  @calendarDate('As the registrar has it')
  expiration!: string | null;
  @ApiProperty({ type: Boolean, nullable: true })
  autoRenew!: boolean | null;
  @ApiProperty({ type: Boolean, nullable: true })
  locked!: boolean | null;
  @ApiProperty({ format: 'date-time' })
  lastSeenAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  missingSince!: string | null;
}

@ApiSchema({ name: 'DomainDetail', description: 'A domain with its registry data and history' })
export class DomainDetailSchema extends DomainSchema implements DomainDetail {
  @ApiProperty({ type: DomainRegistrySchema })
  registry!: DomainRegistry;
  @ApiProperty({ type: [DomainHistoryEntrySchema] })
  history!: DomainHistoryEntry[];
  @ApiProperty({ type: [DomainAtRegistrarSchema] })
  atRegistrars!: DomainAtRegistrar[];
}
