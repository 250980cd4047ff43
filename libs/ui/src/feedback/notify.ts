import {
  NOTIFICATION_DURATION_MS,
  NotificationType,
  type Notification,
} from '@domainfolio/contracts';
import { toast } from 'sonner';

/**
 * Shows a notification from the API (or built from contracts) as a toast in the host's
 * top-right toaster: green for SUCCESS, red for ERROR.
 */
export function notify(
  notification: Notification,
  durationMs: number = NOTIFICATION_DURATION_MS.default,
): string | number {
  const show = notification.type === NotificationType.ERROR ? toast.error : toast.success;
  return show(notification.title, { description: notification.message, duration: durationMs });
}
