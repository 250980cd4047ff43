import {
  NOTIFICATION_DURATION_MS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLANS,
  PRODUCT_NAME,
  formatCount,
} from '@domainfolio/contracts';
import { Button, PasswordField, TextField, notify, useDocumentTitle } from '@domainfolio/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { fieldErrorsOf, notifyError, type FieldErrors } from '../../../lib/api-errors';
import { browserTimeZone, useRegisterUser } from '../api/register-user';
import { AuthCard, TEXT_LINK_CLASS_NAME } from '../components/auth-layout';
import { GoogleSignInLink } from '../components/google-sign-in-link';
import { PasswordLengthHint } from '../components/password-length-hint';
import { EmailField } from '../components/email-field';

/**
 * 'Create your free account': name, email and password; the browser's time zone
 * goes along so periods match the owner's calendar. Success shows the server's message for
 * 7 s and goes to the confirm-email screen.
 */
export function RegisterPage() {
  useDocumentTitle(`Create your free account | ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const register = useRegisterUser();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (password.length > PASSWORD_MAX_LENGTH) {
      // Not a maxLength attribute: that would silently cut a pasted password short.
      setFieldErrors({ password: `Use at most ${PASSWORD_MAX_LENGTH} characters.` });
      return;
    }
    setFieldErrors({});
    register.mutate(
      {
        displayName: displayName.trim(),
        email: trimmedEmail,
        password,
        timeZone: browserTimeZone(),
      },
      {
        onSuccess: (notification) => {
          notify(notification, NOTIFICATION_DURATION_MS.register);
          navigate(`${paths.confirmEmail}?email=${encodeURIComponent(trimmedEmail)}`);
        },
        onError: (error) => {
          notifyError(error, NOTIFICATION_DURATION_MS.register);
          setFieldErrors(fieldErrorsOf(error));
        },
      },
    );
  }

  return (
    <AuthCard
      title="Create your free account"
      subtitle={`Free forever for up to ${formatCount(PLANS.FREE.limits.domains)} domains. No card needed.`}
      footer={
        <>
          <p>
            Already have an account?{' '}
            <Link to={paths.login} className={TEXT_LINK_CLASS_NAME}>
              Sign in
            </Link>
          </p>
          <p className="text-xs text-gray-500">
            By creating an account you agree to the{' '}
            <Link to={paths.termsOfService} className="underline hover:text-gray-900">
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link to={paths.privacyPolicy} className="underline hover:text-gray-900">
              Privacy Policy
            </Link>
            .
          </p>
        </>
      }
    >
      <form onSubmit={handleSubmit} className="space-y-6">
        <TextField
          label="Your name"
          name="displayName"
          autoComplete="name"
          required
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          error={fieldErrors.displayName}
        />
        <EmailField value={email} onChange={setEmail} error={fieldErrors.email} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
          hint={<PasswordLengthHint length={password.length} />}
        />
        <Button type="submit" fullWidth loading={register.isPending}>
          Create account
        </Button>
      </form>

      <GoogleSignInLink label="Sign up with Google" />
    </AuthCard>
  );
}
