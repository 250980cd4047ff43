import { TextField } from '@domainfolio/ui';

/** The email address of the sign-in screens: an email input the browser can fill in. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (email: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label="Email address"
      name="email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
