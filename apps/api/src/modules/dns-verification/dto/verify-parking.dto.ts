import type { VerifyParkingRequest } from '@domainfolio/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class VerifyParkingDto implements VerifyParkingRequest {
  @ApiProperty({ description: "The domain's name" })
  @IsString({ message: 'domain must be text' })
  @MaxLength(253, { message: 'domain must be 253 characters or fewer' })
  domain: string;
}
