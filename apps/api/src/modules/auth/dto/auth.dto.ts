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
  IsDefined,
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
  @MaxLength(254, { message: 'email must be 254 characters or fewer' })
  @IsEmail({}, { message: 'please enter a valid email address' })
  email: string;
}

export class RegisterDto extends EmailField implements RegisterRequest {
  @ApiProperty({ example: 'Alice Nguyen' })
  @IsDefined({ message: 'please enter your name (up to 100 characters)' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @Length(1, 100, { message: 'please enter your name (up to 100 characters)' })
  @IsString({ message: 'displayName must be text' })
  displayName: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsDefined({
    message: `your password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
  })
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, {
    message: `your password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'password must be text' })
  password: string;

  @ApiPropertyOptional({ example: 'Europe/Berlin', description: "The browser's time zone" })
  @IsOptional()
  @MaxLength(64, { message: 'timeZone must be an IANA time zone' })
  @IsString({ message: 'timeZone must be an IANA time zone' })
  timeZone?: string;
}

export class LoginDto extends EmailField implements LoginRequest {
  @ApiProperty()
  @IsDefined({ message: 'password is required' })
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: 'The email and password combination you entered is incorrect.',
  })
  @IsString({ message: 'password must be text' })
  password: string;

  @ApiPropertyOptional({ description: 'Keep the session for 30 days' })
  @IsOptional()
  @IsBoolean({ message: 'remember must be true or false' })
  remember?: boolean;
}

export class EmailDto extends EmailField implements EmailRequest {}

export class ConfirmEmailDto extends EmailField implements ConfirmEmailRequest {
  @ApiProperty()
  @IsDefined({ message: 'token is required' })
  @Length(1, 128, { message: 'token is required' })
  @IsString({ message: 'token must be text' })
  token: string;
}

export class ResetPasswordDto extends EmailField implements ResetPasswordRequest {
  @ApiProperty()
  @IsDefined({ message: 'token is required' })
  @Length(1, 128, { message: 'token is required' })
  @IsString({ message: 'token must be text' })
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsDefined({
    message: `your password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
  })
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, {
    message: `your password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'password must be text' })
  password: string;
}

export class ConfirmDeviceDto implements ConfirmDeviceRequest {
  @ApiProperty()
  @IsDefined({ message: 'token is required' })
  @Length(1, 128, { message: 'token is required' })
  @IsString({ message: 'token must be text' })
  token: string;
}
