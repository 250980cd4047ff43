import type { NegotiatedLead } from '@domainfolio/contracts';
import { BoltIcon, ShieldExclamationIcon } from '@heroicons/react/16/solid';

/** "Answered automatically" and "Unverified": small notes under a lead's status. */
export function LeadMarkers({
  lead,
}: {
  lead: Pick<NegotiatedLead, 'answeredAutomatically' | 'verified'>;
}) {
  if (!lead.answeredAutomatically && lead.verified) return null;
  return (
    <span className="flex flex-col gap-0.5 text-xs text-gray-500">
      {lead.answeredAutomatically && (
        <span
          className="inline-flex items-center gap-x-1"
          title="The offer was below your floor and was answered for you"
        >
          <BoltIcon aria-hidden="true" className="size-3.5 text-amber-500" />
          Answered automatically
        </span>
      )}
      {!lead.verified && (
        <span
          className="inline-flex items-center gap-x-1"
          title="The buyer has not confirmed their email address yet"
        >
          <ShieldExclamationIcon aria-hidden="true" className="size-3.5 text-gray-400" />
          Unverified
        </span>
      )}
    </span>
  );
}
