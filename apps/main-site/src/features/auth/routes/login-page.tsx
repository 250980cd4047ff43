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
import { useLoginUser } from '../api/login-user';
import { AuthCard, TEXT_LINK_CLASS_NAME } from '../components/auth-layout';
import { GoogleSignInError } from '../components/google-sign-in-error';
import { GoogleSignInLink } from '../components/google-sign-in-link';
import { ResendConfirmationButton } from '../components/resend-confirmation-button';
import { EmailField } from '../components/email-field';

/**
 * Sign in: email (pre-filled from `?email=`), password, 'Remember me'. Success goes
 * to `?next=` when it is a page of this site, else the dashboard. Failures show the server's
 * toast; an unconfirmed email also offers a new confirmation link, and a new device goes to
 * the device confirmation screen.
 */
export function LoginPage() {
  useDocumentTitle(`Sign in | ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const login = useLoginUser();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const credentials = { email: email.trim(), password, remember };
    setFieldErrors({});
    setUnconfirmedEmail(null);
    login.mutate(credentials, {
      onSuccess: () => navigate(next ?? paths.dashboard.root, { replace: true }),
      onError: (error) => {
        const code = errorCodeOf(error);
        if (code === ErrorCode.DEVICE_CONFIRMATION_REQUIRED) {
          navigate(paths.confirmDevice);
          return;
        }
        notify(errorNotification(error), NOTIFICATION_DURATION_MS.loginError);
        setFieldErrors(fieldErrorsOf(error));
        if (code === ErrorCode.EMAIL_NOT_CONFIRMED) setUnconfirmedEmail(credentials.email);
      },
    });
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

      <GoogleSignInLink />
    </AuthCard>
  );
}
