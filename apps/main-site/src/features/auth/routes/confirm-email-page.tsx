import { ErrorCode, PRODUCT_NAME } from '@domainfolio/contracts';
import { Button, PageSpinner, useDocumentTitle } from '@domainfolio/ui';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { errorCodeOf, errorNotification } from '../../../lib/api-errors';
import { useConfirmEmail } from '../api/confirm-email';
import { ResendConfirmationButton } from '../components/resend-confirmation-button';
import { StatusPanel } from '../components/status-panel';
import { useOncePerKey } from '../hooks/use-once-per-key';

function loginLink(email: string | null, extra = ''): string {
  const query = new URLSearchParams();
  if (email) query.set('email', email);
  if (extra) query.set(extra, '1');
  const search = query.toString();
  return search ? `${paths.login}?${search}` : paths.login;
}

/** The link from the confirmation email: spends its token once and says how that went. */
function ConfirmWithToken({ email, token }: { email: string; token: string }) {
  const { mutate, status, data, error, reset } = useConfirmEmail();
  useOncePerKey(`${email} ${token}`, () => mutate({ email, token }));

  if (status === 'idle' || status === 'pending') {
    return <PageSpinner label="Confirming your email" className="min-h-64" />;
  }
  if (status === 'success') {
    return (
      <StatusPanel
        tone="success"
        title="Email confirmed"
        actions={<Button href={loginLink(email, 'confirmed')}>Go to Login Page</Button>}
      >
        <p>{data.message}</p>
      </StatusPanel>
    );
  }

  const failure = errorNotification(error);
  const expired = errorCodeOf(error) === ErrorCode.TOKEN_EXPIRED;
  return (
    <StatusPanel
      tone="error"
      title={expired ? 'Token Expired' : failure.title}
      actions={
        <>
          <ResendConfirmationButton email={email} variant="primary" />
          {!expired && (
            <Button variant="secondary" onClick={() => reset()}>
              Try again
            </Button>
          )}
        </>
      }
    >
      <p>
        {expired
          ? 'This confirmation link has expired or was already used. We can email you a new one.'
          : failure.message}
      </p>
    </StatusPanel>
  );
}

/**
 * /confirm-email. With `?token=&email=` from the email it confirms the address;
 * without a token it is the 'Confirm Your Email' notice shown after registering.
 */
export function ConfirmEmailPage() {
  useDocumentTitle(`Confirm your email | ${PRODUCT_NAME}`);
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() || null;
  const token = params.get('token')?.trim() || null;

  if (email && token)
    return <ConfirmWithToken key={`${email} ${token}`} email={email} token={token} />;

  return (
    <StatusPanel
      tone="email"
      title="Confirm Your Email"
      actions={<Button href={loginLink(email)}>Go to Login Page</Button>}
    >
      <p>Please confirm your email address in order to login.</p>
      {email ? (
        <>
          <p>
            We sent a link to <span className="font-medium text-gray-900">{email}</span>. It can
            take a minute to arrive; check your spam folder too.
          </p>
          <ResendLink email={email} />
        </>
      ) : (
        <p>Open the link in the email we sent you to activate your account.</p>
      )}
    </StatusPanel>
  );
}

function ResendLink({ email }: { email: string }) {
  return (
    <p>
      No email? <ResendConfirmationButton email={email} asLink />
    </p>
  );
}
