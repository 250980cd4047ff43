import { classNames } from '../lib/class-names';

/**
 * A grey pulsing block standing in for content that is loading; size it with `className`. A
 * span, so it may also stand in for a line of text inside a paragraph.
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={classNames(
        'block animate-pulse rounded-md bg-gray-200',
        className ?? 'h-4 w-full',
      )}
    />
  );
}
