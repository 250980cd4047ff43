import {
  ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES,
  ACCOUNT_PURGE_AFTER_DAYS,
  ErrorCode,
  type User,
} from '@domainfolio/contracts';
import { Button, Dialog, PasswordField, buttonClassName, notify } from '@domainfolio/ui';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useId, useState, type FormEvent } from 'react';
import { serverPaths } from '../../../config/paths';
import { errorCodeOf, notifyError } from '../../../lib/api-errors';
import { ACCOUNT_EXPORT_URL, useDeleteAccount } from '../api/delete-account';

/**
 * Danger zone, at the bottom of Account settings: download all the data, and delete the
 * account (a red dialog that says what happens and asks for the password, or for a Google-only
 * account, for a recent Google sign-in).
 */
export function DangerZoneSection({ user }: { user: User }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const deletion = useDeleteAccount();

  function close() {
    if (deletion.isPending) return;
    setOpen(false);
    setPassword('');
    setPasswordError(null);
  }

  function handleDelete(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (user.hasPassword && password === '') {
      setPasswordError('Enter your password to delete your account.');
      return;
    }
    setPasswordError(null);
    deletion.mutate(user.hasPassword ? { password } : {}, {
      onSuccess: (notification) => notify(notification),
      onError: (error) => {
        if (errorCodeOf(error) === ErrorCode.PASSWORD_INCORRECT) {
          setPasswordError('That password is not correct.');
        }
        notifyError(error);
      },
    });
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="grid grid-cols-1 gap-x-8 gap-y-4 md:grid-cols-3">
        <div>
          <h2 id={headingId} className="text-base/7 font-semibold text-red-700">
            Danger zone
          </h2>
          <p className="mt-1 text-sm/6 text-gray-600">
            Take all your data with you, or close your account.
          </p>
        </div>
        <div className="divide-y divide-gray-900/10 overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-red-200 md:col-span-2">
          <div className="flex flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <div>
              <h3 className="text-sm font-semibold text-gray-900">Download your data</h3>
              <p className="mt-1 text-sm text-gray-600">
                One zip with your account settings, domains, leads and sales, as CSV and JSON.
              </p>
            </div>
            <a
              href={ACCOUNT_EXPORT_URL}
              download
              className={buttonClassName({ variant: 'secondary', className: 'shrink-0' })}
            >
              Download your data
            </a>
          </div>
          <div className="flex flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <div>
              <h3 className="text-sm font-semibold text-gray-900">Delete account</h3>
              <p className="mt-1 text-sm text-gray-600">
                Your sites go offline at once; your data is removed for good after{' '}
                {ACCOUNT_PURGE_AFTER_DAYS} days.
              </p>
            </div>
            <Button variant="danger" className="shrink-0" onClick={() => setOpen(true)}>
              Delete account
            </Button>
          </div>
        </div>
      </div>

      <Dialog
        open={open}
        onClose={close}
        title="Delete your account?"
        icon={
          <span className="flex size-full items-center justify-center rounded-full bg-red-100 text-red-600">
            <ExclamationTriangleIcon aria-hidden="true" className="size-6" />
          </span>
        }
        description={
          <ul className="list-disc space-y-1 pl-5 text-left">
            <li>You are signed out everywhere and your API key stops working.</li>
            <li>Your portfolio page, landing pages and marketplace listings go offline at once.</li>
            <li>
              Your domains, leads and settings are removed for good after {ACCOUNT_PURGE_AFTER_DAYS}{' '}
              days. Until then, support can restore the account.
            </li>
          </ul>
        }
      >
        <form id={`${headingId}-form`} onSubmit={handleDelete} noValidate className="space-y-4">
          {user.hasPassword ? (
            <PasswordField
              label="Your password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={passwordError}
              data-autofocus
            />
          ) : (
            <p className="text-sm text-gray-700">
              Your account signs in with Google. To delete it, you must have signed in with Google
              in the last {ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES} minutes. If it was longer ago,{' '}
              <a
                href={serverPaths.googleSignIn}
                className="font-semibold text-indigo-600 hover:text-indigo-500"
              >
                sign in with Google again
              </a>{' '}
              and come back here.
            </p>
          )}
        </form>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} data-autofocus={!user.hasPassword}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={`${headingId}-form`}
            variant="danger"
            loading={deletion.isPending}
          >
            Delete my account
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
