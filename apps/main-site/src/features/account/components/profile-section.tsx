import {
  ERROR_CATALOGUE,
  ErrorCode,
  errorBody,
  isReservedUsername,
  isValidUsername,
  type EditUserRequest,
  type User,
} from '@domainfolio/contracts';
import { TextField, notify, useSiteContext } from '@domainfolio/ui';
import { useState } from 'react';
import { errorCodeOf } from '../../../lib/api-errors';
import { useSaveSection } from '../hooks/use-save-section';
import { SettingsSection } from './settings-section';
import { TimeZoneField } from './time-zone-field';

const USERNAME_ERRORS: readonly string[] = [
  ErrorCode.USERNAME_INVALID,
  ErrorCode.USERNAME_RESERVED,
  ErrorCode.USERNAME_TAKEN,
];

/** What a user types into the username box, as a slug: lowercase, no spaces. */
function toSlug(input: string): string {
  return input.toLowerCase().replace(/\s+/g, '');
}

/** The client's own check of a new username, or null when the server should decide. */
function usernameProblem(username: string): ErrorCode | null {
  if (!isValidUsername(username)) return ErrorCode.USERNAME_INVALID;
  if (isReservedUsername(username)) return ErrorCode.USERNAME_RESERVED;
  return null;
}

/** Profile: name, portfolio name, the read-only email and the username (subdomain). */
export function ProfileSection({ user }: { user: User }) {
  const { appHost, supportEmail } = useSiteContext();
  const [displayName, setDisplayName] = useState(user.displayName);
  const [portfolioName, setPortfolioName] = useState(user.portfolioDisplayName ?? '');
  const [username, setUsername] = useState(user.username);
  const [timeZone, setTimeZone] = useState(user.timeZone);
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const { save, saving, fieldErrors } = useSaveSection();

  function submit() {
    setUsernameError(null);
    const changes: NonNullable<EditUserRequest['user']> = {
      displayName: displayName.trim(),
      portfolioDisplayName: portfolioName.trim() || null,
    };
    if (timeZone !== user.timeZone) changes.timeZone = timeZone;
    if (username !== user.username) {
      const problem = usernameProblem(username);
      if (problem) {
        const notification = errorBody(problem, { username });
        notify(notification);
        setUsernameError(notification.message);
        return;
      }
      changes.username = username;
    }
    save({ user: changes }, (error) => {
      if (USERNAME_ERRORS.includes(errorCodeOf(error) ?? '')) setUsernameError(error.message);
    });
  }

  return (
    <SettingsSection
      title="Profile"
      description="Your name, the username that is also the address of your public portfolio, and your time zone."
      onSubmit={submit}
      saving={saving}
    >
      <TextField
        label="Your name"
        name="displayName"
        autoComplete="name"
        required
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value)}
        error={fieldErrors.displayName}
      />
      <TextField
        label="Portfolio name"
        name="portfolioDisplayName"
        corner={<span className="text-gray-500">Optional</span>}
        value={portfolioName}
        onChange={(event) => setPortfolioName(event.target.value)}
        error={fieldErrors.portfolioDisplayName}
        hint="The heading of your dashboard; 'Domain Portfolio' when empty."
      />
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        readOnly
        value={user.email}
        hint={
          <>
            Your sign-in email cannot be changed here. Write to{' '}
            <a
              href={`mailto:${supportEmail}`}
              className="font-medium text-indigo-600 hover:text-indigo-500"
            >
              {supportEmail}
            </a>{' '}
            if you need a different one.
          </>
        }
      />
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={username}
        onChange={(event) => {
          setUsername(toSlug(event.target.value));
          setUsernameError(null);
        }}
        error={usernameError ?? fieldErrors.username}
        hint={
          <>
            Your portfolio&apos;s address:{' '}
            <span className="font-medium break-all text-gray-900">
              {username || 'username'}.{appHost}
            </span>
            . {ERROR_CATALOGUE.USERNAME_INVALID.message}
          </>
        }
      />
      <TimeZoneField value={timeZone} onChange={setTimeZone} error={fieldErrors.timeZone} />
    </SettingsSection>
  );
}
