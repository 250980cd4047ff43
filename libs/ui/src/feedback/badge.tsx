import type { ReactNode } from 'react';
import { classNames } from '../lib/class-names';

export type BadgeColor = 'gray' | 'indigo' | 'green' | 'red' | 'yellow';

const COLORS: Record<BadgeColor, string> = {
  gray: 'bg-gray-50 text-gray-600 ring-gray-500/10',
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-700/10',
  green: 'bg-green-50 text-green-700 ring-green-600/20',
  red: 'bg-red-50 text-red-700 ring-red-600/10',
  yellow: 'bg-yellow-50 text-yellow-800 ring-yellow-600/20',
};

/** A small rounded label ('Buy Now', 'BETA'). */
export function Badge({
  color = 'gray',
  className,
  children,
}: {
  color?: BadgeColor;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={classNames(
        'inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        COLORS[color],
        className,
      )}
    >
      {children}
    </span>
  );
}
