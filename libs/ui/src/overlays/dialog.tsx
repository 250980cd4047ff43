import {
  Description,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Dialog as HeadlessDialog,
} from '@headlessui/react';
import type { ReactNode } from 'react';
import { classNames } from '../lib/class-names';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, a click outside, or a close button the caller puts in the body. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** A round icon shown beside the title on wider screens, above it on phones. */
  icon?: ReactNode;
  children?: ReactNode;
  /** The buttons row, right-aligned on wider screens and stacked on phones. */
  actions?: ReactNode;
  className?: string;
}

/** A modal dialog: focus is trapped inside and returned to the opener when it closes. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  icon,
  children,
  actions,
  className,
}: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-gray-500/75 transition-opacity data-closed:opacity-0 data-enter:duration-200 data-enter:ease-out data-leave:duration-150 data-leave:ease-in"
      />
      <div className="fixed inset-0 z-10 w-screen overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-4 text-center sm:items-center sm:p-0">
          <DialogPanel
            transition
            className={classNames(
              'relative w-full transform overflow-hidden rounded-lg bg-white px-4 pt-5 pb-4 text-left shadow-xl transition-all data-closed:translate-y-4 data-closed:opacity-0 data-enter:duration-200 data-enter:ease-out data-leave:duration-150 data-leave:ease-in sm:my-8 sm:max-w-lg sm:p-6 data-closed:sm:translate-y-0 data-closed:sm:scale-95',
              className,
            )}
          >
            <div className="sm:flex sm:items-start">
              {icon && (
                <div className="mx-auto flex size-12 shrink-0 items-center justify-center rounded-full sm:mx-0 sm:size-10">
                  {icon}
                </div>
              )}
              <div
                className={classNames(
                  'mt-3 text-center sm:mt-0 sm:text-left',
                  icon ? 'sm:ml-4' : null,
                )}
              >
                <DialogTitle as="h3" className="text-base font-semibold text-gray-900">
                  {title}
                </DialogTitle>
                {description && (
                  <Description as="div" className="mt-2 text-sm text-gray-500">
                    {description}
                  </Description>
                )}
                {children && <div className="mt-4">{children}</div>}
              </div>
            </div>
            {actions && (
              <div className="mt-5 flex flex-col-reverse gap-3 sm:mt-4 sm:flex-row sm:justify-end">
                {actions}
              </div>
            )}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}
