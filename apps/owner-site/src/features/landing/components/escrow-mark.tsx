/**
 * A plain "Escrow.com" word mark drawn here (a padlock and the name), standing in for the
 * escrow service's own logo, whose artwork the product does not ship.
 */
export function EscrowMark({ className }: { className?: string }) {
  return (
    <svg
      role="img"
      aria-label="Escrow.com"
      viewBox="0 0 112 24"
      className={className ?? 'h-6 w-auto'}
    >
      <rect x="0.75" y="0.75" width="22.5" height="22.5" rx="5" className="fill-emerald-600" />
      <path
        d="M8.5 11V9a3.5 3.5 0 0 1 7 0v2"
        fill="none"
        stroke="white"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <rect x="6.5" y="11" width="11" height="8" rx="1.5" fill="white" />
      <text
        x="29"
        y="17"
        className="fill-gray-900"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="15"
        fontWeight="700"
      >
        Escrow.com
      </text>
    </svg>
  );
}
