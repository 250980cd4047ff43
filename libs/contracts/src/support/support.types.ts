/** POST /api/emails/support */
export interface SupportRequest {
  username: string;
  email: string;
  name?: string;
  phone?: string;
  /** The request details; required. */
  message: string;
}

/** POST /api/emails/feedback */
export interface FeedbackRequest {
  message: string;
}
