import { isApiError } from '@domainfolio/api-client';
import { NOTIFICATION_DURATION_MS, NotificationType } from '@domainfolio/contracts';
import { Button, notify } from '@domainfolio/ui';
import { FingerPrintIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { notifyError } from '../../../lib/api-errors';
import {
  passkeyPromptClosed,
  passkeyPromptMessage,
  passkeysSupported,
} from '../../../lib/passkeys';
import { usePasskeySignIn } from '../api/passkey-sign-in';

export interface PasskeySignInButtonProps {
  /** The Remember me box: a passkey sign-in keeps the session as long as a password one. */
  remember: boolean;
  onSignedIn: () => void;
  /** The API's answer was an error (the caller handles those it knows, as the password's). */
  onApiError?: (error: unknown) => boolean;
}

/**
 * 'Sign in with a passkey', in a browser that has passkeys: the browser asks which passkey,
 * and the API signs in the account it belongs to (no email needed, and no second step: a
 * passkey is both). Closing the browser's prompt is no error; the owner chose to.
 */
export function PasskeySignInButton({
  remember,
  onSignedIn,
  onApiError,
}: PasskeySignInButtonProps) {
  // Read once, in the browser, where the sign-in page is rendered; a server has no window.
  const [supported] = useState(passkeysSupported);
  const signIn = usePasskeySignIn();
  if (!supported) return null;

  function handleClick() {
    signIn.mutate(remember, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isApiError(error)) {
          if (!onApiError?.(error)) notifyError(error, NOTIFICATION_DURATION_MS.loginError);
          return;
        }
        if (passkeyPromptClosed(error)) return;
        notify(
          {
            type: NotificationType.ERROR,
            title: 'Passkey Not Used',
            message: passkeyPromptMessage(error),
          },
          NOTIFICATION_DURATION_MS.loginError,
        );
      },
    });
  }

  return (
    <Button
      variant="secondary"
      fullWidth
      className="mt-3"
      loading={signIn.isPending}
      onClick={handleClick}
    >
      {!signIn.isPending && <FingerPrintIcon aria-hidden="true" className="size-5" />}
      Sign in with a passkey
    </Button>
  );
}
