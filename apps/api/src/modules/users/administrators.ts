import type { UserRow } from '../../database/schema';

/**
 * An administrator is an account whose confirmed email is in ADMIN_EMAILS (already lowercase):
 * an unconfirmed address proves nothing, so it gives no rights even when listed.
 */
export function isAdministrator(
  user: Pick<UserRow, 'email' | 'emailConfirmedAt'>,
  adminEmails: readonly string[],
): boolean {
  return user.emailConfirmedAt !== null && adminEmails.includes(user.email.toLowerCase());
}
