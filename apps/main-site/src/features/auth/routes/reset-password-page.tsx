import {
  ERROR_CATALOGUE,
  ErrorCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRODUCT_NAME,
  errorBody,
} from '@domainfolio/contracts';
import { Alert, Button, PasswordField, notify, useDocumentTitle } from '@domainfolio/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { errorCodeOf, fieldErrorsOf, notifyError, type FieldErrors } from '../../../lib/api-errors';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, TEXT_LINK_CLASS_NAME } from '../components/auth-layout';
import { PasswordLengthHint } from '../components/password-length-hint';
import { RegisterInsteadLink } from '../components/register-instead-link';

function lengthError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

/**
 * Reset password from the emailed link `?email=&token=`: a new password twice.
 * A link without its email or token gets 'Token Expired' and the fields are cleared; unequal
 * passwords get "Passwords Don't Match". Success goes to sign in with the email filled in.
 */
export function ResetPasswordPage() {
  useDocumentTitle(`Reset password | ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const linkComplete = email !== '' && token !== '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [linkExpired, setLinkExpired] = useState(false);
  const reset = useResetPassword();

  function clearFields() {
    setPassword('');
    setConfirmation('');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!linkComplete) {
      notify(errorBody(ErrorCode.TOKEN_EXPIRED));
      clearFields();
      setFieldErrors({});
      return;
    }
    const tooShortOrLong = lengthError(password);
    if (tooShortOrLong) {
      setFieldErrors({ password: tooShortOrLong });
      return;
    }
    if (password !== confirmation) {
      notify(errorBody(ErrorCode.PASSWORDS_DONT_MATCH));
      setFieldErrors({ confirmation: ERROR_CATALOGUE.PASSWORDS_DONT_MATCH.message });
      return;
    }
    setFieldErrors({});
    reset.mutate(
      { email, token, password },
      {
        onSuccess: (notification) => {
          notify(notification);
          navigate(`${paths.login}?email=${encodeURIComponent(email)}&reset=1`);
        },
        onError: (error) => {
          notifyError(error);
          if (errorCodeOf(error) === ErrorCode.TOKEN_EXPIRED) {
            clearFields();
            setLinkExpired(true);
          }
          setFieldErrors(fieldErrorsOf(error));
        },
      },
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle={linkComplete ? `For ${email}` : undefined}
      footer={<RegisterInsteadLink />}
    >
      {(!linkComplete || linkExpired) && (
        <Alert tone="warning" title="This reset link cannot be used" className="mb-6">
          It has expired or is incomplete.{' '}
          <Link to={paths.forgotPassword} className={TEXT_LINK_CLASS_NAME}>
            Request another password reset
          </Link>
          .
        </Alert>
      )}
      {/* noValidate: the checks below answer with the catalogue's toasts, not the browser's bubbles. */}
      <form onSubmit={handleSubmit} noValidate className="space-y-6">
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
          hint={<PasswordLengthHint length={password.length} />}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={fieldErrors.confirmation}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
