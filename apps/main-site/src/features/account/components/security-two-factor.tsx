import {
  ErrorCode,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  type SecurityOverview,
  type TwoFactorSetup,
  type User,
} from '@domainfolio/contracts';
import { Alert, Badge, Button, Dialog, PasswordField, Skeleton, notify } from '@domainfolio/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useCopy } from '../../../components/copy-button';
import { LoadError } from '../../../components/load-error';
import {
  OneTimeCodeField,
  cleanCode,
  codeErrorOf,
  codeProblem,
} from '../../../components/one-time-code-field';
import { errorCodeOf, notifyError } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format-date-time';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useNewRecoveryCodes,
  useSecurityOverview,
  useSetupTwoFactor,
} from '../api/security';
import { RecoveryCodesPanel } from './security-recovery-codes';
import { SettingsSection } from './settings-section';

/** From this many unused recovery codes down, the section asks for new ones. */
export const FEW_RECOVERY_CODES = 3;

const WRONG_PASSWORD = 'That password is not correct.';

/** The secret in groups of four ('JBSW Y3DP EHPK 3PXP'), for typing into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Setting up: the QR code, the secret as text for an app that cannot scan, and the first code
 * from the app, which turns two-factor sign-in on and answers the recovery codes.
 */
function SetupPanel({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { copied, copy } = useCopy('key');
  const enable = useEnableTwoFactor();

  // The Turn on button is gone: the focus starts at the steps, not at the top of the page.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = codeProblem(code, false);
    setError(problem);
    if (problem) return;
    enable.mutate(
      { code: cleanCode(code, false) },
      {
        onSuccess: (response) => {
          notify(response);
          onEnabled(response.payload.recoveryCodes);
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
    <div role="group" aria-labelledby={headingId} className="space-y-6">
      <h3
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="text-sm font-semibold text-gray-900 focus:outline-none"
      >
        Set up your authenticator app
      </h3>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <img
          src={setup.qrCode}
          alt="QR code to scan with your authenticator app"
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-md bg-white ring-1 ring-gray-200"
        />
        <div className="min-w-0 space-y-4 text-sm text-gray-600">
          <p>
            <span className="font-medium text-gray-900">1. Scan the QR code</span> with an
            authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
            1Password, Authy and others).
          </p>
          <div>
            <p>
              <span className="font-medium text-gray-900">Cannot scan it?</span> Add a time-based
              account in the app and type this key:
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <code
                aria-label="Key for your authenticator app"
                className="rounded-md bg-gray-50 px-2 py-1 font-mono text-sm break-all text-gray-900 ring-1 ring-gray-200 ring-inset"
              >
                {groupSecret(setup.secret)}
              </code>
              <Button variant="secondary" size="sm" onClick={() => void copy(setup.secret)}>
                {copied ? 'Copied' : 'Copy'}
                <span className="sr-only"> the key</span>
              </Button>
              <span aria-live="polite" className="sr-only">
                {copied ? 'Key copied' : ''}
              </span>
            </div>
          </div>
          <p>
            <span className="font-medium text-gray-900">2. Enter the code</span> the app shows for
            your account, to confirm it works.
          </p>
        </div>
      </div>
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <div className="max-w-xs">
          <OneTimeCodeField
            label={`${TOTP_DIGITS}-digit code from the app`}
            value={code}
            onChange={setCode}
            error={error}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={enable.isPending}>
            Confirm
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={enable.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

/** What proves the owner in the dialogs below: their password, or a code without one. */
function useProof() {
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  return {
    password,
    setPassword,
    passwordError,
    setPasswordError,
    code,
    setCode,
    recovery,
    setRecovery,
    codeError,
    setCodeError,
    reset() {
      setPassword('');
      setPasswordError(null);
      setCode('');
      setRecovery(false);
      setCodeError(null);
    },
    /** Puts a failed call's reason at its field; false when it is about neither field. */
    showError(failure: unknown): boolean {
      if (errorCodeOf(failure) === ErrorCode.PASSWORD_INCORRECT) {
        setPasswordError(WRONG_PASSWORD);
        return true;
      }
      const message = codeErrorOf(failure);
      if (message) setCodeError(message);
      return message !== null;
    },
  };
}

type Proof = ReturnType<typeof useProof>;

function PasswordInput({ proof }: { proof: Proof }) {
  return (
    <PasswordField
      label="Your password"
      name="password"
      autoComplete="current-password"
      value={proof.password}
      onChange={(event) => proof.setPassword(event.target.value)}
      error={proof.passwordError}
      data-autofocus
    />
  );
}

function CodeInput({ proof, autoFocus }: { proof: Proof; autoFocus: boolean }) {
  return (
    <OneTimeCodeField
      value={proof.code}
      onChange={proof.setCode}
      recovery={proof.recovery}
      onRecoveryChange={(value) => {
        proof.setRecovery(value);
        proof.setCodeError(null);
      }}
      error={proof.codeError}
      data-autofocus={autoFocus || undefined}
    />
  );
}

/** Turning two-factor sign-in off: the password (when the account has one) and a code. */
function TurnOffDialog({
  open,
  hasPassword,
  onClose,
}: {
  open: boolean;
  hasPassword: boolean;
  onClose: () => void;
}) {
  const formId = useId();
  const proof = useProof();
  const disable = useDisableTwoFactor();

  function close() {
    if (disable.isPending) return;
    proof.reset();
    onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const passwordProblem =
      hasPassword && proof.password === '' ? 'Enter your password to turn it off.' : null;
    const codeProblemText = codeProblem(proof.code, proof.recovery);
    proof.setPasswordError(passwordProblem);
    proof.setCodeError(codeProblemText);
    if (passwordProblem || codeProblemText) return;
    const code = cleanCode(proof.code, proof.recovery);
    disable.mutate(hasPassword ? { password: proof.password, code } : { code }, {
      onSuccess: (notification) => {
        notify(notification);
        proof.reset();
        onClose();
      },
      onError: (failure) => {
        if (!proof.showError(failure)) notifyError(failure);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Turn off two-factor sign-in?"
      description="Signing in will need only your password (or Google) again, and your recovery codes stop working."
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={disable.isPending}>
            Turn off
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate className="space-y-4">
        {hasPassword && <PasswordInput proof={proof} />}
        <CodeInput proof={proof} autoFocus={!hasPassword} />
      </form>
    </Dialog>
  );
}

/**
 * New recovery codes: the password, or for an account that signs in with Google only, a code
 * (it has no password to give).
 */
function NewCodesDialog({
  open,
  hasPassword,
  onClose,
  onCodes,
}: {
  open: boolean;
  hasPassword: boolean;
  onClose: () => void;
  onCodes: (codes: string[]) => void;
}) {
  const formId = useId();
  const proof = useProof();
  const renew = useNewRecoveryCodes();

  function close() {
    if (renew.isPending) return;
    proof.reset();
    onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (hasPassword && proof.password === '') {
      proof.setPasswordError('Enter your password to make new codes.');
      return;
    }
    if (!hasPassword) {
      const problem = codeProblem(proof.code, proof.recovery);
      proof.setCodeError(problem);
      if (problem) return;
    }
    const request = hasPassword
      ? { password: proof.password }
      : { code: cleanCode(proof.code, proof.recovery) };
    renew.mutate(request, {
      onSuccess: (response) => {
        notify(response);
        proof.reset();
        onCodes(response.payload.recoveryCodes);
      },
      onError: (failure) => {
        if (!proof.showError(failure)) notifyError(failure);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Make new recovery codes?"
      description={`You get ${RECOVERY_CODE_COUNT} new codes, shown once. Your earlier codes stop working.`}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={renew.isPending}>
            Make new codes
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate className="space-y-4">
        {hasPassword ? <PasswordInput proof={proof} /> : <CodeInput proof={proof} autoFocus />}
      </form>
    </Dialog>
  );
}

/** Two-factor sign-in as it is: on since when, and the recovery codes left (a warning when few). */
function TwoFactorStatus({
  twoFactor,
  timeZone,
}: {
  twoFactor: SecurityOverview['twoFactor'];
  timeZone: string;
}) {
  if (!twoFactor.enabled) {
    return (
      <div className="space-y-3">
        <Badge>Off</Badge>
        <p className="text-sm text-gray-600">
          With two-factor sign-in on, signing in asks for a {TOTP_DIGITS}-digit code from an
          authenticator app on your phone after your password (or Google). Someone who learns your
          password still cannot get in.
        </p>
      </div>
    );
  }
  const left = twoFactor.recoveryCodesLeft;
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
        <Badge color="green">On</Badge>
        {twoFactor.enabledDate && (
          <span>
            Since{' '}
            <time dateTime={twoFactor.enabledDate}>
              {formatDateTime(twoFactor.enabledDate, timeZone)}
            </time>
          </span>
        )}
      </p>
      <p className="text-sm text-gray-600">
        Signing in asks for a code from your authenticator app after your password (or Google).
      </p>
      {left <= FEW_RECOVERY_CODES ? (
        <Alert
          tone="warning"
          title={
            left === 0
              ? 'No recovery codes left'
              : `Only ${left} recovery ${left === 1 ? 'code' : 'codes'} left`
          }
        >
          Make new ones, so that losing your phone does not lock you out.
        </Alert>
      ) : (
        <p className="text-sm text-gray-600">
          {left} of {RECOVERY_CODE_COUNT} recovery codes left.
        </p>
      )}
    </div>
  );
}

type Dialogs = 'turn-off' | 'new-codes' | null;

/**
 * Two-factor sign-in: off (what it is, and Turn on), setting up (QR code, key, first code),
 * the recovery codes once they are made, and on (since when, codes left, New recovery codes,
 * Turn off).
 */
export function TwoFactorSection({ user }: { user: User }) {
  const overview = useSecurityOverview();
  const setup = useSetupTwoFactor();
  const [settingUp, setSettingUp] = useState<TwoFactorSetup | null>(null);
  // Shown until the owner says they saved them, whatever the overview says meanwhile.
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<Dialogs>(null);

  function startSetup() {
    setup.mutate(undefined, {
      onSuccess: (response) => setSettingUp(response.payload),
      onError: (error) => {
        notifyError(error);
        // Turned on meanwhile (in another tab, say): show it as it is now.
        if (errorCodeOf(error) === ErrorCode.TWO_FACTOR_ALREADY_ON) void overview.refetch();
      },
    });
  }

  const twoFactor = overview.data?.twoFactor;
  let content;
  let actions;
  if (codes) {
    content = <RecoveryCodesPanel codes={codes} email={user.email} onDone={() => setCodes(null)} />;
  } else if (settingUp) {
    content = (
      <SetupPanel
        setup={settingUp}
        onCancel={() => setSettingUp(null)}
        onEnabled={(recoveryCodes) => {
          setSettingUp(null);
          setCodes(recoveryCodes);
        }}
      />
    );
  } else if (twoFactor) {
    content = <TwoFactorStatus twoFactor={twoFactor} timeZone={user.timeZone} />;
    actions = twoFactor.enabled ? (
      <>
        <Button variant="secondary" onClick={() => setDialog('turn-off')}>
          Turn off<span className="sr-only"> two-factor sign-in</span>
        </Button>
        <Button variant="secondary" onClick={() => setDialog('new-codes')}>
          New recovery codes
        </Button>
      </>
    ) : (
      <Button onClick={startSetup} loading={setup.isPending}>
        Turn on<span className="sr-only"> two-factor sign-in</span>
      </Button>
    );
  } else if (overview.isError) {
    content = (
      <LoadError
        title="Your two-factor sign-in could not be loaded"
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  } else {
    content = (
      <div role="status" aria-label="Loading your two-factor sign-in" className="space-y-3">
        <Skeleton className="h-5 w-12" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }

  return (
    <>
      <SettingsSection
        title="Two-factor sign-in"
        description="A code from an app on your phone after your password, so a stolen password alone cannot open your account."
        actions={actions}
      >
        {content}
      </SettingsSection>
      <TurnOffDialog
        open={dialog === 'turn-off'}
        hasPassword={user.hasPassword}
        onClose={() => setDialog(null)}
      />
      <NewCodesDialog
        open={dialog === 'new-codes'}
        hasPassword={user.hasPassword}
        onClose={() => setDialog(null)}
        onCodes={(recoveryCodes) => {
          setDialog(null);
          setCodes(recoveryCodes);
        }}
      />
    </>
  );
}
