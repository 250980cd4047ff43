import {
  ErrorCode,
  NOTIFICATION_DURATION_MS,
  PRODUCT_NAME,
  REMEMBERED_SESSION_DAYS,
} from '@domainfolio/contracts';
import {
  Alert,
  Button,
  CheckboxField,
  PasswordField,
  notify,
  useDocumentTitle,
} from '@domainfolio/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import {
  errorCodeOf,
  errorNotification,
  fieldErrorsOf,
  type FieldErrors,
} from '../../../lib/api-errors';
import { safeNextPath } from '../../../lib/safe-next-path';
import { isTwoFactorChallenge, useLoginUser } from '../api/login-user';
import { AuthCard, TEXT_LINK_CLASS_NAME } from '../components/auth-layout';
import { GoogleSignInError } from '../components/google-sign-in-error';
import { GoogleSignInLink } from '../components/google-sign-in-link';
import { PasskeySignInButton } from '../components/passkey-sign-in-button';
import { ResendConfirmationButton } from '../components/resend-confirmation-button';
import { EmailField } from '../components/email-field';
import { TwoFactorStep } from '../components/two-factor-step';

/** `/login?step=2fa`: where the API sends a Google sign-in that still needs its code. */
const GOOGLE_SECOND_STEP = '2fa';

/**
 * Sign in: email (pre-filled from `?email=`), password, 'Remember me', or a passkey. Success
 * goes to `?next=` when it is a page of this site, else the dashboard. Failures show the
 * server's toast; an unconfirmed email also offers a new confirmation link, and a new device
 * goes to the device confirmation screen. With two-factor sign-in on, a right password leads to
 * the code step on this page; a Google sign-in that needs its code comes back at `?step=2fa`,
 * which opens on the code step.
 */
export function LoginPage() {
  useDocumentTitle(`Sign in | ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  // The password step's challenge while its code is asked for.
  const [challenge, setChallenge] = useState<string | null>(null);
  // Why the sign-in starts again (its code step took too long), shown over the form.
  const [restartReason, setRestartReason] = useState<string | null>(null);
  const login = useLoginUser();
  const googleSecondStep = params.get('step') === GOOGLE_SECOND_STEP;

  const goOn = () => navigate(next ?? paths.dashboard.root, { replace: true });

  /** Handles the sign-in errors every way of signing in shares; false for the others. */
  function handleKnownError(error: unknown): boolean {
    if (errorCodeOf(error) !== ErrorCode.DEVICE_CONFIRMATION_REQUIRED) return false;
    navigate(paths.confirmDevice);
    return true;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const credentials = { email: email.trim(), password, remember };
    setFieldErrors({});
    setUnconfirmedEmail(null);
    setRestartReason(null);
    login.mutate(credentials, {
      onSuccess: (answer) => {
        if (isTwoFactorChallenge(answer)) setChallenge(answer.challenge);
        else goOn();
      },
      onError: (error) => {
        if (handleKnownError(error)) return;
        notify(errorNotification(error), NOTIFICATION_DURATION_MS.loginError);
        setFieldErrors(fieldErrorsOf(error));
        if (errorCodeOf(error) === ErrorCode.EMAIL_NOT_CONFIRMED) {
          setUnconfirmedEmail(credentials.email);
        }
      },
    });
  }

  /** Back to the email and password, leaving the Google return (`?step=2fa`) behind. */
  function startAgain(reason: string | null) {
    setChallenge(null);
    setPassword('');
    setRestartReason(reason);
    if (googleSecondStep) {
      setParams(
        (current) => {
          const kept = new URLSearchParams(current);
          kept.delete('step');
          return kept;
        },
        { replace: true },
      );
    }
  }

  if (challenge !== null || googleSecondStep) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={goOn}
        onBack={() => startAgain(null)}
        onExpired={startAgain}
      />
    );
  }

  return (
    <AuthCard
      title="Sign in to your account"
      footer={
        <p>
          Not a member?{' '}
          <Link to={paths.register} className={TEXT_LINK_CLASS_NAME}>
            Register for free
          </Link>
        </p>
      }
    >
      <div className="space-y-4">
        <GoogleSignInError code={params.get('error')} />
        {restartReason && (
          <Alert tone="warning" title="Sign in again">
            {restartReason}
          </Alert>
        )}
        {params.get('confirmed') === '1' && (
          <Alert tone="success" title="Email confirmed">
            Your email address is confirmed. Sign in to get started.
          </Alert>
        )}
        {params.get('reset') === '1' && (
          <Alert tone="success" title="Password reset">
            Your password has been changed. Sign in with your new password.
          </Alert>
        )}
        {unconfirmedEmail && (
          <Alert
            tone="warning"
            title="Confirm your email first"
            actions={<ResendConfirmationButton email={unconfirmedEmail} />}
          >
            Open the link we emailed to {unconfirmedEmail}, or ask for a new one.
          </Alert>
        )}
      </div>

      <form onSubmit={handleSubmit} className="mt-4 space-y-6">
        <EmailField value={email} onChange={setEmail} error={fieldErrors.email} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
          corner={
            <Link
              to={
                email.trim()
                  ? `${paths.forgotPassword}?email=${encodeURIComponent(email.trim())}`
                  : paths.forgotPassword
              }
              className={TEXT_LINK_CLASS_NAME}
            >
              Forgot password?
            </Link>
          }
        />
        <CheckboxField
          label="Remember me"
          description={`Stay signed in on this device for ${REMEMBERED_SESSION_DAYS} days.`}
          name="remember"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <Button type="submit" fullWidth loading={login.isPending}>
          Sign in
        </Button>
      </form>
      <PasskeySignInButton remember={remember} onSignedIn={goOn} onApiError={handleKnownError} />

      <GoogleSignInLink />
    </AuthCard>
  );
}
