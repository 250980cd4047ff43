import { ErrorCode, errorBody } from '@domainfolio/contracts';
import { notify } from '@domainfolio/ui';
import { CheckIcon, ClipboardDocumentIcon } from '@heroicons/react/20/solid';
import { useEffect, useState } from 'react';

/** How long the check mark stays after a copy. */
const COPIED_MS = 2000;

/**
 * Copies text to the clipboard: `copied` is true for a moment after a copy, and a failure
 * (no clipboard permission) is told with a toast naming `what` was not copied.
 */
export function useCopy(what: string): { copied: boolean; copy: (value: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      notify(errorBody(ErrorCode.COPY_FAILED, { what }));
    }
  }
  return { copied, copy };
}

/** A small icon button that copies `value`, named for screen readers by `label`. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { copied, copy } = useCopy('text');

  const Icon = copied ? CheckIcon : ClipboardDocumentIcon;
  return (
    <button
      type="button"
      onClick={() => void copy(value)}
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
