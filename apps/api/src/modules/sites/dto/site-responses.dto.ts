import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { PublicAnalytics, PublicOwner } from '@domainfolio/contracts';
import { PublicDomainSchema } from '../../domains/dto/domain-responses.dto';

// OpenAPI schemas of the answers; each implements its contract type, so they cannot drift.

@ApiSchema({ name: 'PublicAnalytics' })
export class PublicAnalyticsSchema implements PublicAnalytics {
  @ApiProperty({ type: String, nullable: true })
  googleAnalyticsTrackingId!: string | null;
}

@ApiSchema({ name: 'PublicOwner' })
export class PublicOwnerSchema implements PublicOwner {
  @ApiProperty()
  username!: string;
  @ApiProperty()
  displayName!: string;
}

@ApiSchema({ name: 'PublicPage', description: "The owner's portfolio page as visitors see it" })
export class PublicPageSchema {
  @ApiProperty({ description: 'Only on a landing page: whether the portfolio page is on' })
  isEnabled?: boolean;
  @ApiProperty({ type: String, nullable: true })
  title!: string | null;
  @ApiProperty({ example: 'indigo' })
  theme!: string;
  @ApiProperty({ type: String, nullable: true })
  description!: string | null;
  @ApiProperty({ type: String, nullable: true })
  logo!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Only on a landing page' })
  logoLight?: string | null;
}

@ApiSchema({ name: 'PublicPortfolio' })
export class PublicPortfolioSchema {
  @ApiProperty({ type: PublicPageSchema })
  page!: PublicPageSchema;
  @ApiProperty({ type: PublicAnalyticsSchema })
  analytics!: PublicAnalyticsSchema;
}

@ApiSchema({ name: 'LandingPage', description: "A domain's landing page data" })
export class LandingPageSchema extends PublicPortfolioSchema {
  @ApiProperty({ type: PublicDomainSchema })
  domain!: PublicDomainSchema;
  @ApiProperty({ description: 'Sold: the page says so and offers nothing' })
  sold!: boolean;
  @ApiProperty({ type: PublicOwnerSchema })
  owner!: PublicOwnerSchema;
}

@ApiSchema({
  name: 'SiteContext',
  description:
    'Which site (main, shop, owner or notFound) this host name shows, the URLs of the site bundles, and for an owner site the owner and page settings',
})
export class SiteContextSchema {
  @ApiProperty({ enum: ['main', 'shop', 'owner', 'notFound'] })
  site!: string;
}
