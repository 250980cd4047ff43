import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from '../lib/class-names';

export interface CheckboxFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'className'
> {
  label: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** A checkbox with its label beside it ('Remember me'). */
export function CheckboxField({ label, description, className, id, ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={classNames('flex gap-3', className)}>
      <div className="flex h-6 shrink-0 items-center">
        <input
          {...props}
          id={inputId}
          type="checkbox"
          aria-describedby={descriptionId}
          className="size-4 rounded-sm border-gray-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed"
        />
      </div>
      <div className="text-sm/6">
        <label htmlFor={inputId} className="font-medium text-gray-900">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-gray-500">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
