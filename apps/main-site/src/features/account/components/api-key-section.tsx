import {
  API_KEY_HEADER,
  ErrorCode,
  SECOND_FACTOR_FRESH_MINUTES,
  SUCCESS_NOTIFICATIONS,
  SuccessCode,
  errorBody,
  planLimitsOf,
  successBody,
  type User,
} from '@domainfolio/contracts';
import { Button, notify } from '@domainfolio/ui';
import { EyeIcon, EyeSlashIcon } from '@heroicons/react/20/solid';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { SecondFactorDialog } from '../../../components/second-factor-dialog';
import { paths } from '../../../config/paths';
import { errorCodeOf, notifyError } from '../../../lib/api-errors';
import { useGenerateApiKey } from '../api/generate-api-key';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { SettingsSection } from './settings-section';

/** How long a first click on Generate or Revoke waits for the confirming second one. */
const CONFIRM_WINDOW_MS = 6000;

type PendingConfirmation = 'generate' | 'revoke' | null;

/** The key with all but its last four characters hidden (and its length with them). */
function maskKey(key: string): string {
  return `${'•'.repeat(16)}${key.slice(-4)}`;
}

/**
 * API Key: Generate, Copy and Revoke. Replacing or revoking a key breaks the
 * clients that use it, so with a key present each needs a second, confirming click. Keys are a
 * Pro feature; on Free, Generate is disabled and Copy explains that there is no key. With
 * two-factor sign-in on, a key can take the account over, so the API asks for a code confirmed
 * in the last minutes (SECOND_FACTOR_REQUIRED): the section asks for one and generates again.
 */
export function ApiKeySection({ user }: { user: User }) {
  const allowed = planLimitsOf(user.planType).apiKey;
  const key = user.apiKey;
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState<PendingConfirmation>(null);
  const [askingCode, setAskingCode] = useState(false);
  const generate = useGenerateApiKey();
  const revoke = useRevokeApiKey();

  useEffect(() => {
    if (!confirming) return;
    const timer = window.setTimeout(() => setConfirming(null), CONFIRM_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, [confirming]);

  function handleGenerate() {
    if (key && confirming !== 'generate') {
      setConfirming('generate');
      return;
    }
    setConfirming(null);
    sendGenerate();
  }

  function sendGenerate() {
    generate.mutate(undefined, {
      onSuccess: () => {
        setRevealed(true);
        notify(successBody(key ? SuccessCode.API_KEY_REPLACED : SuccessCode.API_KEY_CREATED));
      },
      onError: (error) => {
        if (errorCodeOf(error) === ErrorCode.SECOND_FACTOR_REQUIRED) setAskingCode(true);
        else notifyError(error);
      },
    });
  }

  function handleRevoke() {
    if (confirming !== 'revoke') {
      setConfirming('revoke');
      return;
    }
    setConfirming(null);
    revoke.mutate(undefined, {
      onSuccess: (notification) => {
        setRevealed(false);
        notify(notification);
      },
      onError: (error) => notifyError(error),
    });
  }

  async function handleCopy() {
    setConfirming(null);
    if (!key) {
      notify(errorBody(ErrorCode.NO_API_KEY_FOUND));
      return;
    }
    try {
      await navigator.clipboard.writeText(key);
      const copied = SUCCESS_NOTIFICATIONS.API_KEY_COPIED;
      notify(copied);
    } catch {
      setRevealed(true);
      notify(errorBody(ErrorCode.COPY_FAILED, { what: 'key' }));
    }
  }

  const confirmationPrompt =
    confirming === 'generate'
      ? 'Click again to replace your key'
      : confirming === 'revoke'
        ? 'Click again to revoke your key'
        : '';

  return (
    <>
      <SettingsSection
        title="API Key"
        pro
        description={
          <>
            Manage your portfolio from your own scripts. Send the key in the{' '}
            <code className="rounded-sm bg-gray-100 px-1 py-0.5 text-xs text-gray-800">
              {API_KEY_HEADER}
            </code>{' '}
            header of every request.{' '}
            <Link
              to={paths.dashboard.docs}
              className="font-semibold text-indigo-600 hover:text-indigo-500"
            >
              API reference
            </Link>
          </>
        }
        actions={
          <>
            <p aria-live="polite" className="sr-only">
              {confirmationPrompt}
            </p>
            <Button variant="secondary" onClick={() => void handleCopy()}>
              Copy
            </Button>
            <Button
              variant={confirming === 'revoke' ? 'danger' : 'secondary'}
              onClick={handleRevoke}
              disabled={!key}
              loading={revoke.isPending}
            >
              {confirming === 'revoke' ? 'Click again to revoke your key' : 'Revoke'}
            </Button>
            <Button
              variant={confirming === 'generate' ? 'danger' : 'primary'}
              onClick={handleGenerate}
              disabled={!allowed}
              loading={generate.isPending}
            >
              {confirming === 'generate' ? 'Click again to replace your key' : 'Generate'}
            </Button>
          </>
        }
        locked={!allowed}
      >
        {key ? (
          <div>
            <p className="text-sm font-medium text-gray-900">Your key</p>
            <div className="mt-2 flex items-center gap-x-2 rounded-md bg-gray-50 px-3 py-2 ring-1 ring-gray-200 ring-inset">
              <code className="min-w-0 grow font-mono text-sm break-all text-gray-900">
                {revealed ? key : maskKey(key)}
              </code>
              <button
                type="button"
                onClick={() => setRevealed((shown) => !shown)}
                aria-pressed={revealed}
                className="shrink-0 rounded-md p-1.5 text-gray-500 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span className="sr-only">{revealed ? 'Hide key' : 'Show key'}</span>
                {revealed ? (
                  <EyeSlashIcon aria-hidden="true" className="size-5" />
                ) : (
                  <EyeIcon aria-hidden="true" className="size-5" />
                )}
              </button>
            </div>
            <p className="mt-2 text-sm text-gray-500">
              Treat it like a password: anyone with the key can change your portfolio.
            </p>
          </div>
        ) : (
          <p className="text-sm text-gray-600">
            {allowed
              ? 'You have no API key yet. Generate one to start.'
              : 'You have no API key. Upgrade to Pro to generate one.'}
          </p>
        )}
      </SettingsSection>
      <SecondFactorDialog
        open={askingCode}
        onClose={() => setAskingCode(false)}
        reason={`A new API key can read and change your whole portfolio, so confirm it is you: enter the code from your authenticator app. You will not be asked again for ${SECOND_FACTOR_FRESH_MINUTES} minutes.`}
        onConfirmed={() => {
          setAskingCode(false);
          // The owner already clicked (and confirmed) Generate: the key is made without asking again.
          sendGenerate();
        }}
      />
    </>
  );
}
