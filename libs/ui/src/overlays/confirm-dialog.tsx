import { CheckIcon, ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { Button } from '../buttons/button';
import { classNames } from '../lib/class-names';
import { Dialog } from './dialog';

export type ConfirmTone = 'enable' | 'disable';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'enable' confirms in indigo; 'disable' (and anything destructive) in red. */
  tone: ConfirmTone;
  onConfirm: () => void;
  /** Called by Cancel, Escape and a click outside. */
  onCancel: () => void;
  /** Shows a spinner on the confirm button while the change is saved. */
  loading?: boolean;
}

/** Asks before a change: Cancel (focused first, so Enter never confirms by accident) or confirm. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone,
  onConfirm,
  onCancel,
  loading = false,
}: ConfirmDialogProps) {
  const Icon = tone === 'disable' ? ExclamationTriangleIcon : CheckIcon;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      icon={
        <span
          className={classNames(
            'flex size-full items-center justify-center rounded-full',
            tone === 'disable' ? 'bg-red-100 text-red-600' : 'bg-indigo-100 text-indigo-600',
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'disable' ? 'danger' : 'primary'}
            onClick={onConfirm}
            loading={loading}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
