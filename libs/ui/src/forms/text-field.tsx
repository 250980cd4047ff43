import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from '../lib/class-names';
import { FieldLabel, FieldMessages } from './field-parts';
import { describedBy, inputClassName } from './field-styles';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'className'> {
  label: ReactNode;
  /** Help under the field; stays visible while an error shows. */
  hint?: ReactNode;
  /** The field's error ('Choose another username'); marks the input invalid. */
  error?: string | null;
  /** Shown at the right of the label row ('Optional', a 'Forgot password?' link). */
  corner?: ReactNode;
  /** Something inside the input's right edge (a show/hide button); the text makes room for it. */
  trailing?: ReactNode;
  /** Text before the input ('https://'), drawn as part of the box. */
  leading?: ReactNode;
  hideLabel?: boolean;
  className?: string;
  inputClassName?: string;
}

/** A labelled text input with an optional hint and an inline error tied to it for screen readers. */
export function TextField({
  label,
  hint,
  error,
  corner,
  trailing,
  leading,
  hideLabel = false,
  className,
  inputClassName: extraInputClassName,
  id,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : null;
  const errorId = error ? `${inputId}-error` : null;
  const input = (
    <input
      {...inputProps}
      id={inputId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(inputProps['aria-describedby'], errorId, hintId)}
      className={inputClassName(
        Boolean(error),
        classNames(
          trailing ? 'pr-10' : null,
          leading ? 'rounded-l-none' : null,
          extraInputClassName,
        ),
      )}
    />
  );

  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} label={label} corner={corner} hidden={hideLabel} />
      <div className={classNames('flex', !hideLabel && 'mt-2')}>
        {leading && (
          <span className="flex shrink-0 items-center rounded-l-md bg-gray-50 px-3 text-base text-gray-500 outline-1 -outline-offset-1 outline-gray-300 sm:text-sm/6">
            {leading}
          </span>
        )}
        <div className="relative grid min-w-0 grow grid-cols-1">
          {input}
          {trailing && (
            <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
          )}
        </div>
      </div>
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}
