import { EyeIcon, EyeSlashIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/**
 * A password input with a show/hide button. Set `autoComplete` to 'current-password' when
 * signing in and 'new-password' when choosing one, so password managers do the right thing.
 */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          disabled={props.disabled}
          className="rounded-md p-1.5 text-gray-400 hover:text-gray-600 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed"
        >
          <span className="sr-only">{visible ? 'Hide password' : 'Show password'}</span>
          {visible ? (
            <EyeSlashIcon aria-hidden="true" className="size-5" />
          ) : (
            <EyeIcon aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}
