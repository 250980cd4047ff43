import { DESCRIPTION_MAX, type EditUserRequest, type PortfolioPage } from '@domainfolio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';

const IMAGE_URL = { protocols: ['http', 'https'], require_protocol: true };

/** Account fields; null clears an optional field. Rules that need the database are in the service. */
export class EditUserFieldsDto {
  @ApiPropertyOptional()
  @IsOptional()
  @MinLength(1, { message: 'displayName must not be empty' })
  @MaxLength(100, { message: 'displayName must be 100 characters or fewer' })
  @IsString({ message: 'displayName must be text' })
  displayName?: string;

  @ApiPropertyOptional({ description: 'Lowercase slug; becomes the subdomain' })
  @IsOptional()
  @MinLength(1, { message: 'username must not be empty' })
  @MaxLength(64, { message: 'username must be 30 characters or fewer' })
  @IsString({ message: 'username must be text' })
  username?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsUrl(IMAGE_URL, { message: 'avatar must be an http(s) image URL' })
  @MaxLength(2048, { message: 'avatar must be 2048 characters or fewer' })
  @IsString({ message: 'avatar must be text' })
  avatar?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @MaxLength(40, { message: 'phone must be 40 characters or fewer' })
  @IsString({ message: 'phone must be text' })
  phone?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @MaxLength(100, { message: 'portfolioDisplayName must be 100 characters or fewer' })
  @IsString({ message: 'portfolioDisplayName must be text' })
  portfolioDisplayName?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    description: 'A host name such as domains.example.com (Pro)',
  })
  @IsOptional()
  @MaxLength(253, { message: 'customDomain must be 253 characters or fewer' })
  @IsString({ message: 'customDomain must be text' })
  customDomain?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    description: 'A Google Analytics measurement ID such as G-ABC123 (Pro)',
  })
  @IsOptional()
  @Matches(/^(G|UA|GT|AW)-[A-Z0-9-]{4,24}$/i, {
    message: 'googleAnalyticsTrackingId must look like G-XXXXXXX',
  })
  googleAnalyticsTrackingId?: string | null;

  @ApiPropertyOptional({ description: 'IANA time zone, e.g. Europe/Berlin' })
  @IsOptional()
  @MaxLength(64, { message: 'timeZone must be an IANA time zone' })
  @IsString({ message: 'timeZone must be text' })
  timeZone?: string;
}

export class EditPageDto implements Partial<PortfolioPage> {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isEnabled must be true or false' })
  isEnabled?: boolean;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @MaxLength(100, { message: 'title must be 100 characters or fewer' })
  @IsString({ message: 'title must be text' })
  title?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @MaxLength(DESCRIPTION_MAX, {
    message: `description must be ${DESCRIPTION_MAX} characters or fewer`,
  })
  @IsString({ message: 'description must be text' })
  description?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Image URL (Pro)' })
  @IsOptional()
  @IsUrl(IMAGE_URL, { message: 'logo must be an http(s) image URL' })
  @MaxLength(2048, { message: 'logo must be 2048 characters or fewer' })
  @IsString({ message: 'logo must be text' })
  logo?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Image URL for dark backgrounds (Pro)' })
  @IsOptional()
  @IsUrl(IMAGE_URL, { message: 'logoLight must be an http(s) image URL' })
  @MaxLength(2048, { message: 'logoLight must be 2048 characters or fewer' })
  @IsString({ message: 'logoLight must be text' })
  logoLight?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^[a-z]{3,20}$/, { message: 'theme must be a colour name such as indigo' })
  theme?: string;
}

export class EditUserDto implements EditUserRequest {
  @ApiPropertyOptional({ type: EditUserFieldsDto })
  @IsOptional()
  @IsObject({ message: 'user must be an object' })
  @ValidateNested()
  @Type(() => EditUserFieldsDto)
  user?: EditUserFieldsDto;

  @ApiPropertyOptional({ type: EditPageDto })
  @IsOptional()
  @IsObject({ message: 'page must be an object' })
  @ValidateNested()
  @Type(() => EditPageDto)
  page?: EditPageDto;
}
