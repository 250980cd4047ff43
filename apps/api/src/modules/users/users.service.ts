import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  isReservedUsername,
  isValidDomainName,
  canonicalTimeZone,
  isValidUsername,
  customHostFromInput,
  normalizeUsername,
  planLimitsOf,
  type PlanLimits,
  type OfferSettings,
  type PortfolioPage,
  type User,
} from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { DbExecutor } from '../../database/database';
import { uniqueViolation } from '../../database/pg-errors';
import type { NewUserRow, PortfolioPageRow, UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { ApiKeysService } from '../api-keys/api-keys.service';
import type { EditPageDto, EditUserDto, EditUserFieldsDto } from './dto/edit-user.dto';
import { isAdministrator } from './administrators';
import type { OfferSettingsDto } from './dto/offer-settings.dto';
import {
  toAccountExport,
  toOfferSettings,
  toPortfolioPage,
  toUser,
  type AccountExport,
} from './users.mapper';
import type { ActiveOwner } from './active-owner';
import { UsersRepository } from './users.repository';

/** Empty text clears a field. */
function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function invalid(message: string): AppError {
  return new AppError(ErrorCode.VALIDATION_FAILED, { message });
}

@Injectable()
export class UsersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: UsersRepository,
    private readonly apiKeys: ApiKeysService,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  findById(id: string, executor?: DbExecutor): Promise<UserRow | null> {
    return this.repository.findById(id, executor);
  }

  findByEmail(email: string, executor?: DbExecutor): Promise<UserRow | null> {
    return this.repository.findByEmail(email, executor);
  }

  findByGoogleId(googleId: string): Promise<UserRow | null> {
    return this.repository.findByGoogleId(googleId);
  }

  usernameExists(username: string, executor?: DbExecutor): Promise<boolean> {
    return this.repository.usernameExists(username, executor);
  }

  /** A new account, with its portfolio page (disabled until the owner turns it on). */
  create(executor: DbExecutor, user: NewUserRow): Promise<UserRow> {
    return this.repository.create(executor, user);
  }

  update(executor: DbExecutor, id: string, changes: Partial<NewUserRow>): Promise<UserRow> {
    return this.repository.update(executor, id, changes);
  }

  /** An active owner by username, with their portfolio page settings; null when there is none. */
  /** The active owner a username names, however the visitor typed it in a URL. */
  findActiveOwner(username: string): Promise<ActiveOwner | null> {
    return this.repository.findActiveOwnerByUsername(normalizeUsername(username));
  }

  findActiveOwnerById(id: string): Promise<ActiveOwner | null> {
    return this.repository.findActiveOwnerById(id);
  }

  /** The active owner who verified `host` as their custom domain. */
  findActiveOwnerByCustomDomain(host: string): Promise<ActiveOwner | null> {
    return this.repository.findActiveOwnerByCustomDomain(host);
  }

  /** Several accounts at once (a job reading every owner of a page of domains). */
  async findManyById(ids: readonly string[]): Promise<Map<string, UserRow>> {
    return new Map((await this.repository.findManyById(ids)).map((row) => [row.id, row]));
  }

  usernamesByIds(ids: readonly string[]): Promise<Map<string, string>> {
    return this.repository.usernamesByIds(ids);
  }

  /** Disabled accounts: their domains are hidden from every visitor. */
  disabledIds(): Promise<string[]> {
    return this.repository.disabledIds();
  }

  /**
   * Serializes per-owner counting (plan and lead limits) until the transaction ends; answers
   * the owner's plan as it is now, under the lock (null for no such owner).
   */
  lockForUpdate(executor: DbExecutor, id: string): Promise<string | null> {
    return this.repository.lockForUpdate(executor, id);
  }

  /** Takes an authenticator code's step as used; false when it (or a later one) was used. */
  acceptTotpStep(executor: DbExecutor, id: string, step: number): Promise<boolean> {
    return this.repository.acceptTotpStep(executor, id, step);
  }

  /** True once a month: the caller that gets it sends the owner the "limit reached" email. */
  claimLeadLimitNotice(executor: DbExecutor, id: string, month: string): Promise<boolean> {
    return this.repository.claimLeadLimitNotice(executor, id, month);
  }

  findByStripeCustomerId(customerId: string, executor?: DbExecutor): Promise<UserRow | null> {
    return this.repository.findByStripeCustomerId(customerId, executor);
  }

  /** Records that the owner proved control of `host`; false when it is no longer their domain. */
  markCustomDomainVerified(id: string, host: string, at: Date): Promise<boolean> {
    return this.repository.markCustomDomainVerified(id, host, at);
  }

  async profile(user: UserRow): Promise<User> {
    return toUser(user, await this.apiKeys.current(user.id), this.isAdministrator(user));
  }

  /** Whether the account is one of ADMIN_EMAILS (with that email confirmed). */
  isAdministrator(user: Pick<UserRow, 'email' | 'emailConfirmedAt'>): boolean {
    return isAdministrator(user, this.config.ADMIN_EMAILS);
  }

  /** What the owner downloads as account.json: never a secret (see toAccountExport). */
  async accountExport(user: UserRow, now = new Date()): Promise<AccountExport> {
    return toAccountExport(user, await this.repository.findPage(user.id), now);
  }

  findByIdForUpdate(executor: DbExecutor, id: string): Promise<UserRow | null> {
    return this.repository.findByIdForUpdate(executor, id);
  }

  /**
   * Closes the account in the caller's transaction: from the commit on it is treated as
   * disabled everywhere (sign-in, API key, sites, marketplace) until it is purged.
   */
  markDeleted(executor: DbExecutor, id: string, at: Date): Promise<void> {
    return this.repository.markDeleted(executor, id, at);
  }

  /** Accounts deleted before `before`, locked for the caller's transaction (others skip them). */
  claimDeletedBefore(executor: DbExecutor, before: Date, limit: number) {
    return this.repository.claimDeletedBefore(executor, before, limit);
  }

  /** Removes the account and, through the schema's cascades, everything it owned. */
  deleteForGood(executor: DbExecutor, id: string): Promise<void> {
    return this.repository.deleteForGood(executor, id);
  }

  /** Accounts for the administration screen: newest first, searched by email or username. */
  searchAccounts(query: string, page: number, limit: number) {
    return this.repository.searchAccounts(query.trim().toLowerCase(), page, limit);
  }

  /** How the owner's offers are answered: the floor rule, below it, and who is told. */
  offerSettings(user: UserRow): OfferSettings {
    return toOfferSettings(user);
  }

  async editOfferSettings(user: UserRow, input: OfferSettingsDto): Promise<OfferSettings> {
    const changes: Partial<NewUserRow> = {};
    if (input.floorPercent !== undefined) changes.floorPercent = input.floorPercent;
    if (input.belowFloor !== undefined) changes.belowFloor = input.belowFloor;
    if (input.notifyBelowFloor !== undefined) changes.notifyBelowFloor = input.notifyBelowFloor;
    if (input.verifiedBuyersOnly !== undefined)
      changes.verifiedBuyersOnly = input.verifiedBuyersOnly;
    const updated = await this.unitOfWork.run((tx) => this.update(tx, user.id, changes));
    return toOfferSettings(updated);
  }

  async defaultPage(userId: string): Promise<PortfolioPage> {
    return toPortfolioPage(await this.repository.findPage(userId));
  }

  /** Saves the changed account fields and page settings together; a refused change saves nothing. */
  async edit(user: UserRow, request: EditUserDto): Promise<{ user: User; page: PortfolioPage }> {
    const limits = planLimitsOf(user.planType);
    const userChanges = request.user ? await this.userChanges(user, request.user, limits) : {};
    const pageChanges = request.page ? this.pageChanges(request.page, limits) : {};
    try {
      const { updated, page } = await this.unitOfWork.run(async (tx) => {
        const updatedUser =
          Object.keys(userChanges).length > 0
            ? await this.repository.update(tx, user.id, userChanges)
            : user;
        const updatedPage =
          Object.keys(pageChanges).length > 0
            ? await this.repository.upsertPage(tx, user.id, pageChanges)
            : await this.repository.findPage(user.id, tx);
        return { updated: updatedUser, page: updatedPage };
      });
      return { user: await this.profile(updated), page: toPortfolioPage(page) };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_username_key') {
        throw new AppError(ErrorCode.USERNAME_TAKEN, {
          vars: { username: userChanges.username ?? '' },
        });
      }
      if (constraint === 'users_custom_domain_key') {
        throw new AppError(ErrorCode.CONFLICT, {
          message: `${userChanges.customDomain ?? 'That domain'} is already connected to another account.`,
        });
      }
      throw error;
    }
  }

  private async userChanges(
    user: UserRow,
    fields: EditUserFieldsDto,
    limits: PlanLimits,
  ): Promise<Partial<NewUserRow>> {
    const changes: Partial<NewUserRow> = {};
    if (fields.displayName !== undefined) {
      const name = text(fields.displayName);
      if (!name) throw invalid('Your name must not be empty.');
      changes.displayName = name;
    }
    if (fields.username !== undefined && normalizeUsername(fields.username) !== user.username) {
      const username = normalizeUsername(fields.username);
      if (!isValidUsername(username)) throw new AppError(ErrorCode.USERNAME_INVALID);
      if (isReservedUsername(username))
        throw new AppError(ErrorCode.USERNAME_RESERVED, { vars: { username } });
      if (await this.repository.usernameExists(username)) {
        throw new AppError(ErrorCode.USERNAME_TAKEN, { vars: { username } });
      }
      changes.username = username;
    }
    if (fields.avatar !== undefined) changes.avatar = text(fields.avatar);
    if (fields.phone !== undefined) changes.phone = text(fields.phone);
    if (fields.portfolioDisplayName !== undefined)
      changes.portfolioDisplayName = text(fields.portfolioDisplayName);
    if (fields.timeZone !== undefined) {
      const zone = canonicalTimeZone(fields.timeZone);
      if (zone === null) {
        const message = `${fields.timeZone} is not a time zone. Choose an IANA zone such as Europe/Berlin.`;
        throw new AppError(ErrorCode.VALIDATION_FAILED, {
          message,
          errors: [{ field: 'timeZone', message }],
        });
      }
      changes.timeZone = zone;
    }
    if (fields.googleAnalyticsTrackingId !== undefined) {
      const id = text(fields.googleAnalyticsTrackingId)?.toUpperCase() ?? null;
      if (id !== null && !limits.analytics) throw proFeature('The analytics integration');
      changes.googleAnalyticsTrackingId = id;
    }
    if (fields.customDomain !== undefined) {
      const host = this.customDomain(fields.customDomain);
      if (host !== null && !limits.customDomain) throw proFeature('A custom domain');
      if (host !== user.customDomain) {
        changes.customDomain = host;
        changes.customDomainVerifiedAt = null;
      }
    }
    return changes;
  }

  private customDomain(value: string | null): string | null {
    const given = text(value);
    const host = given ? customHostFromInput(given) : '';
    if (host === '') return null;
    const appHost = this.config.APP_HOST;
    if (!isValidDomainName(host))
      throw invalid(`${host} is not a domain name. Enter a host such as domains.example.com.`);
    if (host === appHost || host.endsWith(`.${appHost}`)) {
      throw invalid(`${host} belongs to this site. Enter a domain you own.`);
    }
    return host;
  }

  private pageChanges(page: EditPageDto, limits: PlanLimits): Partial<PortfolioPageRow> {
    const changes: Partial<PortfolioPageRow> = {};
    if (page.isEnabled !== undefined) {
      if (page.isEnabled === null) throw invalid('isEnabled must be true or false.');
      changes.isEnabled = page.isEnabled;
    }
    if (page.title !== undefined) changes.title = text(page.title);
    if (page.description !== undefined) changes.description = text(page.description);
    if (page.theme !== undefined && page.theme !== null) changes.theme = page.theme;
    for (const field of ['logo', 'logoLight'] as const) {
      if (page[field] === undefined) continue;
      const url = text(page[field]);
      if (url && !limits.customLogo) throw proFeature('A custom logo');
      changes[field] = url ?? null;
    }
    return changes;
  }
}

function proFeature(feature: string): AppError {
  return new AppError(ErrorCode.PRO_FEATURE, { vars: { feature } });
}
