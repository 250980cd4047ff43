import { Injectable } from '@nestjs/common';
import { ErrorCode, normalizeEmail } from '@domainfolio/contracts';
import type { Profile } from 'passport-google-oauth20';
import { AppError } from '../../../common/errors/app-error';
import type { UserRow } from '../../../database/schema';
import { uniqueViolation } from '../../../database/pg-errors';
import { UnitOfWork } from '../../../database/unit-of-work';
import { UsersService } from '../../users/users.service';
import { usernameCandidates } from '../../users/username';

/**
 * Finds or creates the account for a Google identity: by Google's subject id first, then by a
 * verified email (linking the existing account), else a new confirmed account.
 */
@Injectable()
export class GoogleAccountService {
  constructor(
    private readonly users: UsersService,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async signIn(profile: Profile): Promise<UserRow> {
    const primary = profile.emails?.[0];
    const email = primary?.value ? normalizeEmail(primary.value) : null;
    const verified = (primary as { verified?: boolean | string } | undefined)?.verified;
    const emailVerified = verified === true || verified === 'true';

    const user =
      (await this.users.findByGoogleId(profile.id)) ??
      (await this.linkOrCreate(profile, email, emailVerified));
    if (user.disabledAt) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
    return user;
  }

  private async linkOrCreate(
    profile: Profile,
    email: string | null,
    emailVerified: boolean,
  ): Promise<UserRow> {
    // An unverified address could belong to someone else: never link or create with it.
    if (!email || !emailVerified)
      throw new AppError(ErrorCode.LOGIN_ERROR, {
        message: 'Google did not confirm your email address.',
      });
    const existing = await this.users.findByEmail(email);
    if (existing) {
      return this.unitOfWork.run((tx) =>
        this.users.update(tx, existing.id, {
          googleId: profile.id,
          emailConfirmedAt: existing.emailConfirmedAt ?? new Date(),
        }),
      );
    }
    const displayName = profile.displayName?.trim() || email.split('@')[0] || 'Owner';
    for (const username of usernameCandidates(displayName, email)) {
      try {
        return await this.unitOfWork.run((tx) =>
          this.users.create(tx, {
            email,
            googleId: profile.id,
            displayName,
            username,
            emailConfirmedAt: new Date(),
          }),
        );
      } catch (error) {
        if (uniqueViolation(error) === 'users_username_key') continue;
        throw error;
      }
    }
    throw new Error('Could not find a free username');
  }
}
