import { PRODUCT_NAME } from '@domainfolio/contracts';
import { Button } from '@domainfolio/ui';
import { ArrowDownTrayIcon, ClipboardDocumentIcon } from '@heroicons/react/20/solid';
import { useEffect, useId, useRef } from 'react';
import { useCopy } from '../../../components/copy-button';
import { downloadTextFile } from '../../../lib/download-text';

/** The name of the downloaded file: the product's, so it is found again among the downloads. */
export const RECOVERY_CODES_FILE = `${PRODUCT_NAME.toLowerCase()}-recovery-codes.txt`;

/** The codes as the downloaded file holds them: what they are for, one code a line. */
export function recoveryCodesText(codes: readonly string[], email: string): string {
  return [
    `${PRODUCT_NAME} recovery codes for ${email}`,
    '',
    'Each code signs you in once, in place of a code from your authenticator app.',
    'Making new codes stops these from working.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * The recovery codes, shown this once (the server keeps only their hashes): a list to write
 * down, Download and Copy, and "I have saved them" to close. The panel takes the focus as it
 * appears, so a screen reader starts at its heading rather than wherever the button was.
 */
export function RecoveryCodesPanel({
  codes,
  email,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { copied, copy } = useCopy('recovery codes');

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="rounded-md bg-yellow-50 p-4 ring-1 ring-yellow-600/20 ring-inset"
    >
      <h3
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="text-sm font-semibold text-yellow-900 focus:outline-none"
      >
        Save your recovery codes
      </h3>
      <p className="mt-1 text-sm text-yellow-800">
        If you lose your phone, each code signs you in once instead of a code from the app. This is
        the only time they are shown: download them, or keep them in your password manager.
      </p>
      <ol
        aria-label="Recovery codes"
        className="mt-4 grid grid-cols-1 gap-2 rounded-md bg-white p-4 font-mono text-sm text-gray-900 ring-1 ring-gray-200 min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => downloadTextFile(RECOVERY_CODES_FILE, recoveryCodesText(codes, email))}
        >
          <ArrowDownTrayIcon aria-hidden="true" className="size-4" />
          Download<span className="sr-only"> the recovery codes</span>
        </Button>
        <Button variant="secondary" onClick={() => void copy(codes.join('\n'))}>
          <ClipboardDocumentIcon aria-hidden="true" className="size-4" />
          {copied ? 'Copied' : 'Copy'}
          <span className="sr-only"> the recovery codes</span>
        </Button>
        <span aria-live="polite" className="sr-only">
          {copied ? 'Recovery codes copied' : ''}
        </span>
        <Button className="sm:ml-auto" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
