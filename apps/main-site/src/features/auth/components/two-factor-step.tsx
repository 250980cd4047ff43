import { ErrorCode, PRODUCT_NAME, TOTP_DIGITS } from '@domainfolio/contracts';
import { Button } from '@domainfolio/ui';
import { ArrowLeftIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  OneTimeCodeField,
  cleanCode,
  codeErrorOf,
  codeProblem,
} from '../../../components/one-time-code-field';
import { errorCodeOf, errorNotification, notifyError } from '../../../lib/api-errors';
import { useLoginSecondStep } from '../api/login-second-step';
import { AuthCard } from './auth-layout';

export interface TwoFactorStepProps {
  /** The password step's challenge; null after Google, whose challenge is in a cookie. */
  challenge: string | null;
  /** The code was right and the session is set. */
  onSignedIn: () => void;
  /** Back to the email and password. */
  onBack: () => void;
  /** The challenge is used or too old: the sign-in must start again (the API's words). */
  onExpired: (message: string) => void;
}

/**
 * The second step of a sign-in with two-factor sign-in on: a code from the authenticator app,
 * or one of the recovery codes. The code field takes the focus as the step appears, and takes
 * it back after a wrong code, whose reason is shown (and announced) under it.
 */
export function TwoFactorStep({ challenge, onSignedIn, onBack, onExpired }: TwoFactorStepProps) {
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const secondStep = useLoginSecondStep();

  useEffect(() => {
    field.current?.focus();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = codeProblem(code, recovery);
    setError(problem);
    if (problem) {
      field.current?.focus();
      return;
    }
    secondStep.mutate(
      { challenge, code: cleanCode(code, recovery) },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          if (errorCodeOf(failure) === ErrorCode.TWO_FACTOR_CHALLENGE_EXPIRED) {
            onExpired(errorNotification(failure).message);
            return;
          }
          const message = codeErrorOf(failure);
          if (!message) {
            notifyError(failure);
            return;
          }
          setError(message);
          // Back to the field with the wrong code selected, so typing the next replaces it.
          field.current?.focus();
          field.current?.select();
        },
      },
    );
  }

  return (
    <AuthCard
      title="Two-factor sign-in"
      subtitle={
        recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
          : `Open your authenticator app and enter the ${TOTP_DIGITS}-digit code it shows for ${PRODUCT_NAME}.`
      }
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-6">
        <OneTimeCodeField
          ref={field}
          value={code}
          onChange={setCode}
          recovery={recovery}
          onRecoveryChange={(value) => {
            setRecovery(value);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" fullWidth loading={secondStep.isPending}>
          Verify and sign in
        </Button>
      </form>
      <Button
        variant="ghost"
        fullWidth
        className="mt-3"
        onClick={onBack}
        disabled={secondStep.isPending}
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back
      </Button>
    </AuthCard>
  );
}
