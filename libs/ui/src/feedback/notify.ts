import {
  NOTIFICATION_DURATION_MS,
  NotificationType,
  type Notification,
} from '@domainfolio/contracts';
import { loadToaster, requestToaster } from './load-toaster';

/** A button on a toast ('Undo'), which closes it when pressed. */
export interface NotifyAction {
  label: string;
  onClick: () => void;
}

/**
 * Shows a notification from the API (or built from contracts) as a toast in the host's
 * top-right toaster: green for SUCCESS, red for ERROR. It stays for the duration the
 * notification carries from its catalogue (a support request's confirmation longer than a
 * saved field's), unless the caller names another. The toast library loads with the first
 * notification of a page; the promise settles once the toast is up. An `action` puts a button
 * on the toast (Undo).
 */
export async function notify(
  notification: Notification,
  durationMs: number = notification.durationMs ?? NOTIFICATION_DURATION_MS.default,
  action?: NotifyAction,
): Promise<void> {
  requestToaster();
  const { toast } = await loadToaster();
  const show = notification.type === NotificationType.ERROR ? toast.error : toast.success;
  show(notification.title, {
    description: notification.message,
    duration: durationMs,
    ...(action && { action }),
  });
}
