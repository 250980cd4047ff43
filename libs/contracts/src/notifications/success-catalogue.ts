import { SUPPORT_REPLY_HOURS } from '../app/app-info';
import { formatMessage, type MessageVars } from '../errors/format-message';
import { NotificationType, type Notification } from './notification';

/** How long toasts stay up, in milliseconds. */
export const NOTIFICATION_DURATION_MS = {
  default: 5000,
  register: 7000,
  loginError: 7500,
  support: 10000,
  feedback: 10000,
} as const;

/** Every success the API or a screen announces, by a stable code. */
export const SuccessCode = {
  REGISTERED: 'REGISTERED',
  CONFIRMATION_RESENT: 'CONFIRMATION_RESENT',
  PASSWORD_RESET_SENT: 'PASSWORD_RESET_SENT',
  EMAIL_CONFIRMED: 'EMAIL_CONFIRMED',
  PASSWORD_RESET: 'PASSWORD_RESET',
  DEVICE_CONFIRMED: 'DEVICE_CONFIRMED',
  SIGNED_IN: 'SIGNED_IN',
  SIGNED_OUT: 'SIGNED_OUT',
  ACCOUNT_UPDATED: 'ACCOUNT_UPDATED',
  API_KEY_GENERATED: 'API_KEY_GENERATED',
  API_KEY_REVOKED: 'API_KEY_REVOKED',
  API_KEY_CREATED: 'API_KEY_CREATED',
  API_KEY_REPLACED: 'API_KEY_REPLACED',
  API_KEY_COPIED: 'API_KEY_COPIED',
  TWO_FACTOR_ENABLED: 'TWO_FACTOR_ENABLED',
  TWO_FACTOR_DISABLED: 'TWO_FACTOR_DISABLED',
  RECOVERY_CODES_CREATED: 'RECOVERY_CODES_CREATED',
  SECOND_FACTOR_CONFIRMED: 'SECOND_FACTOR_CONFIRMED',
  SESSION_REVOKED: 'SESSION_REVOKED',
  OTHER_SESSIONS_REVOKED: 'OTHER_SESSIONS_REVOKED',
  PASSKEY_ADDED: 'PASSKEY_ADDED',
  PASSKEY_RENAMED: 'PASSKEY_RENAMED',
  PASSKEY_REMOVED: 'PASSKEY_REMOVED',
  DOMAIN_ADDED: 'DOMAIN_ADDED',
  DOMAIN_UPDATED: 'DOMAIN_UPDATED',
  DOMAIN_DELETED: 'DOMAIN_DELETED',
  DOMAINS_DELETED: 'DOMAINS_DELETED',
  LEAD_SENT: 'LEAD_SENT',
  LEAD_DELETED: 'LEAD_DELETED',
  LEADS_DELETED: 'LEADS_DELETED',
  LEAD_REPLIED: 'LEAD_REPLIED',
  LEAD_COUNTERED: 'LEAD_COUNTERED',
  LEAD_ACCEPTED: 'LEAD_ACCEPTED',
  LEAD_DECLINED: 'LEAD_DECLINED',
  OFFER_ACCEPTED: 'OFFER_ACCEPTED',
  OFFER_COUNTERED: 'OFFER_COUNTERED',
  OFFER_DECLINED: 'OFFER_DECLINED',
  OFFER_CONFIRMED: 'OFFER_CONFIRMED',
  TEMPLATE_SAVED: 'TEMPLATE_SAVED',
  TEMPLATE_DELETED: 'TEMPLATE_DELETED',
  OFFER_SETTINGS_SAVED: 'OFFER_SETTINGS_SAVED',
  CHANNEL_ADDED: 'CHANNEL_ADDED',
  CHANNEL_DELETED: 'CHANNEL_DELETED',
  CHANNEL_TEST_SENT: 'CHANNEL_TEST_SENT',
  CHANNEL_TEST_REFUSED: 'CHANNEL_TEST_REFUSED',
  ALERT_SETTINGS_SAVED: 'ALERT_SETTINGS_SAVED',
  CALENDAR_FEED_CREATED: 'CALENDAR_FEED_CREATED',
  CALENDAR_FEED_REVOKED: 'CALENDAR_FEED_REVOKED',
  REMINDERS_MUTED: 'REMINDERS_MUTED',
  REMINDERS_UNMUTED: 'REMINDERS_UNMUTED',
  REGISTRY_REFRESHED: 'REGISTRY_REFRESHED',
  REGISTRY_VALUES_USED: 'REGISTRY_VALUES_USED',
  REGISTRY_NOT_REACHED: 'REGISTRY_NOT_REACHED',
  REGISTRAR_CONNECTED: 'REGISTRAR_CONNECTED',
  REGISTRAR_TEST_PASSED: 'REGISTRAR_TEST_PASSED',
  REGISTRAR_SYNC_STARTED: 'REGISTRAR_SYNC_STARTED',
  REGISTRAR_PAUSED: 'REGISTRAR_PAUSED',
  REGISTRAR_RESUMED: 'REGISTRAR_RESUMED',
  REGISTRAR_REMOVED: 'REGISTRAR_REMOVED',
  IMPORT_CHECKED: 'IMPORT_CHECKED',
  IMPORT_COMPLETED: 'IMPORT_COMPLETED',
  CUSTOM_DOMAIN_VERIFIED: 'CUSTOM_DOMAIN_VERIFIED',
  PARKING_VERIFIED: 'PARKING_VERIFIED',
  SUPPORT_RECEIVED: 'SUPPORT_RECEIVED',
  FEEDBACK_RECEIVED: 'FEEDBACK_RECEIVED',
  ACCOUNT_DELETION_REQUESTED: 'ACCOUNT_DELETION_REQUESTED',
  ADMIN_ACCOUNT_DISABLED: 'ADMIN_ACCOUNT_DISABLED',
  ADMIN_ACCOUNT_ENABLED: 'ADMIN_ACCOUNT_ENABLED',
  ADMIN_PLAN_CHANGED: 'ADMIN_PLAN_CHANGED',
} as const;
export type SuccessCode = (typeof SuccessCode)[keyof typeof SuccessCode];

