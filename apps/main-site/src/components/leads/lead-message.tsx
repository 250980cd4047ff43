import { DASH } from '@domainfolio/contracts';
import { useState } from 'react';

/** Longer messages than this start folded to one line. */
const FOLDED_LENGTH = 60;

/** A lead's message: one line with the full text on hover, and More / Less to read it all. */
export function LeadMessage({ message }: { message: string | null }) {
  const [open, setOpen] = useState(false);
  if (!message) return <>{DASH}</>;
  if (message.length <= FOLDED_LENGTH)
    return <span className="whitespace-pre-wrap">{message}</span>;
  return (
    <div className="flex max-w-md items-start gap-x-2">
      {open ? (
        <p className="min-w-0 break-words whitespace-pre-wrap">{message}</p>
      ) : (
        <p title={message} className="max-w-xs min-w-0 truncate">
          {message}
        </p>
      )}
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
        className="shrink-0 rounded-sm text-xs font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {open ? 'Less' : 'More'}
        <span className="sr-only"> of the message</span>
      </button>
    </div>
  );
}
