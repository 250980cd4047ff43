import type { ReactNode } from 'react';
import { classNames } from '../lib/class-names';
import { ERROR_CLASS_NAME, HINT_CLASS_NAME, LABEL_CLASS_NAME } from './field-styles';

/** A field's label, with an optional link or note at the right ('Forgot password?'). */
export function FieldLabel({
  htmlFor,
  label,
  corner,
  hidden = false,
}: {
  htmlFor: string;
  label: ReactNode;
  corner?: ReactNode;
  /** Kept for screen readers only. */
  hidden?: boolean;
}) {
  return (
    <div className={classNames('flex items-center justify-between gap-x-3', hidden && 'sr-only')}>
      <label htmlFor={htmlFor} className={LABEL_CLASS_NAME}>
        {label}
      </label>
      {corner && <div className="text-sm/6">{corner}</div>}
    </div>
  );
}

/** A field's error (red) and hint below it, with the ids its input is described by. */
export function FieldMessages({
  error,
  errorId,
  hint,
  hintId,
}: {
  error?: ReactNode;
  errorId: string | null;
  hint?: ReactNode;
  hintId: string | null;
}) {
  return (
    <>
      {error && (
        <p id={errorId ?? undefined} className={ERROR_CLASS_NAME}>
          {error}
        </p>
      )}
      {hint && (
        <div id={hintId ?? undefined} className={HINT_CLASS_NAME}>
          {hint}
        </div>
      )}
    </>
  );
}
