import { MagnifyingGlassIcon } from '@heroicons/react/20/solid';
import { useId, type InputHTMLAttributes } from 'react';
import { classNames } from '../lib/class-names';

export interface SearchInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name; also the placeholder unless one is given. */
  label: string;
}

/** A search box with a magnifier icon. Debouncing is the caller's choice. */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  className,
  id,
  ...props
}: SearchInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={classNames('relative grid grid-cols-1', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        {...props}
        id={inputId}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder ?? label}
        autoComplete="off"
        spellCheck={false}
        className="col-start-1 row-start-1 block w-full rounded-md bg-white py-2 pr-3 pl-10 text-sm text-gray-900 shadow-xs outline-1 -outline-offset-1 outline-gray-300 placeholder:text-gray-400 focus:outline-2 focus:-outline-offset-2 focus:outline-indigo-600"
      />
      <MagnifyingGlassIcon
        aria-hidden="true"
        className="pointer-events-none col-start-1 row-start-1 ml-3 size-5 self-center text-gray-400"
      />
    </div>
  );
}