export interface SuccessCatalogueEntry {
  title: string;
  /** `{name}` placeholders are filled by `successBody`. */
  message: string;
  durationMs: number;
}

const entry = (
  title: string,
  message: string,
  durationMs: number = NOTIFICATION_DURATION_MS.default,
): SuccessCatalogueEntry => ({ title, message, durationMs });

/**
 * Every success message with its title and how long its toast stays up: the API answers with
 * these, and the screens show them (and the ones they announce themselves) for that long.
 */
export const SUCCESS_CATALOGUE: Readonly<Record<SuccessCode, SuccessCatalogueEntry>> = {
  [SuccessCode.REGISTERED]: entry(
    'Confirm Your Email',
    'We sent a link to {email}. Please confirm your email address in order to login.',
    NOTIFICATION_DURATION_MS.register,
  ),
  [SuccessCode.CONFIRMATION_RESENT]: entry(
    'Confirmation Email Sent',
    'If {email} has an account waiting for confirmation, a new link is on its way.',
  ),
  [SuccessCode.PASSWORD_RESET_SENT]: entry(
    'Check Your Email',
    'If an account exists for {email}, we sent a link to reset its password. It expires in 1 hour.',
  ),
  [SuccessCode.EMAIL_CONFIRMED]: entry(
    'Email Confirmed',
    'Your email is confirmed. You can sign in now.',
  ),
  [SuccessCode.PASSWORD_RESET]: entry(
    'Password Reset',
    'Your password was changed and you were signed out everywhere. Please sign in with your new password.',
  ),
  [SuccessCode.DEVICE_CONFIRMED]: entry(
    'Device Confirmed',
    'This browser is confirmed. Please sign in again.',
  ),
  [SuccessCode.SIGNED_IN]: entry('Signed In', 'Welcome back, {displayName}.'),
  [SuccessCode.SIGNED_OUT]: entry('Signed Out', 'You have been signed out.'),
  [SuccessCode.ACCOUNT_UPDATED]: entry('Account Updated', 'Your changes were saved.'),
  [SuccessCode.API_KEY_GENERATED]: entry(
    'API Key Generated',
    'Your new API key is ready. Any previous key no longer works.',
  ),
  [SuccessCode.API_KEY_REVOKED]: entry('API Key Revoked', 'The API key no longer works.'),
  [SuccessCode.API_KEY_CREATED]: entry(
    'API Key Generated',
    'Copy your key and keep it somewhere safe.',
  ),
  [SuccessCode.API_KEY_REPLACED]: entry(
    'API Key Generated',
    'Your new key replaces the old one. Update the clients that used it.',
  ),
  [SuccessCode.API_KEY_COPIED]: entry('API Key Copied', 'API Key copied to clipboard'),
  [SuccessCode.TWO_FACTOR_ENABLED]: entry(
    'Two-Factor Sign-In On',
    'Signing in now asks for a code from your authenticator app. Keep your recovery codes somewhere safe.',
  ),
  [SuccessCode.TWO_FACTOR_DISABLED]: entry(
    'Two-Factor Sign-In Off',
    'Signing in no longer asks for a code. Your recovery codes stopped working.',
  ),
  [SuccessCode.RECOVERY_CODES_CREATED]: entry(
    'New Recovery Codes',
    'Your earlier recovery codes stopped working. Keep these somewhere safe.',
  ),
  [SuccessCode.SECOND_FACTOR_CONFIRMED]: entry(
    'Confirmed',
    'Thanks. You will not be asked again for {minutes} minutes.',
  ),
  [SuccessCode.SESSION_REVOKED]: entry('Signed Out', 'That device was signed out.'),
  [SuccessCode.OTHER_SESSIONS_REVOKED]: entry(
    'Other Devices Signed Out',
    '{count} other device(s) were signed out. This one stays signed in.',
  ),
  [SuccessCode.PASSKEY_ADDED]: entry('Passkey Added', 'You can now sign in with {name}.'),
  [SuccessCode.PASSKEY_RENAMED]: entry('Passkey Renamed', 'The passkey is now called {name}.'),
  [SuccessCode.PASSKEY_REMOVED]: entry(
    'Passkey Removed',
    '{name} can no longer be used to sign in. Remove it from the device too.',
  ),
  [SuccessCode.DOMAIN_ADDED]: entry('Domain Added', '{domain} was added to your portfolio.'),
  [SuccessCode.DOMAIN_UPDATED]: entry('Domain Updated', '{domain} was saved.'),
  [SuccessCode.DOMAIN_DELETED]: entry('Domain Deleted', '{count} domain was deleted.'),
  [SuccessCode.DOMAINS_DELETED]: entry('Domains Deleted', '{count} domains were deleted.'),
  [SuccessCode.LEAD_SENT]: entry(
    'Message Sent',
    'Thank you! The owner of {domain} has your message and will reply by email.',
  ),
  [SuccessCode.LEAD_DELETED]: entry('Lead Deleted', '{count} lead was deleted.'),
  [SuccessCode.LEADS_DELETED]: entry('Leads Deleted', '{count} leads were deleted.'),
  [SuccessCode.LEAD_REPLIED]: entry('Reply Sent', 'Your reply about {domain} was sent to {buyer}.'),
  [SuccessCode.LEAD_COUNTERED]: entry(
    'Counteroffer Sent',
    'Your counteroffer of {amount} for {domain} was sent to {buyer}.',
  ),
  [SuccessCode.LEAD_ACCEPTED]: entry(
    'Offer Accepted',
    'You accepted {amount} for {domain}. {buyer} has been told.',
  ),
  [SuccessCode.LEAD_DECLINED]: entry('Offer Declined', '{buyer} has been told.'),
  [SuccessCode.OFFER_ACCEPTED]: entry('Price Accepted', 'You accepted {amount} for {domain}.'),
  [SuccessCode.OFFER_COUNTERED]: entry(
    'Counteroffer Sent',
    'Your counteroffer of {amount} for {domain} was sent.',
  ),
  [SuccessCode.OFFER_DECLINED]: entry('Offer Declined', 'You ended this conversation.'),
  [SuccessCode.OFFER_CONFIRMED]: entry(
    'Offer Confirmed',
    'Thank you: the owner of {domain} has your offer now.',
  ),
  [SuccessCode.TEMPLATE_SAVED]: entry('Template Saved', 'The template {name} was saved.'),
  [SuccessCode.TEMPLATE_DELETED]: entry('Template Deleted', 'The template was deleted.'),
  [SuccessCode.CHANNEL_ADDED]: entry('Channel Added', '{name} was added. Send a test to check it.'),
  [SuccessCode.CHANNEL_DELETED]: entry('Channel Removed', '{name} was removed.'),
  [SuccessCode.CHANNEL_TEST_SENT]: entry('Test Sent', '{name} answered: {answer}'),
  [SuccessCode.CHANNEL_TEST_REFUSED]: entry('Test Not Delivered', '{name} answered: {answer}'),
  [SuccessCode.ALERT_SETTINGS_SAVED]: entry(
    'Notification Settings Saved',
    'Your notification settings were saved.',
  ),
  [SuccessCode.CALENDAR_FEED_CREATED]: entry(
    'Calendar Link Ready',
    'Subscribe to the new link in your calendar app. Any older link stopped working.',
  ),
  [SuccessCode.CALENDAR_FEED_REVOKED]: entry(
    'Calendar Link Turned Off',
    'The calendar link no longer works. Calendars subscribed to it stop updating.',
  ),
  [SuccessCode.REMINDERS_MUTED]: entry('Reminders Off', 'No more expiry reminders for {count}.'),
  [SuccessCode.REMINDERS_UNMUTED]: entry(
    'Reminders On',
    'Expiry reminders are back on for {count}.',
  ),
  [SuccessCode.REGISTRY_REFRESHED]: entry(
    'Registry Checked',
    'The registry data of {domain} was read just now.',
  ),
  [SuccessCode.REGISTRY_NOT_REACHED]: entry('Registry Not Reached', '{problem}'),
  [SuccessCode.REGISTRY_VALUES_USED]: entry(
    'Registry Values Used',
    '{domain} now takes its {fields} from the registry.',
  ),
  [SuccessCode.REGISTRAR_CONNECTED]: entry(
    'Registrar Connected',
    'Your {registrar} account is connected. Its domains are being brought in.',
  ),
  [SuccessCode.REGISTRAR_TEST_PASSED]: entry(
    'Connection Works',
    '{registrar} accepted the credentials.',
  ),
  [SuccessCode.REGISTRAR_SYNC_STARTED]: entry(
    'Sync Started',
    'Your {registrar} domains are being brought in.',
  ),
  [SuccessCode.REGISTRAR_PAUSED]: entry(
    'Sync Paused',
    'The daily sync of your {registrar} account is paused.',
  ),
  [SuccessCode.REGISTRAR_RESUMED]: entry(
    'Sync Resumed',
    'Your {registrar} account is synced daily again.',
  ),
  [SuccessCode.REGISTRAR_REMOVED]: entry(
    'Registrar Removed',
    'The {registrar} connection and its credentials are deleted. Your domains stay.',
  ),
  [SuccessCode.OFFER_SETTINGS_SAVED]: entry(
    'Offer Settings Saved',
    'Your offer settings were saved.',
  ),
  [SuccessCode.IMPORT_CHECKED]: entry(
    'File Checked',
    '{created} to add, {updated} to update, {rejected} not importable. Nothing was saved yet.',
  ),
  [SuccessCode.IMPORT_COMPLETED]: entry(
    'Import Complete',
    '{created} added, {updated} updated, {rejected} not imported.',
  ),
  [SuccessCode.CUSTOM_DOMAIN_VERIFIED]: entry(
    'Domain Verified',
    '{host} now shows your portfolio once its A record points at {ip}.',
  ),
  [SuccessCode.PARKING_VERIFIED]: entry(
    'Domain Verified',
    'Visitors who type {host} now see its landing page once its A record points at {ip}.',
  ),
  [SuccessCode.SUPPORT_RECEIVED]: entry(
    'Support Request Received',
    `We will be in touch within ${SUPPORT_REPLY_HOURS} hours!`,
    NOTIFICATION_DURATION_MS.support,
  ),
  [SuccessCode.FEEDBACK_RECEIVED]: entry(
    'Feedback Received',
    'Thank you for submitting feedback. We read every single suggestion!',
    NOTIFICATION_DURATION_MS.feedback,
  ),
  [SuccessCode.ACCOUNT_DELETION_REQUESTED]: entry(
    'Account Deleted',
    'Your account is closed and your sites are offline. Your data will be removed for good in {days} days; write to {email} before then to cancel.',
    NOTIFICATION_DURATION_MS.support,
  ),
  [SuccessCode.ADMIN_ACCOUNT_DISABLED]: entry(
    'Account Disabled',
    '{username} is disabled: signed out everywhere, API key refused, sites offline.',
  ),
  [SuccessCode.ADMIN_ACCOUNT_ENABLED]: entry(
    'Account Enabled',
    '{username} can sign in again and their sites are back online.',
  ),
  [SuccessCode.ADMIN_PLAN_CHANGED]: entry('Plan Changed', '{username} is now on the {plan} plan.'),
};

export type SuccessBody = Notification & { type: typeof NotificationType.SUCCESS };

/** The notification for `code`, its placeholders filled from `vars`. */
export function successBody(code: SuccessCode, vars?: MessageVars): SuccessBody {
  const { title, message, durationMs } = SUCCESS_CATALOGUE[code];
  const body: SuccessBody = {
    type: NotificationType.SUCCESS,
    title,
    message: formatMessage(message, vars),
  };
  // Only a toast that stays longer or shorter than usual says for how long.
  return durationMs === NOTIFICATION_DURATION_MS.default ? body : { ...body, durationMs };
}

/** The notification for deleting `count` things: the singular or plural entry. */
export function deletedBody(count: number, one: SuccessCode, many: SuccessCode): SuccessBody {
  return successBody(count === 1 ? one : many, { count: count.toLocaleString('en-US') });
}
