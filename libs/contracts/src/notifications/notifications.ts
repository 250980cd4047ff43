import { NotificationType, type Notification } from './notification';
import { SUCCESS_CATALOGUE, SuccessCode } from './success-catalogue';

export { NOTIFICATION_DURATION_MS } from './success-catalogue';

export type SuccessNotification = Notification & {
  type: typeof NotificationType.SUCCESS;
  durationMs: number;
};

function notification(code: SuccessCode): SuccessNotification {
  return { type: NotificationType.SUCCESS, ...SUCCESS_CATALOGUE[code] };
}

/** Success toasts the screens announce themselves (no server call answers with them). */
export const SUCCESS_NOTIFICATIONS = {
  SUPPORT_RECEIVED: notification(SuccessCode.SUPPORT_RECEIVED),
  FEEDBACK_RECEIVED: notification(SuccessCode.FEEDBACK_RECEIVED),
  API_KEY_COPIED: notification(SuccessCode.API_KEY_COPIED),
} as const satisfies Record<string, SuccessNotification>;
export type SuccessNotificationKey = keyof typeof SUCCESS_NOTIFICATIONS;
