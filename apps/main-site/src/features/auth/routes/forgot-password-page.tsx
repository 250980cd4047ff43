import { ERROR_CATALOGUE, ErrorCode, PRODUCT_NAME, errorBody } from '@domainfolio/contracts';
import { Button, notify, useDocumentTitle } from '@domainfolio/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { fieldErrorsOf, notifyError, type FieldErrors } from '../../../lib/api-errors';
import { useSendPasswordReset } from '../api/send-password-reset';
import { AuthCard, TEXT_LINK_CLASS_NAME } from '../components/auth-layout';
import { RegisterInsteadLink } from '../components/register-instead-link';
import { EmailField } from '../components/email-field';

/**
 * Forgot password: asks for the email and sends a reset link, then goes to sign in
 * with the server's message as a toast. An empty email gets the 'Email Required' toast.
 */
export function ForgotPasswordPage() {
  useDocumentTitle(`Forgot password | ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const sendReset = useSendPasswordReset();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (trimmed === '') {
      notify(errorBody(ErrorCode.EMAIL_REQUIRED));
      setFieldErrors({ email: ERROR_CATALOGUE.EMAIL_REQUIRED.message });
      return;
    }
    setFieldErrors({});
    sendReset.mutate(
      { email: trimmed },
      {
        onSuccess: (notification) => {
          notify(notification);
          navigate(`${paths.login}?email=${encodeURIComponent(trimmed)}`);
        },
        onError: (error) => {
          notifyError(error);
          setFieldErrors(fieldErrorsOf(error));
        },
      },
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new one."
      footer={
        <>
          <RegisterInsteadLink />
          <p>
            Remembered it?{' '}
            <Link to={paths.login} className={TEXT_LINK_CLASS_NAME}>
              Back to sign in
            </Link>
          </p>
        </>
      }
    >
      {/* noValidate: an empty email gets the 'Email Required' toast rather than the browser's bubble. */}
      <form onSubmit={handleSubmit} noValidate className="space-y-6">
        <EmailField value={email} onChange={setEmail} error={fieldErrors.email} />
        <Button type="submit" fullWidth loading={sendReset.isPending}>
          Forgot Password
        </Button>
      </form>
    </AuthCard>
  );
}
