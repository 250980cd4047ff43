import { Injectable } from '@nestjs/common';
import {
  AccountState,
  AdminActionKind,
  ErrorCode,
  buildPagedResult,
  SecurityEventType,
  planName,
  type AdminAccount,
  type AdminAccountsResponse,
  type AdminActionsResponse,
  type PlanType,
} from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import type { DbExecutor } from '../../database/database';
import type { NewUserRow, UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { SessionService } from '../auth/session.service';
import { DomainsService } from '../domains/domains.service';
import { SecurityLog } from '../security/security-log.service';
import { UsersService } from '../users/users.service';
import { accountStateOf } from '../users/users.mapper';
import { AdminActionsRepository } from './admin-actions.repository';
import { toAdminAccount, toAdminAction } from './admin.mapper';

/**
 * What administrators may do to accounts. Each change and its record in admin_actions are
 * written in one transaction, on the target's locked row, so the record always says exactly
 * what changed.
 */
@Injectable()
export class AdminService {
  constructor(
    private readonly users: UsersService,
    private readonly domains: DomainsService,
    private readonly sessions: SessionService,
    private readonly actions: AdminActionsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly log: SecurityLog,
  ) {}

  async accounts(query: string, page: number, limit: number): Promise<AdminAccountsResponse> {
    const { rows, total } = await this.users.searchAccounts(query, page, limit);
    const counts = await this.domains.countByOwners(rows.map((row) => row.id));
    const docs = rows.map((row) => toAdminAccount(row, counts.get(row.id) ?? 0));
    return { payload: buildPagedResult(docs, total, page, limit) };
  }

  async actionLog(page: number, limit: number): Promise<AdminActionsResponse> {
    const { rows, total } = await this.actions.page(page, limit);
    return { payload: buildPagedResult(rows.map(toAdminAction), total, page, limit) };
  }

  /** Disables the account: signed out at once, API key refused, sites and listings offline. */
  disable(admin: UserRow, targetId: string): Promise<AdminAccount> {
    if (targetId === admin.id)
      throw new AppError(ErrorCode.CONFLICT, {
        message: 'You cannot disable your own account.',
      });
    return this.change(admin, targetId, AdminActionKind.DISABLE_ACCOUNT, async (tx, target) => {
      if (target.disabledAt) return null;
      await this.sessions.endAll(tx, target.id);
      return { disabledAt: new Date() };
    });
  }

  /**
   * Enables a disabled account. On an account its owner deleted (and has not been purged yet),
   * this is how support cancels the deletion, as the confirmation email offers.
   */
  enable(admin: UserRow, targetId: string): Promise<AdminAccount> {
    return this.change(
      admin,
      targetId,
      AdminActionKind.ENABLE_ACCOUNT,
      async (_tx, target) =>
        target.disabledAt || target.deletedAt ? { disabledAt: null, deletedAt: null } : null,
      { allowDeleted: true },
    );
  }

  /**
   * Sets the plan by hand (a complimentary Pro, a correction). It does not touch a Stripe
   * subscription: the next subscription event from Stripe sets the plan it pays for again.
   */
  changePlan(admin: UserRow, targetId: string, planType: PlanType): Promise<AdminAccount> {
    return this.change(admin, targetId, AdminActionKind.CHANGE_PLAN, async (tx, target) => {
      if (target.planType === planType) return null;
      // The owner's security log says their plan changed, and that support changed it.
      await this.log.record(tx, target, SecurityEventType.PLAN_CHANGED, null, {
        from: planName(target.planType),
        to: planName(planType),
        by: 'support',
      });
      return { planType, planInterval: null, planPeriodEnd: null };
    });
  }

  /**
   * Locks the target, asks `decide` for the change (null: nothing to change, nothing recorded),
   * saves it and records it. An account its owner deleted is closed at their request: only
   * enabling it again (cancelling the deletion) is allowed.
   */
  private async change(
    admin: UserRow,
    targetId: string,
    action: AdminActionKind,
    decide: (tx: DbExecutor, target: UserRow) => Promise<Partial<NewUserRow> | null>,
    options: { allowDeleted?: boolean } = {},
  ): Promise<AdminAccount> {
    const updated = await this.unitOfWork.run(async (tx) => {
      const target = await this.users.findByIdForUpdate(tx, targetId);
      if (!target)
        throw new AppError(ErrorCode.NOT_FOUND, { message: 'There is no such account.' });
      if (accountStateOf(target) === AccountState.DELETED && !options.allowDeleted)
        throw new AppError(ErrorCode.CONFLICT, {
          message: `${target.username} was deleted by its owner. Enable it to cancel the deletion first.`,
        });
      const changes = await decide(tx, target);
      if (!changes) return target;
      const after = await this.users.update(tx, target.id, changes);
      await this.actions.record(tx, {
        adminId: admin.id,
        adminEmail: admin.email,
        action,
        targetUserId: target.id,
        targetUsername: target.username,
        targetEmail: target.email,
        before: snapshot(target),
        after: snapshot(after),
      });
      return after;
    });
    const counts = await this.domains.countByOwners([updated.id]);
    return toAdminAccount(updated, counts.get(updated.id) ?? 0);
  }
}

/** What an administrator can change, as the action log shows it before and after. */
function snapshot(row: UserRow): Record<string, unknown> {
  return {
    state: accountStateOf(row),
    planType: row.planType,
    plan: planName(row.planType),
  };
}
