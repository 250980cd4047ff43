/** The longest support request or feedback message, in characters. */
export const SUPPORT_MESSAGE_MAX = 5000;
/** The longest contact name a support request carries. */
export const SUPPORT_NAME_MAX = 100;
/** The longest phone number a support request carries. */
export const SUPPORT_PHONE_MAX = 40;
/** Support requests, and separately feedback messages, one account may send an hour. */
export const SUPPORT_MESSAGES_PER_HOUR = 10;

/**
 * POST /api/emails/support. The request is always sent as the signed-in account: `username` and
 * `email` may be left out, and a value that differs from the account's is refused.
 */
export interface SupportRequest {
  username?: string;
  email?: string;
  name?: string;
  phone?: string;
  /** The request details; required. */
  message: string;
}

/** POST /api/emails/feedback */
export interface FeedbackRequest {
  message: string;
}
