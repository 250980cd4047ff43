import type { EscrowPayRequest } from '@domainfolio/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, IsUUID, MaxLength } from 'class-validator';

export class EscrowPayDto implements EscrowPayRequest {
  @ApiProperty({ example: 'example.com' })
  @IsString({ message: 'domain must be a domain name' })
  @MaxLength(300, { message: 'domain must be a domain name' })
  domain: string;

  @ApiProperty({ example: 'buyer@example.com' })
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(254, { message: 'email must be an email address' })
  email: string;

  @ApiProperty({ description: 'The id of the Buy-It-Now lead the landing form just stored' })
  @IsUUID('all', { message: 'leadId must be the id of your request' })
  leadId: string;
}
