import { useState } from 'react';
import { classNames } from '../lib/class-names';

/** Up to two initials of a name ('Ada Lovelace' → 'AL', 'ada' → 'A'); '?' for a blank name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  const initials = `${first}${last}`.toUpperCase();
  return initials === '' ? '?' : initials;
}

export interface AvatarProps {
  /** The picture's URL; initials on an indigo disc when it is missing or cannot load. */
  src?: string | null;
  /** Whose picture: the initials come from it. */
  name: string;
  className?: string;
}

/** A round profile picture. Decorative: put the person's name in the surrounding control. */
export function Avatar({ src, name, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const size = className ?? 'size-8';
  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt=""
        onError={() => setFailedSrc(src)}
        className={classNames('shrink-0 rounded-full bg-gray-50 object-cover', size)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={classNames(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white',
        size,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
