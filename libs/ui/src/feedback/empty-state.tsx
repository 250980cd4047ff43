import type { ComponentType, ReactNode, SVGProps } from 'react';
import { classNames } from '../lib/class-names';

export interface EmptyStateProps {
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  /** What to do next ("Try a shorter search"). */
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** Shown where a list has nothing to show, saying what to do next. */
export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={classNames(
        'rounded-lg border border-dashed border-gray-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      {Icon && <Icon aria-hidden="true" className="mx-auto size-10 text-gray-400" />}
      <h3 className="mt-2 text-sm font-semibold text-gray-900">{title}</h3>
      {description && <p className="mt-1 text-sm text-gray-500">{description}</p>}
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </div>
  );
}
