import { ERROR_CATALOGUE, ErrorCode, PRODUCT_NAME } from '@domainfolio/contracts';
import { Button, PageSpinner, useDocumentTitle } from '@domainfolio/ui';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { errorCodeOf, errorNotification } from '../../../lib/api-errors';
import { useConfirmDevice } from '../api/confirm-device';
import { StatusPanel } from '../components/status-panel';
import { useOncePerKey } from '../hooks/use-once-per-key';

const signInAgain = <Button href={paths.login}>Go to Login Page</Button>;

/** The emailed device link: spends its token once, then asks the owner to sign in again. */
function ConfirmWithToken({ token }: { token: string }) {
  const { mutate, status, data, error } = useConfirmDevice();
  useOncePerKey(token, () => mutate({ token }));

  if (status === 'idle' || status === 'pending') {
    return <PageSpinner label="Confirming this device" className="min-h-64" />;
  }
  if (status === 'success') {
    return (
      <StatusPanel tone="success" title="Device confirmed" actions={signInAgain}>
        <p>{data.message}</p>
        <p>Sign in again on this device to continue.</p>
      </StatusPanel>
    );
  }
  const failure = errorNotification(error);
  const expired = errorCodeOf(error) === ErrorCode.TOKEN_EXPIRED;
  return (
    <StatusPanel tone="error" title={failure.title} actions={signInAgain}>
      <p>
        {expired
          ? 'This confirmation link has expired or was already used. Sign in again and we will email you a new one.'
          : failure.message}
      </p>
    </StatusPanel>
  );
}

/**
 * /confirm-device: a sign-in from a new browser needs the link we emailed. With
 * `?token=` it confirms the device; without one it explains that the link is on its way.
 */
export function ConfirmDevicePage() {
  useDocumentTitle(`Confirm this device | ${PRODUCT_NAME}`);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  if (token) return <ConfirmWithToken key={token} token={token} />;

  const notice = ERROR_CATALOGUE.DEVICE_CONFIRMATION_REQUIRED;
  return (
    <StatusPanel tone="device" title={notice.title} actions={signInAgain}>
      <p>{notice.message}</p>
    </StatusPanel>
  );
}
