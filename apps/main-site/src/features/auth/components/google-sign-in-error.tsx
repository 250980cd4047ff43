import { Alert } from '@domainfolio/ui';

/**
 * Why Google sign-in sent the visitor back here (`/login?error=…`, set by the API's Google
 * callback), in words they can act on.
 */
const GOOGLE_ERRORS: Readonly<Record<string, { title: string; message: string }>> = {
  google: {
    title: 'Google sign-in failed',
    message: 'We could not sign you in with Google. Please try again, or use your password.',
  },
  'google-no-answer': {
    title: 'Google did not answer',
    message: 'Google did not answer in time. Please try again in a few minutes.',
  },
  'google-unavailable': {
    title: 'Google sign-in is not available',
    message: 'Google sign-in is not set up on this installation. Sign in with your password.',
  },
  disabled: {
    title: 'Account disabled',
    message: 'This account has been disabled. Please contact support if this is a mistake.',
  },
};

export function GoogleSignInError({ code }: { code: string | null }) {
  const error = code === null ? undefined : GOOGLE_ERRORS[code];
  if (!error) return null;
  return (
    <Alert tone="error" title={error.title}>
      {error.message}
    </Alert>
  );
}
