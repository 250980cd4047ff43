import {
  PASSKEY_NAME_MAX,
  PASSWORD_MAX_LENGTH,
  type DisableTwoFactorRequest,
  type LoginTwoFactorRequest,
  type PasswordConfirmRequest,
  type TwoFactorCodeRequest,
} from '@domainfolio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsObject,
  IsOptional,
  IsString,
  Length,
  MaxLength,
} from 'class-validator';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** A code as typed: six digits, or a recovery code (xxxxx-xxxxx), spaces allowed. */
class CodeField {
  @ApiProperty({
    example: '492039',
    description: 'Six digits from the authenticator app, or a recovery code',
  })
  @IsDefined({ message: 'please enter the code from your authenticator app' })
  @Transform(trimmed)
  @Length(6, 32, { message: 'please enter the code from your authenticator app' })
  @IsString({ message: 'code must be text' })
  code: string;
}

export class TwoFactorCodeDto extends CodeField implements TwoFactorCodeRequest {}

export class LoginTwoFactorDto extends CodeField implements LoginTwoFactorRequest {
  @ApiPropertyOptional({
    description:
      'The challenge the sign-in answered with (a Google sign-in keeps it in a cookie instead)',
  })
  @IsOptional()
  @Length(1, 128, { message: 'challenge is not one this server gave' })
  @IsString({ message: 'challenge must be text' })
  challenge: string;
}

export class DisableTwoFactorDto extends CodeField implements DisableTwoFactorRequest {
  @ApiPropertyOptional({ description: "The account's password (none for a Google-only account)" })
  @IsOptional()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'password is too long' })
  @IsString({ message: 'password must be text' })
  password?: string;
}

export class PasswordConfirmDto implements PasswordConfirmRequest {
  @ApiPropertyOptional({ description: "The account's password" })
  @IsOptional()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'password is too long' })
  @IsString({ message: 'password must be text' })
  password?: string;

  @ApiPropertyOptional({ description: 'A code, for an account that signs in with Google only' })
  @IsOptional()
  @Transform(trimmed)
  @Length(6, 32, { message: 'please enter the code from your authenticator app' })
  @IsString({ message: 'code must be text' })
  code?: string;
}

class PasskeyNameField {
  @ApiProperty({ example: 'MacBook Touch ID', maxLength: 64 })
  @IsDefined({ message: 'please name the passkey (up to 64 characters)' })
  @Transform(trimmed)
  @Length(1, PASSKEY_NAME_MAX, {
    message: `please name the passkey (up to ${PASSKEY_NAME_MAX} characters)`,
  })
  @IsString({ message: 'name must be text' })
  name: string;
}

export class RenamePasskeyDto extends PasskeyNameField {}

export class AddPasskeyDto extends PasskeyNameField {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The browser's answer to the registration options (RegistrationResponseJSON)",
  })
  @IsDefined({ message: 'response is the browser’s answer to the passkey prompt' })
  @IsObject({ message: 'response is the browser’s answer to the passkey prompt' })
  response: Record<string, unknown>;
}

export class PasskeySignInOptionsDto {
  @ApiPropertyOptional({ description: 'Keep the session 30 days' })
  @IsOptional()
  @IsBoolean({ message: 'remember must be true or false' })
  remember?: boolean;
}

export class PasskeySignInDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The browser's answer to the sign-in options (AuthenticationResponseJSON)",
  })
  @IsDefined({ message: 'response is the browser’s answer to the passkey prompt' })
  @IsObject({ message: 'response is the browser’s answer to the passkey prompt' })
  response: Record<string, unknown>;
}
