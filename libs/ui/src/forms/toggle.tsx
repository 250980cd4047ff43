import { Description, Field, Label, Switch } from '@headlessui/react';
import type { ReactNode } from 'react';
import { classNames } from '../lib/class-names';

export interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The switch's accessible name; shown beside it unless `hideLabel`. */
  label: ReactNode;
  description?: ReactNode;
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
}

/** An on/off switch (role "switch") with a label that names it. */
export function Toggle({
  checked,
  onChange,
  label,
  description,
  hideLabel = false,
  disabled = false,
  className,
}: ToggleProps) {
  return (
    <Field
      disabled={disabled}
      className={classNames('flex items-center justify-between gap-x-4', className)}
    >
      <span className={classNames('flex grow flex-col', hideLabel && 'sr-only')}>
        <Label className="text-sm font-medium text-gray-900">{label}</Label>
        {description && <Description className="text-sm text-gray-500">{description}</Description>}
      </span>
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-gray-200 p-0.5 transition-colors duration-200 ease-in-out focus:outline-none data-checked:bg-indigo-600 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-indigo-600"
      >
        <span
          aria-hidden="true"
          className="size-5 translate-x-0 rounded-full bg-white shadow-sm ring-1 ring-gray-900/5 transition duration-200 ease-in-out group-data-checked:translate-x-5"
        />
      </Switch>
    </Field>
  );
}
