import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  SecondFactor,
  type Passkey,
  type SecurityOverview,
  type SignedInSession,
  type TwoFactorChallenge,
  type TwoFactorSetup,
} from '@domainfolio/contracts';

@ApiSchema({
  name: 'TwoFactorChallenge',
  description:
    'The password (or Google) was right and a second step is due: send a code with this challenge to POST /api/user/login/2fa. No session exists yet.',
})
export class TwoFactorChallengeSchema implements TwoFactorChallenge {
  @ApiProperty({ enum: [true] })
  twoFactorRequired!: true;
  @ApiProperty({ description: 'Good for 5 minutes' })
  challenge!: string;
  @ApiProperty({ enum: Object.values(SecondFactor), isArray: true })
  methods!: SecondFactor[];
}

@ApiSchema({ name: 'TwoFactorSetup', description: 'A secret for the authenticator app' })
export class TwoFactorSetupSchema implements TwoFactorSetup {
  @ApiProperty({ description: 'Base32, to type into an app that cannot scan' })
  secret!: string;
  @ApiProperty({ example: 'otpauth://totp/Domainfolio:owner%40example.com?secret=…' })
  otpauthUrl!: string;
  @ApiProperty({ description: 'The QR code, an SVG data: URL' })
  qrCode!: string;
}

@ApiSchema({ name: 'RecoveryCodes', description: 'Shown once: only their hashes are kept' })
export class RecoveryCodesSchema {
  @ApiProperty({ type: String, isArray: true, example: ['k3m9p-x7qrt'] })
  recoveryCodes!: string[];
}

@ApiSchema({ name: 'Passkey', description: 'A passkey the owner can sign in with' })
export class PasskeySchema implements Passkey {
  @ApiProperty()
  _id!: string;
  @ApiProperty()
  name!: string;
  @ApiProperty({ format: 'date-time' })
  createdDate!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUsedDate!: string | null;
  @ApiProperty({ description: 'Synced to the owner’s other devices' })
  synced!: boolean;
}

class TwoFactorStateSchema {
  @ApiProperty()
  enabled!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  enabledDate!: string | null;
  @ApiProperty()
  recoveryCodesLeft!: number;
}

@ApiSchema({ name: 'SecurityOverview', description: 'Two-factor sign-in and passkeys' })
export class SecurityOverviewSchema implements SecurityOverview {
  @ApiProperty({ type: TwoFactorStateSchema })
  twoFactor!: TwoFactorStateSchema;
  @ApiProperty({ type: PasskeySchema, isArray: true })
  passkeys!: PasskeySchema[];
  @ApiProperty({ description: 'This session proved a second factor in the last 15 minutes' })
  secondFactorFresh!: boolean;
}

@ApiSchema({ name: 'SignedInSession', description: 'A signed-in browser or app' })
export class SignedInSessionSchema implements SignedInSession {
  @ApiProperty()
  _id!: string;
  @ApiProperty({ description: 'The session of this request' })
  current!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'Chrome 131 on macOS' })
  device!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'DE' })
  country!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['PASSWORD', 'GOOGLE', 'PASSKEY'] })
  method!: SignedInSession['method'];
  @ApiProperty({ format: 'date-time' })
  signedInDate!: string;
  @ApiProperty({ format: 'date-time' })
  lastActiveDate!: string;
  @ApiProperty()
  twoFactor!: boolean;
}

@ApiSchema({
  name: 'WebAuthnOptions',
  description: 'Options for navigator.credentials (JSON form)',
})
export class WebAuthnOptionsSchema {
  @ApiProperty()
  challenge!: string;
}
