import { classNames } from '../lib/class-names';

/**
 * The look of every text input, select and text area: a white box with a grey outline that
 * turns indigo on focus (red while invalid), greyed out when disabled or read-only. Text is
 * 16 px on phones so iOS does not zoom into the field.
 */
export function inputClassName(invalid = false, className?: string): string {
  return classNames(
    'block w-full min-w-0 rounded-md bg-white px-3 py-1.5 text-base text-gray-900 outline-1 -outline-offset-1 placeholder:text-gray-400 focus:outline-2 focus:-outline-offset-2 sm:text-sm/6',
    'disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500 disabled:outline-gray-200 read-only:bg-gray-50 read-only:text-gray-600',
    invalid
      ? 'text-red-900 outline-red-300 focus:outline-red-600'
      : 'outline-gray-300 focus:outline-indigo-600',
    className,
  );
}

export const LABEL_CLASS_NAME = 'block text-sm/6 font-medium text-gray-900';
export const HINT_CLASS_NAME = 'mt-2 text-sm text-gray-500';
export const ERROR_CLASS_NAME = 'mt-2 text-sm text-red-600';

/** The ids of a field's hint and error, joined for `aria-describedby` (undefined when neither). */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = classNames(...ids);
  return joined === '' ? undefined : joined;
}
