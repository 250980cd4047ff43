import { classNames } from '../lib/class-names';

/** A grey pulsing block standing in for content that is loading; size it with `className`. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={classNames('animate-pulse rounded-md bg-gray-200', className ?? 'h-4 w-full')} />;
}
