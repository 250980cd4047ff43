import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  PLAN_TYPES,
  PlanInterval,
  type PlanType,
  type PortfolioPage,
  type User,
} from '@domainfolio/contracts';

// OpenAPI schemas of the answers; each implements its contract type, so they cannot drift.

@ApiSchema({ name: 'User', description: 'The signed-in owner' })
export class UserSchema implements User {
  @ApiProperty()
  _id!: string;
  @ApiProperty({ description: 'Also the subdomain of the portfolio page' })
  username!: string;
  @ApiProperty()
  email!: string;
  @ApiProperty()
  displayName!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Image URL' })
  avatar!: string | null;
  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;
  @ApiProperty({ enum: PLAN_TYPES })
  planType!: PlanType;
  @ApiProperty({ enum: Object.values(PlanInterval), nullable: true })
  planInterval!: PlanInterval | null;
  @ApiProperty({ type: String, nullable: true })
  portfolioDisplayName!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The API key, when one exists' })
  apiKey!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'domains.example.com' })
  customDomain!: string | null;
  @ApiProperty()
  customDomainVerified!: boolean;
  @ApiProperty({ type: String, nullable: true })
  googleAnalyticsTrackingId!: string | null;
  @ApiProperty({ description: 'IANA time zone of calendar periods', example: 'Europe/Berlin' })
  timeZone!: string;
  @ApiProperty({ description: 'False for an account that signs in with Google only' })
  hasPassword!: boolean;
  @ApiProperty({ description: 'True for an administrator' })
  isAdmin!: boolean;
  @ApiProperty({ description: 'Sign-in asks for an authenticator code after the password' })
  twoFactorEnabled!: boolean;
}

@ApiSchema({ name: 'PortfolioPage', description: 'The public portfolio page settings' })
export class PortfolioPageSchema implements PortfolioPage {
  @ApiProperty()
  isEnabled!: boolean;
  @ApiProperty({ type: String, nullable: true })
  title!: string | null;
  @ApiProperty({ example: 'indigo' })
  theme!: string;
  @ApiProperty({ type: String, nullable: true })
  description!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Image URL' })
  logo!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Image URL for dark backgrounds' })
  logoLight!: string | null;
}

@ApiSchema({ name: 'AccountAndPage' })
export class AccountAndPageSchema {
  @ApiProperty({ type: UserSchema })
  user!: UserSchema;
  @ApiProperty({ type: PortfolioPageSchema })
  page!: PortfolioPageSchema;
}
