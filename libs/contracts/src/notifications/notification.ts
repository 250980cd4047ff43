/** The body every notifying response carries; the sites show it as a toast. */
export const NotificationType = {
  SUCCESS: 'SUCCESS',
  ERROR: 'ERROR',
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

export interface Notification {
  type: NotificationType;
  title: string;
  message: string;
  /** How long the toast stays, when the catalogue gives this notification its own duration. */
  durationMs?: number;
}
