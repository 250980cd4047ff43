import { Button, Spinner, type ButtonVariant } from '@domainfolio/ui';
import { useResendConfirmationEmail } from '../api/resend-confirmation-email';
import { TEXT_LINK_CLASS_NAME } from './auth-layout';

const LABEL = 'Resend confirmation email';

/**
 * 'Resend confirmation email' for the given address, as a button or (`asLink`) as a link-like
 * button inside a sentence; the result shows as a toast.
 */
export function ResendConfirmationButton({
  email,
  variant = 'secondary',
  asLink = false,
}: {
  email: string;
  variant?: ButtonVariant;
  asLink?: boolean;
}) {
  const resend = useResendConfirmationEmail();
  const send = () => resend.mutate({ email });
  if (asLink) {
    return (
      <button
        type="button"
        onClick={send}
        disabled={resend.isPending}
        className={`inline-flex items-center gap-x-1 disabled:opacity-50 ${TEXT_LINK_CLASS_NAME}`}
      >
        {resend.isPending && <Spinner />}
        {LABEL}
      </button>
    );
  }
  return (
    <Button variant={variant} loading={resend.isPending} onClick={send}>
      {LABEL}
    </Button>
  );
}
