import {
  planOf,
  type AdminAccount,
  type AdminAction,
  type AdminActionKind,
} from '@domainfolio/contracts';
import type { AdminActionRow, UserRow } from '../../database/schema';
import { accountStateOf } from '../users/users.mapper';

/** An account as the administration screen lists it; field by field, so no secret leaks. */
export function toAdminAccount(row: UserRow, domainCount: number): AdminAccount {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    displayName: row.displayName,
    planType: planOf(row.planType),
    domainCount,
    state: accountStateOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminAction(row: AdminActionRow): AdminAction {
  return {
    _id: row.id,
    action: row.action as AdminActionKind,
    adminEmail: row.adminEmail,
    targetUserId: row.targetUserId,
    targetUsername: row.targetUsername,
    targetEmail: row.targetEmail,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}
