import { countryName, type SignedInSession } from '@domainfolio/contracts';
import { Badge, Button, ConfirmDialog, Skeleton, notify } from '@domainfolio/ui';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { notifyError } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format-date-time';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/security';
import { SettingsSection } from './settings-section';

const METHODS: Readonly<Record<string, string>> = {
  PASSWORD: 'Password',
  GOOGLE: 'Google',
  PASSKEY: 'Passkey',
};

/**
 * How a device signed in, in words: 'Password and code' when it proved a second factor too
 * (a passkey is both, so it says Passkey alone).
 */
export function signInMethodWords(session: Pick<SignedInSession, 'method' | 'twoFactor'>): string {
  const method = session.method ? (METHODS[session.method] ?? session.method) : null;
  if (!method) return session.twoFactor ? 'Two-factor code' : 'Unknown sign-in';
  return session.twoFactor && session.method !== 'PASSKEY' ? `${method} and code` : method;
}

/** This device first, then the others by when they were last used. */
export function orderSessions(sessions: readonly SignedInSession[]): SignedInSession[] {
  return [...sessions].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) ||
      Date.parse(b.lastActiveDate) - Date.parse(a.lastActiveDate),
  );
}

function deviceLabel(session: SignedInSession): string {
  return session.device ?? 'Unknown device';
}

function SessionItem({
  session,
  timeZone,
  signingOut,
  onSignOut,
}: {
  session: SignedInSession;
  timeZone: string;
  signingOut: boolean;
  onSignOut: (session: SignedInSession) => void;
}) {
  const place = session.country ? countryName(session.country) : 'Unknown country';
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium break-words text-gray-900">
            {deviceLabel(session)}
          </span>
          {session.current && <Badge color="green">This device</Badge>}
        </p>
        <p className="mt-1 text-sm text-gray-500">
          {place} · {signInMethodWords(session)}
        </p>
        <p className="mt-1 text-xs text-gray-500">
          Signed in{' '}
          <time dateTime={session.signedInDate}>
            {formatDateTime(session.signedInDate, timeZone)}
          </time>
          {' · '}Last active{' '}
          <time dateTime={session.lastActiveDate}>
            {formatDateTime(session.lastActiveDate, timeZone)}
          </time>
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start"
          loading={signingOut}
          onClick={() => onSignOut(session)}
        >
          Sign out<span className="sr-only"> {deviceLabel(session)}</span>
        </Button>
      )}
    </li>
  );
}

/**
 * Signed-in devices: every browser and app signed in to the account (this one marked), where
 * and how it signed in and when it was last active, with Sign out for each other one and for
 * all of them at once.
 */
export function DevicesSection({ timeZone }: { timeZone: string }) {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  // How many other devices the confirmation names, kept while it closes.
  const [confirmingOthers, setConfirmingOthers] = useState<number | null>(null);

  function signOut(session: SignedInSession) {
    revoke.mutate(session._id, {
      onSuccess: (response) => notify(response),
      onError: (error) => notifyError(error),
    });
  }

  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  let content;
  if (sessions.data) {
    content = (
      <ul role="list" aria-label="Signed-in devices" className="-my-4 divide-y divide-gray-100">
        {orderSessions(sessions.data).map((session) => (
          <SessionItem
            key={session._id}
            session={session}
            timeZone={timeZone}
            signingOut={revoke.isPending && revoke.variables === session._id}
            onSignOut={signOut}
          />
        ))}
      </ul>
    );
  } else if (sessions.isError) {
    content = (
      <LoadError
        title="Your signed-in devices could not be loaded"
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
      />
    );
  } else {
    content = (
      <div role="status" aria-label="Loading your signed-in devices" className="space-y-3">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }

  return (
    <>
      <SettingsSection
        title="Signed-in devices"
        description="The browsers and apps signed in to your account. Sign out any you do not recognise, then change your password."
        actions={
          others > 0 && (
            <Button variant="secondary" onClick={() => setConfirmingOthers(others)}>
              Sign out all other devices
            </Button>
          )
        }
      >
        {content}
      </SettingsSection>
      <ConfirmDialog
        open={confirmingOthers !== null}
        tone="disable"
        title="Sign out all other devices?"
        message={`${confirmingOthers === 1 ? 'The other device' : `The ${confirmingOthers ?? 0} other devices`} will be signed out and must sign in again. This one stays signed in.`}
        confirmLabel="Sign out all other devices"
        loading={revokeOthers.isPending}
        onConfirm={() =>
          revokeOthers.mutate(undefined, {
            onSuccess: (response) => {
              notify(response);
              setConfirmingOthers(null);
            },
            onError: (error) => notifyError(error),
          })
        }
        onCancel={() => {
          if (!revokeOthers.isPending) setConfirmingOthers(null);
        }}
      />
    </>
  );
}
