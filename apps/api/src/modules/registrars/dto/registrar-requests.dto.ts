import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  REGISTRAR_CREDENTIAL_MAX,
  SYNCED_REGISTRARS,
  type PauseRegistrarConnectionRequest,
  type SyncedRegistrar,
} from '@domainfolio/contracts';

const LONGEST = {
  message: `each credential must be ${REGISTRAR_CREDENTIAL_MAX} characters or fewer`,
};
const TEXT = { message: 'each credential must be text' };

/**
 * POST /api/registrar-connections: the registrar and its credentials, each by the registrar's
 * own name. Every registrar's fields are declared here (the body names those of one registrar);
 * the service refuses a field the chosen registrar does not issue and asks for each it needs.
 */
export class AddRegistrarConnectionDto {
  @ApiProperty({ enum: SYNCED_REGISTRARS })
  @IsIn(SYNCED_REGISTRARS, {
    message: `registrar must be one of ${SYNCED_REGISTRARS.join(', ')}`,
  })
  @IsString({ message: 'registrar must be text' })
  registrar!: SyncedRegistrar;

  @ApiPropertyOptional({
    description: 'Porkbun, GoDaddy, Namecheap, Dynadot: the API key',
    maxLength: REGISTRAR_CREDENTIAL_MAX,
  })
  @IsOptional()
  @MaxLength(REGISTRAR_CREDENTIAL_MAX, LONGEST)
  @IsString(TEXT)
  apiKey?: string;
  @ApiPropertyOptional({
    description: 'Porkbun: the secret API key (sk1_…)',
    maxLength: REGISTRAR_CREDENTIAL_MAX,
  })
  @IsOptional()
  @MaxLength(REGISTRAR_CREDENTIAL_MAX, LONGEST)
  @IsString(TEXT)
  secretApiKey?: string;
  @ApiPropertyOptional({
    description: 'GoDaddy: the API secret',
    maxLength: REGISTRAR_CREDENTIAL_MAX,
  })
  @IsOptional()
  @MaxLength(REGISTRAR_CREDENTIAL_MAX, LONGEST)
  @IsString(TEXT)
  apiSecret?: string;
  @ApiPropertyOptional({
    description: 'Namecheap: the API user (your Namecheap username)',
    maxLength: REGISTRAR_CREDENTIAL_MAX,
  })
  @IsOptional()
  @MaxLength(REGISTRAR_CREDENTIAL_MAX, LONGEST)
  @IsString(TEXT)
  apiUser?: string;
  @ApiPropertyOptional({
    description: "Namecheap: the server address you added to Namecheap's whitelisted IPs",
    maxLength: REGISTRAR_CREDENTIAL_MAX,
  })
  @IsOptional()
  @MaxLength(REGISTRAR_CREDENTIAL_MAX, LONGEST)
  @IsString(TEXT)
  clientIp?: string;
  @ApiPropertyOptional({
    description: 'Cloudflare: the account id',
    maxLength: REGISTRAR_CREDENTIAL_MAX,
  })
  @IsOptional()
  @MaxLength(REGISTRAR_CREDENTIAL_MAX, LONGEST)
  @IsString(TEXT)
  accountId?: string;
  @ApiPropertyOptional({
    description: 'Cloudflare: an API token with Registrar read access',
    maxLength: REGISTRAR_CREDENTIAL_MAX,
  })
  @IsOptional()
  @MaxLength(REGISTRAR_CREDENTIAL_MAX, LONGEST)
  @IsString(TEXT)
  apiToken?: string;
}

export const CREDENTIAL_NAMES = [
  'apiKey',
  'secretApiKey',
  'apiSecret',
  'apiUser',
  'clientIp',
  'accountId',
  'apiToken',
] as const;

export class PauseRegistrarConnectionDto implements PauseRegistrarConnectionRequest {
  @ApiProperty({ description: 'true: no daily sync until resumed ("Sync now" still works)' })
  @IsBoolean({ message: 'paused must be true or false' })
  paused!: boolean;
}
