import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  REGISTRAR_CODES,
  type Domain,
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
