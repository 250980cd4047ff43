import { classNames } from '@domainfolio/ui';

/**
 * A plain "Escrow.com" word mark drawn here (a padlock and the name), standing in for the
 * escrow service's own logo, whose artwork the product does not ship.
 */
export function EscrowMark({ className }: { className?: string }) {
  return (
    <span
      role="img"
      aria-label="Escrow.com"
      className={classNames('inline-flex items-center gap-x-1.5', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0">
        <rect x="0.75" y="0.75" width="22.5" height="22.5" rx="5" className="fill-emerald-600" />
        <path
          d="M8.5 11V9a3.5 3.5 0 0 1 7 0v2"
          fill="none"
          stroke="white"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
        <rect x="6.5" y="11" width="11" height="8" rx="1.5" fill="white" />
      </svg>
      <span aria-hidden="true" className="text-base font-bold tracking-tight text-gray-900">
        Escrow.com
      </span>
    </span>
  );
}
