import {
  NOTIFICATION_DURATION_MS,
  NotificationType,
  type Notification,
} from '@domainfolio/contracts';
import { toast } from 'sonner';

/**
 * Shows a notification from the API (or built from contracts) as a toast in the host's
 * top-right toaster: green for SUCCESS, red for ERROR. It stays for the duration the
 * notification carries from its catalogue (a support request's confirmation longer than a
 * saved field's), unless the caller names another.
 */
export function notify(
  notification: Notification,
  durationMs: number = notification.durationMs ?? NOTIFICATION_DURATION_MS.default,
): string | number {
  const show = notification.type === NotificationType.ERROR ? toast.error : toast.success;
  return show(notification.title, { description: notification.message, duration: durationMs });
}
