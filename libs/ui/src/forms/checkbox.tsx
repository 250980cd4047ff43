import { useEffect, useRef } from 'react';

/** The look of every bare checkbox (table rows, select-all). */
export const CHECKBOX_CLASSES =
  'size-4 rounded-sm border-gray-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed';

export interface CheckboxProps {
  checked: boolean;
  /** "Some selected": neither checked nor empty (a select-all over part of its rows). */
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** What checking it means, for screen readers ('Select the lead from Ann'). */
  ariaLabel: string;
}

/** A checkbox without a visible label, for selecting rows. */
export function Checkbox({
  checked,
  indeterminate = false,
  disabled,
  onChange,
  ariaLabel,
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={ariaLabel}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      className={CHECKBOX_CLASSES}
    />
  );
}
