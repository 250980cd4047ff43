import type { DeleteAccountRequest } from '@domainfolio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiPropertyOptional({
    description:
      'The account password. An account that signs in with Google only sends none: it must have signed in with Google in the last 10 minutes.',
  })
  @IsOptional()
  @MaxLength(256, { message: 'password must be 256 characters or fewer' })
  @IsString({ message: 'password must be text' })
  password?: string;
}
