import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode, PRODUCT_NAME, SecurityEventType, type Passkey } from '@domainfolio/contracts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { AppError } from '../../common/errors/app-error';
import type { RequestOrigin } from '../../common/security/request-origin';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { PasskeyRow, UserRow } from '../../database/schema';
import { uniqueViolation } from '../../database/pg-errors';
import { UnitOfWork } from '../../database/unit-of-work';
import { SecurityLog } from '../security/security-log.service';
import { UsersService } from '../users/users.service';
import { PasskeyRepository } from './passkey.repository';

/** A ceremony's challenge is good this long (the browser's own prompt times out sooner). */
const CHALLENGE_MS = 5 * 60_000;
/** How long the browser shows its prompt. */
const PROMPT_MS = 2 * 60_000;

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    _id: row.id,
    name: row.name,
    createdDate: row.createdAt.toISOString(),
    lastUsedDate: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
  };
}

/** The challenge a browser's answer carries (clientDataJSON, base64url JSON), or null. */
function challengeOf(clientDataJSON: unknown): string | null {
  if (typeof clientDataJSON !== 'string' || clientDataJSON.length > 4096) return null;
  try {
    const parsed = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof parsed.challenge === 'string' && parsed.challenge.length <= 256
      ? parsed.challenge
      : null;
  } catch {
    return null;
  }
}

/**
 * Passkeys (WebAuthn) through SimpleWebAuthn (@simplewebauthn/server, MIT, maintained, the
 * reference implementation most Node projects use): registration and sign-in ceremonies, with
 * discoverable credentials so a sign-in needs no email, user verification required (the device's
 * PIN or biometrics: a passkey sign-in proves two factors), and no attestation asked (the
 * product trusts any authenticator the owner chooses, as passkey guidance advises).
 *
 * The relying party is the main site: its host (APP_URL) is the RP ID, its origin the only
 * origin accepted. Challenges are random, stored, used once and short-lived.
 */
@Injectable()
export class PasskeysService {
  private readonly logger = new Logger(PasskeysService.name);
  private readonly rpId: string;
  private readonly origin: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly repository: PasskeyRepository,
    private readonly users: UsersService,
    private readonly unitOfWork: UnitOfWork,
    private readonly log: SecurityLog,
  ) {
    const url = new URL(config.APP_URL);
    this.rpId = url.hostname;
    this.origin = url.origin;
  }

  async list(user: UserRow): Promise<Passkey[]> {
    return (await this.repository.listForUser(user.id)).map(toPasskey);
  }

  async registrationOptions(user: UserRow): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.repository.listForUser(user.id);
    const options = await generateRegistrationOptions({
      rpName: PRODUCT_NAME,
      rpID: this.rpId,
      userName: user.email,
      userDisplayName: user.displayName,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      timeout: PROMPT_MS,
      // The same authenticator twice would be one passkey listed twice.
      excludeCredentials: existing.map((row) => ({
        id: row.credentialId,
        transports: row.transports,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.repository.saveChallenge({
      challenge: options.challenge,
      purpose: 'REGISTER',
      userId: user.id,
      expiresAt: new Date(Date.now() + CHALLENGE_MS),
    });
    return options;
  }

  async register(
    user: UserRow,
    name: string,
    response: RegistrationResponseJSON,
    origin: RequestOrigin,
  ): Promise<Passkey> {
    const challenge = challengeOf(response?.response?.clientDataJSON);
    const issued = challenge
      ? await this.repository.takeChallenge(challenge, 'REGISTER', new Date())
      : null;
    if (!issued || issued.userId !== user.id) throw new AppError(ErrorCode.PASSKEY_INVALID);
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: issued.challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpId,
      requireUserVerification: true,
    }).catch((error: unknown) => {
      this.logger.warn(`A passkey registration was refused: ${String(error)}`);
      return null;
    });
    if (!verified?.verified) throw new AppError(ErrorCode.PASSKEY_INVALID);
    const info = verified.registrationInfo;
    try {
      const row = await this.unitOfWork.run(async (tx) => {
        const created = await this.repository.insert(tx, {
          userId: user.id,
          credentialId: info.credential.id,
          publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
          counter: info.credential.counter,
          transports: info.credential.transports ?? [],
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          name,
        });
        await this.log.record(tx, user, SecurityEventType.PASSKEY_ADDED, origin, { name });
        return created;
      });
      return toPasskey(row);
    } catch (error) {
      if (uniqueViolation(error) === 'passkeys_credential_id_key')
        throw new AppError(ErrorCode.CONFLICT, {
          message: 'This passkey is registered already.',
        });
      throw error;
    }
  }

  async signInOptions(persistent: boolean): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({
      rpID: this.rpId,
      userVerification: 'required',
      timeout: PROMPT_MS,
    });
    await this.repository.saveChallenge({
      challenge: options.challenge,
      purpose: 'SIGN_IN',
      persistent,
      expiresAt: new Date(Date.now() + CHALLENGE_MS),
    });
    return options;
  }

  /** The owner of the passkey that answered, after checking its signature; "Remember me" too. */
  async signIn(
    response: AuthenticationResponseJSON,
  ): Promise<{ user: UserRow; persistent: boolean; passkey: PasskeyRow }> {
    const now = new Date();
    const challenge = challengeOf(response?.response?.clientDataJSON);
    const credentialId = typeof response?.id === 'string' ? response.id : '';
    const [issued, passkey] = await Promise.all([
      challenge ? this.repository.takeChallenge(challenge, 'SIGN_IN', now) : null,
      credentialId.length > 0 && credentialId.length <= 1024
        ? this.repository.findByCredentialId(credentialId)
        : null,
    ]);
    if (!issued || !passkey) throw new AppError(ErrorCode.PASSKEY_INVALID);
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: issued.challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpId,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    }).catch((error: unknown) => {
      this.logger.warn(`A passkey sign-in was refused: ${String(error)}`);
      return null;
    });
    if (!verified?.verified) throw new AppError(ErrorCode.PASSKEY_INVALID);
    const user = await this.users.findById(passkey.userId);
    if (!user) throw new AppError(ErrorCode.PASSKEY_INVALID);
    if (user.disabledAt) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
    await this.repository.markUsed(passkey.id, verified.authenticationInfo.newCounter, now);
    return { user, persistent: issued.persistent, passkey };
  }

  async rename(user: UserRow, id: string, name: string): Promise<Passkey> {
    const row = await this.repository.rename(user.id, id, name);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return toPasskey(row);
  }

  async remove(user: UserRow, id: string, origin: RequestOrigin): Promise<Passkey> {
    const row = await this.unitOfWork.run(async (tx) => {
      const removed = await this.repository.delete(tx, user.id, id);
      if (!removed) throw new AppError(ErrorCode.NOT_FOUND);
      await this.log.record(tx, user, SecurityEventType.PASSKEY_REMOVED, origin, {
        name: removed.name,
      });
      return removed;
    });
    this.log.kick();
    return toPasskey(row);
  }
}
