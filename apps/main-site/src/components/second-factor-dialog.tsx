import { SECOND_FACTOR_FRESH_MINUTES, type Notification } from '@domainfolio/contracts';
import { Button, Dialog } from '@domainfolio/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { notifyError } from '../lib/api-errors';
import { useVerifySecondFactor } from '../lib/api/verify-second-factor';
import { OneTimeCodeField, cleanCode, codeErrorOf, codeProblem } from './one-time-code-field';

export interface SecondFactorDialogProps {
  open: boolean;
  /** Cancel, Escape or a click outside; not called while the code is being checked. */
  onClose: () => void;
  /** The code was right: the session may take the step it was asked for. */
  onConfirmed: (notification: Notification) => void;
  /** What the code is for ('Creating an API key needs …'); a general line when not given. */
  reason?: ReactNode;
}

/**
 * "Confirm it is you": asks an owner with two-factor sign-in on for a code from their
 * authenticator app (or a recovery code) before a step that could take the account over, then
 * lets the caller retry the step. The session stays confirmed for SECOND_FACTOR_FRESH_MINUTES.
 */
export function SecondFactorDialog({
  open,
  onClose,
  onConfirmed,
  reason,
}: SecondFactorDialogProps) {
  const formId = useId();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifySecondFactor();

  function reset() {
    setCode('');
    setRecovery(false);
    setError(null);
  }

  function close() {
    if (verify.isPending) return;
    reset();
    onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = codeProblem(code, recovery);
    setError(problem);
    if (problem) return;
    verify.mutate(
      { code: cleanCode(code, recovery) },
      {
        onSuccess: (notification) => {
          reset();
          onConfirmed(notification);
        },
        onError: (failure) => {
          const message = codeErrorOf(failure);
          if (message) setError(message);
          else notifyError(failure);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Confirm it is you"
      description={
        reason ??
        `Enter the code from your authenticator app. You will not be asked again for ${SECOND_FACTOR_FRESH_MINUTES} minutes.`
      }
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={verify.isPending}>
            Confirm
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate>
        <OneTimeCodeField
          value={code}
          onChange={setCode}
          recovery={recovery}
          onRecoveryChange={(value) => {
            setRecovery(value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
      </form>
    </Dialog>
  );
}
