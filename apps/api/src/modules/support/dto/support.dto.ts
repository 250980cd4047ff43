import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_NAME_MAX,
  SUPPORT_PHONE_MAX,
  type FeedbackRequest,
  type SupportRequest,
} from '@domainfolio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

// `message` is checked by the service, so that a missing or blank one gets the form's own
// "details required" answer rather than a generic validation error.

export class SupportDto implements SupportRequest {
  @ApiPropertyOptional({
    description: "The signed-in account's username; any other value is refused",
  })
  @IsOptional()
  @MaxLength(64, { message: 'username must be 64 characters or fewer' })
  @IsString({ message: 'username must be text' })
  username?: string;

  @ApiPropertyOptional({
    description: "The signed-in account's email address; any other value is refused",
  })
  @IsOptional()
  @MaxLength(254, { message: 'email must be 254 characters or fewer' })
  @IsString({ message: 'email must be text' })
  email?: string;

  @ApiPropertyOptional({ maxLength: SUPPORT_NAME_MAX, description: 'Contact name' })
  @IsOptional()
  @MaxLength(SUPPORT_NAME_MAX, {
    message: `name must be ${SUPPORT_NAME_MAX} characters or fewer`,
  })
  @IsString({ message: 'name must be text' })
  name?: string;

  @ApiPropertyOptional({ maxLength: SUPPORT_PHONE_MAX })
  @IsOptional()
  @MaxLength(SUPPORT_PHONE_MAX, {
    message: `phone must be ${SUPPORT_PHONE_MAX} characters or fewer`,
  })
  @IsString({ message: 'phone must be text' })
  phone?: string;

  @ApiProperty({ maxLength: SUPPORT_MESSAGE_MAX, description: 'The request details' })
  @IsOptional()
  @MaxLength(SUPPORT_MESSAGE_MAX, {
    message: `message must be ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters or fewer`,
  })
  @IsString({ message: 'message must be text' })
  message: string;
}

export class FeedbackDto implements FeedbackRequest {
  @ApiProperty({ maxLength: SUPPORT_MESSAGE_MAX })
  @IsOptional()
  @MaxLength(SUPPORT_MESSAGE_MAX, {
    message: `message must be ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters or fewer`,
  })
  @IsString({ message: 'message must be text' })
  message: string;
}
