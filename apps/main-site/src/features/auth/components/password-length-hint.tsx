import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domainfolio/contracts';
import { CheckCircleIcon } from '@heroicons/react/20/solid';

/** Says, as the user types, whether a new password is long enough (and not too long). */
export function PasswordLengthHint({ length }: { length: number }) {
  if (length > PASSWORD_MAX_LENGTH) {
    return (
      <span className="text-red-600">
        At most {PASSWORD_MAX_LENGTH} characters ({length - PASSWORD_MAX_LENGTH} too many).
      </span>
    );
  }
  if (length >= PASSWORD_MIN_LENGTH) {
    return (
      <span className="inline-flex items-center gap-x-1 text-green-700">
        <CheckCircleIcon aria-hidden="true" className="size-4" />
        Long enough: {PASSWORD_MIN_LENGTH} characters or more.
      </span>
    );
  }
  const missing = PASSWORD_MIN_LENGTH - length;
  return (
    <span>
      At least {PASSWORD_MIN_LENGTH} characters
      {length > 0 && ` (${missing} more to go)`}. A passphrase of a few words works well.
    </span>
  );
}
