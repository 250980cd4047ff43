import { classNames } from '../lib/class-names';
import { Spinner } from './spinner';

/** A centred spinner for a page (or a site bundle) that is loading. */
export function PageSpinner({
  label = 'Loading',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={classNames('flex min-h-[60vh] items-center justify-center py-24', className)}
    >
      <Spinner className="size-8 text-indigo-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
