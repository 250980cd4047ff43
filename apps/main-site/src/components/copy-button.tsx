import { ErrorCode, errorBody } from '@domainfolio/contracts';
import { notify } from '@domainfolio/ui';
import { CheckIcon, ClipboardDocumentIcon } from '@heroicons/react/20/solid';
import { useEffect, useState } from 'react';

/** How long the check mark stays after a copy. */
const COPIED_MS = 2000;

/** A small icon button that copies `value`, named for screen readers by `label`. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      notify(errorBody(ErrorCode.COPY_FAILED, { what: 'text' }));
    }
  }

  const Icon = copied ? CheckIcon : ClipboardDocumentIcon;
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="shrink-0 rounded-md p-1 text-gray-500 hover:bg-white hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <Icon aria-hidden="true" className={copied ? 'size-4 text-green-600' : 'size-4'} />
      <span className="sr-only">{label}</span>
      <span aria-live="polite" className="sr-only">
        {copied ? 'Copied' : ''}
      </span>
    </button>
  );
}
