import { Layout } from '@domainfolio/contracts';
import { ListBulletIcon, Squares2X2Icon } from '@heroicons/react/20/solid';
import type { ComponentType, SVGProps } from 'react';
import { classNames } from '../lib/class-names';

export interface LayoutToggleProps {
  value: Layout;
  onChange: (layout: Layout) => void;
  className?: string;
}

const OPTIONS: { layout: Layout; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { layout: Layout.SLIM_CARD, label: 'Slim cards', Icon: ListBulletIcon },
  { layout: Layout.CARD, label: 'Full cards', Icon: Squares2X2Icon },
];

/** Two pressed/unpressed buttons choosing between slim and full domain cards. */
export function LayoutToggle({ value, onChange, className }: LayoutToggleProps) {
  return (
    <div
      role="group"
      aria-label="Card layout"
      className={classNames('isolate inline-flex rounded-md shadow-xs', className)}
    >
      {OPTIONS.map(({ layout, label, Icon }, index) => (
        <button
          key={layout}
          type="button"
          title={label}
          aria-label={label}
          aria-pressed={value === layout}
          onClick={() => onChange(layout)}
          className={classNames(
            'relative inline-flex items-center bg-white px-2.5 py-2 text-gray-400 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus:z-10 focus-visible:outline-2 focus-visible:outline-indigo-600',
            'aria-pressed:bg-indigo-50 aria-pressed:text-indigo-600',
            index === 0 ? 'rounded-l-md' : '-ml-px rounded-r-md',
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      ))}
    </div>
  );
}
