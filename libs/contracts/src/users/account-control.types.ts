import type { Notification } from '../notifications/notification';
import type { PagedResult } from '../paging/paged-result';
import type { PlanType } from '../plans/plans';

/**
 * Closing an account and what administrators may do.
 *
 * GET  /api/user/export                            → 200 application/zip (account, domains, leads, sales)
 * POST /api/user/delete  DeleteAccountRequest      → 200 Notification
 *   403 PASSWORD_INCORRECT, 403 GOOGLE_SIGN_IN_REQUIRED (a Google-only account must have signed in
 *   with Google in the last ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES minutes)
 *
 * Administrators only (a session of an account whose confirmed email is in ADMIN_EMAILS; anyone
 * else gets 404, as if the area did not exist):
 * GET  /api/admin/accounts?query=&page=            → 200 AdminAccountsResponse
 * POST /api/admin/accounts/{id}/disable            → 200 AdminAccountResponse
 * POST /api/admin/accounts/{id}/enable             → 200 AdminAccountResponse
 * POST /api/admin/accounts/{id}/plan  ChangePlanRequest → 200 AdminAccountResponse
 * GET  /api/admin/actions?page=                    → 200 AdminActionsResponse
 */

/** Days between the deletion request and the removal of the data for good. */
export const ACCOUNT_PURGE_AFTER_DAYS = 90;
/** How recent a Google sign-in must be to delete an account that has no password. */
export const ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES = 10;

export interface DeleteAccountRequest {
  /** Required when the account has a password. */
  password?: string;
}

export const AccountState = {
  ACTIVE: 'ACTIVE',
  DISABLED: 'DISABLED',
  DELETED: 'DELETED',
} as const;
export type AccountState = (typeof AccountState)[keyof typeof AccountState];

export interface AdminAccount {
  _id: string;
  username: string;
  email: string;
  displayName: string;
  planType: PlanType;
  domainCount: number;
  state: AccountState;
  /** ISO 8601. */
  createdAt: string;
}

export interface AdminAccountsResponse {
  payload: PagedResult<AdminAccount>;
}

export interface AdminAccountResponse extends Notification {
  payload: AdminAccount;
}

export interface ChangePlanRequest {
  planType: PlanType;
}

export const AdminActionKind = {
  DISABLE_ACCOUNT: 'DISABLE_ACCOUNT',
  ENABLE_ACCOUNT: 'ENABLE_ACCOUNT',
  CHANGE_PLAN: 'CHANGE_PLAN',
} as const;
export type AdminActionKind = (typeof AdminActionKind)[keyof typeof AdminActionKind];

export interface AdminAction {
  _id: string;
  action: AdminActionKind;
  adminEmail: string;
  targetUserId: string | null;
  targetUsername: string;
  targetEmail: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** ISO 8601. */
  createdAt: string;
}

export interface AdminActionsResponse {
  payload: PagedResult<AdminAction>;
}
