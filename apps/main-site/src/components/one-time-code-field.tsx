import { ErrorCode, TOTP_DIGITS } from '@domainfolio/contracts';
import { TextField } from '@domainfolio/ui';
import { useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { errorCodeOf, errorNotification, fieldErrorsOf } from '../lib/api-errors';

/** A recovery code as the owner saved it: ten letters and digits, shown as xxxxx-xxxxx. */
const RECOVERY_CODE = /^[a-z0-9]{10}$/i;

/**
 * Why a typed code cannot be right, before asking the server, or null when it may be. The
 * server ignores spaces (and a recovery code's dash and case), so the check does too.
 */
export function codeProblem(code: string, recovery: boolean): string | null {
  if (recovery) {
    return RECOVERY_CODE.test(code.replace(/[\s-]/g, ''))
      ? null
      : 'Enter one of your recovery codes: ten letters and digits, like abcde-23456.';
  }
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code.replace(/\s/g, ''))
    ? null
    : `Enter the ${TOTP_DIGITS}-digit code your authenticator app shows.`;
}

/** A code as the API takes it: the app's digits without the space some apps show in the middle. */
export function cleanCode(code: string, recovery: boolean): string {
  return recovery ? code.trim() : code.replace(/\s/g, '');
}

/**
 * The message to show at the code field for a failed call, or null when the failure is not
 * about the code (the caller shows those as a toast): a wrong or used code, the lock after too
 * many, or the field's validation message.
 */
export function codeErrorOf(error: unknown): string | null {
  const code = errorCodeOf(error);
  if (code === ErrorCode.TWO_FACTOR_CODE_INVALID || code === ErrorCode.TWO_FACTOR_LOCKED) {
    return errorNotification(error).message;
  }
  return fieldErrorsOf(error).code ?? null;
}

export interface OneTimeCodeFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'onChange' | 'className'
> {
  value: string;
  onChange: (value: string) => void;
  /** A recovery code (xxxxx-xxxxx) instead of the app's six digits. */
  recovery?: boolean;
  /** Given, a link under the field switches between the app's code and a recovery code. */
  onRecoveryChange?: (recovery: boolean) => void;
  error?: string | null;
  label?: ReactNode;
  hint?: ReactNode;
}

/**
 * The field for a code from an authenticator app: a numeric keypad on phones, and the
 * one-time-code autocomplete that lets the phone offer a code it received. In recovery mode it
 * takes a recovery code instead. Its error is announced as it appears, besides being tied to
 * the field, since the field keeps the focus while the owner retypes.
 */
export function OneTimeCodeField({
  value,
  onChange,
  recovery = false,
  onRecoveryChange,
  error,
  label,
  hint,
  ...inputProps
}: OneTimeCodeFieldProps) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <div ref={box}>
      <TextField
        {...inputProps}
        label={label ?? (recovery ? 'Recovery code' : `${TOTP_DIGITS}-digit code`)}
        hint={hint}
        name={recovery ? 'recovery-code' : 'code'}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        required
        {...(recovery
          ? {
              autoComplete: 'off',
              autoCapitalize: 'none',
              spellCheck: false,
              maxLength: 32,
              placeholder: 'xxxxx-xxxxx',
            }
          : {
              inputMode: 'numeric' as const,
              autoComplete: 'one-time-code',
              maxLength: TOTP_DIGITS + 1,
            })}
        inputClassName="font-mono tracking-widest"
      />
      <p aria-live="assertive" className="sr-only">
        {error ?? ''}
      </p>
      {onRecoveryChange && (
        <button
          type="button"
          onClick={() => {
            onChange('');
            onRecoveryChange(!recovery);
            // Back to the field, now asking for the other kind of code.
            box.current?.querySelector('input')?.focus();
          }}
          className="mt-2 rounded-sm text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </button>
      )}
    </div>
  );
}
