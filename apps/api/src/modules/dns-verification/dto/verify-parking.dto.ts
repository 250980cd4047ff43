import type { VerifyParkingRequest } from '@domainfolio/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, MaxLength } from 'class-validator';

export class VerifyParkingDto implements VerifyParkingRequest {
  @ApiProperty({ description: "The domain's name" })
  @IsDefined({ message: 'domain is required' })
  @MaxLength(253, { message: 'domain must be 253 characters or fewer' })
  @IsString({ message: 'domain must be text' })
  domain: string;
}
