import { XMarkIcon } from '@heroicons/react/20/solid';
import { useState, type ReactNode } from 'react';
import { classNames } from '../lib/class-names';
import { readCookie, writeCookie } from '../lib/cookies';
import { AppLink } from '../navigation/app-link';

export interface PromoBannerProps {
  children: ReactNode;
  action?: { label: string; href: string };
  /** The cookie that remembers the dismissal... */
  cookieName: string;
  /** ...and for how many days. */
  cookieDays: number;
  className?: string;
}

const DISMISSED = 'dismissed';

/** An invitation banner the visitor can dismiss; it stays away for `cookieDays`. */
export function PromoBanner({
  children,
  action,
  cookieName,
  cookieDays,
  className,
}: PromoBannerProps) {
  const [visible, setVisible] = useState(() => readCookie(cookieName) !== DISMISSED);
  if (!visible) return null;

  const dismiss = () => {
    writeCookie(cookieName, DISMISSED, cookieDays);
    setVisible(false);
  };

  return (
    <aside
      aria-label="Announcement"
      className={classNames(
        'flex items-start gap-x-4 rounded-lg border border-indigo-100 bg-indigo-50 px-4 py-3 sm:items-center',
        className,
      )}
    >
      <div className="flex grow flex-col gap-2 text-sm text-indigo-900 sm:flex-row sm:items-center sm:justify-between">
        <p>{children}</p>
        {action && (
          <AppLink
            href={action.href}
            className="shrink-0 self-start rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white shadow-xs hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:self-auto"
          >
            {action.label} <span aria-hidden="true">&rarr;</span>
          </AppLink>
        )}
      </div>
      <button
        type="button"
        onClick={dismiss}
        className="-m-1.5 shrink-0 rounded-md p-1.5 text-indigo-500 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span className="sr-only">Dismiss</span>
        <XMarkIcon aria-hidden="true" className="size-5" />
      </button>
    </aside>
  );
}
