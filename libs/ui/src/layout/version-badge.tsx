import { RELEASE_LABEL, VERSION_LABEL } from '@domainfolio/contracts';

/**
 * The product's stage: 'BETA' and its release, 'ALPHA 1.0'. `className` styles the
 * outer element, so callers may hide it on small screens ('hidden sm:inline-flex').
 */
export function VersionBadge({ className }: { className?: string }) {
  return (
    <span className={className}>
      <span
        title={`Release ${RELEASE_LABEL}`}
        className="inline-flex items-center gap-x-1.5 rounded-full bg-indigo-50 px-2 py-0.5 text-[0.65rem] font-semibold tracking-wide whitespace-nowrap text-indigo-700 ring-1 ring-indigo-700/10 ring-inset"
      >
        <span>{VERSION_LABEL}</span>
        <span aria-hidden="true" className="text-indigo-300">
          |
        </span>
        <span className="font-medium text-indigo-600">{RELEASE_LABEL}</span>
      </span>
    </span>
  );
}
