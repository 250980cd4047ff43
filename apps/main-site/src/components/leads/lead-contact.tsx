import type { Lead } from '@domainfolio/contracts';
import { Link } from 'react-router-dom';

/**
 * Who wrote and how to reach them: the name, the email as a mailto link, the phone if given.
 * With `href` the name links there (the lead's conversation).
 */
export function LeadContact({
  lead,
  href,
}: {
  lead: Pick<Lead, 'name' | 'email' | 'phone'>;
  href?: string;
}) {
  return (
    <div className="min-w-0">
      <p className="font-medium break-words text-gray-900">
        {href ? (
          <Link to={href} className="hover:text-indigo-600">
            {lead.name}
            <span className="sr-only">: open the conversation</span>
          </Link>
        ) : (
          lead.name
        )}
      </p>
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
