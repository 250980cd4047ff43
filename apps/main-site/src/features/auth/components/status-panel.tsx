import { classNames } from '@domainfolio/ui';
import {
  CheckIcon,
  EnvelopeIcon,
  ExclamationTriangleIcon,
  ShieldCheckIcon,
} from '@heroicons/react/24/outline';
import { useId, type ReactNode } from 'react';

export type StatusPanelTone = 'success' | 'error' | 'email' | 'device';

const ICONS = {
  success: CheckIcon,
  error: ExclamationTriangleIcon,
  email: EnvelopeIcon,
  device: ShieldCheckIcon,
} as const;

/**
 * A short message with an icon and what to do next, laid out like a centred dialog ('Confirm Your Email'); used by the confirmation screens.
 */
export function StatusPanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: StatusPanelTone;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const Icon = ICONS[tone];
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg bg-white px-4 py-8 text-center shadow-sm ring-1 ring-gray-200 sm:px-10"
    >
      <div
        className={classNames(
          'mx-auto flex size-12 items-center justify-center rounded-full',
          tone === 'error' ? 'bg-red-100 text-red-600' : null,
          tone === 'success' ? 'bg-green-100 text-green-600' : null,
          tone === 'email' || tone === 'device' ? 'bg-indigo-100 text-indigo-600' : null,
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
      </div>
      <h1 id={titleId} className="mt-4 text-xl font-semibold text-gray-900">
        {title}
      </h1>
      {children && <div className="mt-2 space-y-2 text-sm text-gray-600">{children}</div>}
      {actions && <div className="mt-6 flex flex-col gap-3">{actions}</div>}
    </section>
  );
}
