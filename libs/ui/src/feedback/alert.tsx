import {
  CheckCircleIcon,
  ExclamationTriangleIcon,
  InformationCircleIcon,
  XCircleIcon,
} from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { classNames } from '../lib/class-names';

export type AlertTone = 'success' | 'info' | 'warning' | 'error';

const TONES: Record<AlertTone, { box: string; icon: string; title: string; body: string }> = {
  success: {
    box: 'bg-green-50 ring-green-600/20',
    icon: 'text-green-500',
    title: 'text-green-800',
    body: 'text-green-700',
  },
  info: {
    box: 'bg-blue-50 ring-blue-600/20',
    icon: 'text-blue-500',
    title: 'text-blue-800',
    body: 'text-blue-700',
  },
  warning: {
    box: 'bg-yellow-50 ring-yellow-600/20',
    icon: 'text-yellow-500',
    title: 'text-yellow-800',
    body: 'text-yellow-700',
  },
  error: {
    box: 'bg-red-50 ring-red-600/20',
    icon: 'text-red-500',
    title: 'text-red-800',
    body: 'text-red-700',
  },
};

const ICONS = {
  success: CheckCircleIcon,
  info: InformationCircleIcon,
  warning: ExclamationTriangleIcon,
  error: XCircleIcon,
} as const;

export interface AlertProps {
  tone: AlertTone;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the text ('Resend confirmation email'). */
  actions?: ReactNode;
  className?: string;
}

/**
 * A message that stays on the page, unlike a toast ('Email confirmed. Sign in to continue.').
 * Errors and warnings are announced at once (role alert), the others politely (role status).
 */
export function Alert({ tone, title, children, actions, className }: AlertProps) {
  const colors = TONES[tone];
  const Icon = ICONS[tone];
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={classNames('rounded-md p-4 ring-1 ring-inset', colors.box, className)}
    >
      <div className="flex gap-x-3">
        <Icon aria-hidden="true" className={classNames('size-5 shrink-0', colors.icon)} />
        <div className="min-w-0 text-sm">
          <p className={classNames('font-medium', colors.title)}>{title}</p>
          {children && <div className={classNames('mt-1', colors.body)}>{children}</div>}
          {actions && <div className="mt-3 flex flex-wrap gap-3">{actions}</div>}
        </div>
      </div>
    </div>
  );
}
