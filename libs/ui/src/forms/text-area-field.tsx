import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from '../lib/class-names';
import { FieldLabel, FieldMessages } from './field-parts';
import { describedBy, inputClassName } from './field-styles';

export interface TextAreaFieldProps extends Omit<
  ComponentPropsWithRef<'textarea'>,
  'className' | 'value'
> {
  label: ReactNode;
  value: string;
  hint?: ReactNode;
  error?: string | null;
  corner?: ReactNode;
  /**
   * Shows how many characters are left of this many (250 minus the length), in red
   * and bold once it goes below zero. Typing past it is allowed; the server says no.
   */
  countdownFrom?: number;
  className?: string;
}

/** A labelled multi-line input with an optional characters-left counter. */
export function TextAreaField({
  label,
  value,
  hint,
  error,
  corner,
  countdownFrom,
  className,
  id,
  rows = 3,
  ...props
}: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : null;
  const errorId = error ? `${fieldId}-error` : null;
  const counterId = countdownFrom !== undefined ? `${fieldId}-counter` : null;
  const left = countdownFrom === undefined ? 0 : countdownFrom - value.length;

  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId} label={label} corner={corner} />
      <textarea
        {...props}
        id={fieldId}
        rows={rows}
        value={value}
        aria-invalid={error || left < 0 ? true : undefined}
        aria-describedby={describedBy(errorId, hintId, counterId)}
        className={inputClassName(Boolean(error) || left < 0, 'mt-2')}
      />
      <div className="flex items-start justify-between gap-x-4">
        <div>
          <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
        </div>
        {counterId && (
          <p
            id={counterId}
            className={classNames(
              'mt-2 shrink-0 text-sm tabular-nums',
              left < 0 ? 'font-bold text-red-600' : 'text-gray-500',
            )}
          >
            {left}
            <span className="sr-only"> characters left</span>
          </p>
        )}
      </div>
    </div>
  );
}
