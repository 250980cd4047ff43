import type { Lead } from '@domainfolio/contracts';

/** Who wrote and how to reach them: the name, the email as a mailto link, the phone if given. */
export function LeadContact({ lead }: { lead: Pick<Lead, 'name' | 'email' | 'phone'> }) {
  return (
    <div className="min-w-0">
      <p className="font-medium break-words text-gray-900">{lead.name}</p>
      <p>
        <a
          href={`mailto:${lead.email}`}
          className="break-all text-indigo-600 hover:text-indigo-500"
        >
          {lead.email}
        </a>
      </p>
      {lead.phone && <p className="text-gray-500">{lead.phone}</p>}
    </div>
  );
}
