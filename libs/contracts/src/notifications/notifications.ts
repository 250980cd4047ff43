import { SUPPORT_REPLY_HOURS } from '../app/app-info';
import { NotificationType, type Notification } from './notification';

/** How long toasts stay up (spec 4 and 9). */
export const NOTIFICATION_DURATION_MS = {
  default: 5000,
  register: 7000,
  loginError: 7500,
  support: 10000,
  feedback: 10000,
} as const;

export type SuccessNotification = Notification & {
  type: typeof NotificationType.SUCCESS;
  durationMs: number;
};

/** The success toasts of spec 8, verbatim. */
export const SUCCESS_NOTIFICATIONS = {
  SUPPORT_RECEIVED: {
    type: NotificationType.SUCCESS,
    title: 'Support Request Received',
    message: `We will be in touch within ${SUPPORT_REPLY_HOURS} hours!`,
    durationMs: NOTIFICATION_DURATION_MS.support,
  },
  FEEDBACK_RECEIVED: {
    type: NotificationType.SUCCESS,
    title: 'Feedback Received',
    message: 'Thank you for submitting feedback. We read every single suggestion!',
    durationMs: NOTIFICATION_DURATION_MS.feedback,
  },
  API_KEY_COPIED: {
    type: NotificationType.SUCCESS,
    title: 'API Key Copied',
    message: 'API Key copied to clipboard',
    durationMs: NOTIFICATION_DURATION_MS.default,
  },
} as const satisfies Record<string, SuccessNotification>;
export type SuccessNotificationKey = keyof typeof SUCCESS_NOTIFICATIONS;
