import { PRODUCT_NAME } from '@domainfolio/contracts';
import { classNames } from '../lib/class-names';

/** The product's mark: an indigo tile with a 'D', drawn inline so it never fails to load. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 32 32"
      className={classNames('shrink-0', className ?? 'size-8')}
    >
      <rect width="32" height="32" rx="8" className="fill-indigo-600" />
      <path
        d="M11 9h5a7 7 0 0 1 0 14h-5z"
        fill="none"
        stroke="white"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The mark and the product name, as the headers show them. */
export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={classNames('inline-flex items-center gap-x-2', className)}>
      <LogoMark className="size-8" />
      <span className="text-lg font-bold tracking-tight text-gray-900">{PRODUCT_NAME}</span>
    </span>
  );
}
