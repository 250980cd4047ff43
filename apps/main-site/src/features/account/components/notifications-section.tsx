import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useChannels } from '../api/notifications';
import { AddChannelSection } from './notifications-add-channel';
import { CalendarFeedSection } from './notifications-calendar';
import { NotificationChannelsSection } from './notifications-channels';
import { AlertSettingsSection } from './notifications-settings';

/** The anchor of the notifications part of the account screen (`/dashboard/account#notifications`). */
export const NOTIFICATIONS_ANCHOR = 'notifications';

/**
 * Notifications: the owner's channels, a form to add one, which events go to which channel
 * with the expiry reminders, and the calendar feed of expirations. Linked to as
 * #notifications, from the alerts themselves among others.
 */
export function NotificationsSection({ timeZone }: { timeZone: string | undefined }) {
  const { hash } = useLocation();
  const loaded = useChannels().data !== undefined;

  // Opened at #notifications: scroll here once the channels have their height. After a tick,
  // since the dashboard scrolls a newly opened page to the top after this runs.
  useEffect(() => {
    if (hash !== `#${NOTIFICATIONS_ANCHOR}` || !loaded) return;
    const timer = window.setTimeout(() =>
      document.getElementById(NOTIFICATIONS_ANCHOR)?.scrollIntoView({ block: 'start' }),
    );
    return () => window.clearTimeout(timer);
  }, [hash, loaded]);

  return (
    <div
      id={NOTIFICATIONS_ANCHOR}
      className="scroll-mt-24 space-y-10 divide-y divide-gray-900/10 [&>*:not(:first-child)]:pt-10"
    >
      <NotificationChannelsSection timeZone={timeZone} />
      <AddChannelSection />
      <AlertSettingsSection />
      <CalendarFeedSection timeZone={timeZone} />
    </div>
  );
}
