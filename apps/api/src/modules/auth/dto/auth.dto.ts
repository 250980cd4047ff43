import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ConfirmDeviceRequest,
  type ConfirmEmailRequest,
  type EmailRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  normalizeEmail,
} from '@domainfolio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  MaxLength,
} from 'class-validator';

const emailInput = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normalizeEmail(value) : value;

class EmailField {
  @ApiProperty({ example: 'owner@example.com' })
  @Transform(emailInput)
  @IsEmail({}, { message: 'please enter a valid email address' })
  @MaxLength(254, { message: 'email must be 254 characters or fewer' })
  email: string;
}

export class RegisterDto extends EmailField implements RegisterRequest {
  @ApiProperty({ example: 'Alice Nguyen' })
  @IsString({ message: 'displayName must be text' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @Length(1, 100, { message: 'please enter your name (up to 100 characters)' })
  displayName: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: 'password must be text' })
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, {
    message: `your password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
  })
  password: string;

  @ApiPropertyOptional({ example: 'Europe/Berlin', description: "The browser's time zone" })
  @IsOptional()
  @IsString({ message: 'timeZone must be an IANA time zone' })
  @MaxLength(64, { message: 'timeZone must be an IANA time zone' })
  timeZone?: string;
}

export class LoginDto extends EmailField implements LoginRequest {
  @ApiProperty()
  @IsString({ message: 'password must be text' })
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: 'The email and password combination you entered is incorrect.',
  })
  password: string;

  @ApiPropertyOptional({ description: 'Keep the session for 30 days' })
  @IsOptional()
  @IsBoolean({ message: 'remember must be true or false' })
  remember?: boolean;
}

export class EmailDto extends EmailField implements EmailRequest {}

export class ConfirmEmailDto extends EmailField implements ConfirmEmailRequest {
  @ApiProperty()
  @IsString({ message: 'token must be text' })
  @Length(1, 128, { message: 'token is required' })
  token: string;
}

export class ResetPasswordDto extends EmailField implements ResetPasswordRequest {
  @ApiProperty()
  @IsString({ message: 'token must be text' })
  @Length(1, 128, { message: 'token is required' })
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: 'password must be text' })
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, {
    message: `your password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
  })
  password: string;
}

export class ConfirmDeviceDto implements ConfirmDeviceRequest {
  @ApiProperty()
  @IsString({ message: 'token must be text' })
  @Length(1, 128, { message: 'token is required' })
  token: string;
}
