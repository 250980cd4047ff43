import {
  ALERT_EVENTS,
  type AlertChannel,
  type AlertEvent,
  type AlertSettings,
} from '@domainfolio/contracts';
import { Skeleton, notify } from '@domainfolio/ui';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { fieldErrorsOf, notifyError, type FieldErrors } from '../../../lib/api-errors';
import { useAlertSettings, useChannels, useSaveAlertSettings } from '../api/notifications';
import { emailFirst } from './notifications-channels';
import { ReminderFields, sortedDays, type Reminders } from './notifications-reminders';
import { RoutesTable, type Routes } from './notifications-routes';
import { SettingsSection } from './settings-section';

const TITLE = 'Which events go where';
const DESCRIPTION =
  'Choose the channels each event goes to, and when expiry reminders go out. Reminders go where Domain expiring does.';

/** Every event with its channels, in the table's order; an event the server left out has none. */
function routesOf(settings: AlertSettings): Routes {
  return Object.fromEntries(
    ALERT_EVENTS.map((event) => [event, [...(settings.routes[event] ?? [])]]),
  ) as Routes;
}

/**
 * The settings to save: every event, with only channels that still exist (one removed since
 * the form opened is left out), and the reminder days in the server's order.
 */
export function settingsToSave(
  routes: Routes,
  reminders: Reminders,
  channels: readonly AlertChannel[],
): AlertSettings {
  const ids = new Set(channels.map((channel) => channel._id));
  return {
    expiryReminders: reminders.expiryReminders,
    expiryReminderDays: sortedDays(reminders.expiryReminderDays),
    digest: reminders.digest,
    routes: Object.fromEntries(
      ALERT_EVENTS.map((event) => [event, routes[event].filter((id) => ids.has(id))]),
    ) as Routes,
  };
}

function AlertSettingsForm({
  settings,
  channels,
}: {
  settings: AlertSettings;
  channels: AlertChannel[];
}) {
  const save = useSaveAlertSettings();
  const [routes, setRoutes] = useState<Routes>(() => routesOf(settings));
  const [reminders, setReminders] = useState<Reminders>(() => ({
    expiryReminders: settings.expiryReminders,
    expiryReminderDays: sortedDays(settings.expiryReminderDays),
    digest: settings.digest,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});

  function toggle(event: AlertEvent, channelId: string, on: boolean) {
    setRoutes((current) => ({
      ...current,
      [event]: on
        ? [...current[event].filter((id) => id !== channelId), channelId]
        : current[event].filter((id) => id !== channelId),
    }));
  }

  function submit() {
    const noDays = reminders.expiryReminders && reminders.expiryReminderDays.length === 0;
    setErrors(noDays ? { expiryReminderDays: 'Add a day, or turn expiry reminders off.' } : {});
    if (noDays) return;
    save.mutate(settingsToSave(routes, reminders, channels), {
      onSuccess: (response) => notify(response),
      onError: (error) => {
        notifyError(error);
        setErrors(fieldErrorsOf(error));
      },
    });
  }

  return (
    <SettingsSection
      title={TITLE}
      description={DESCRIPTION}
      onSubmit={submit}
      saving={save.isPending}
    >
      <RoutesTable channels={channels} routes={routes} onToggle={toggle} />
      {errors.routes && <p className="text-sm text-red-600">{errors.routes}</p>}
      <div className="border-t border-gray-100 pt-6">
        <ReminderFields
          value={reminders}
          onChange={(patch) => setReminders((current) => ({ ...current, ...patch }))}
          daysError={errors.expiryReminderDays}
        />
      </div>
    </SettingsSection>
  );
}

/** The events × channels routes and the expiry reminders, saved together by one Save. */
export function AlertSettingsSection() {
  const settings = useAlertSettings();
  const channels = useChannels();
  if (settings.data && channels.data) {
    return <AlertSettingsForm settings={settings.data} channels={emailFirst(channels.data)} />;
  }
  const failed = settings.isError ? settings : channels.isError ? channels : null;
  return (
    <SettingsSection title={TITLE} description={DESCRIPTION}>
      {failed?.error ? (
        <LoadError
          title="Your notification settings could not be loaded"
          error={failed.error}
          onRetry={() => void failed.refetch()}
        />
      ) : (
        <div role="status" aria-label="Loading your notification settings" className="space-y-4">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-6 w-64" />
        </div>
      )}
    </SettingsSection>
  );
}
