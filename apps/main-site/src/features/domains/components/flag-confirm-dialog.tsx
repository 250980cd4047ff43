import { ConfirmDialog } from '@domainfolio/ui';
import type { PendingFlag } from './domain-table-context';

function wording({ domain, field, next }: PendingFlag) {
  const name = domain.unicodeName;
  if (field === 'public') {
    return next
      ? {
          title: `Make ${name} public?`,
          message: 'Its landing page, lead capture and marketplace listing will be turned on.',
          confirmLabel: 'Make Public',
        }
      : {
          title: `Make ${name} private?`,
          message: 'Its landing page, lead capture and marketplace listing will be turned off.',
          confirmLabel: 'Make Private',
        };
  }
  return next
    ? {
        title: `Enable Buy It Now for ${name}?`,
        message:
          'Buyers will be able to purchase it instantly at its selling price through escrow.',
        confirmLabel: 'Enable Buy It Now',
      }
    : {
        title: `Disable Buy It Now for ${name}?`,
        message: 'Buyers will no longer be able to purchase it instantly through escrow.',
        confirmLabel: 'Disable Buy It Now',
      };
}

export interface FlagConfirmDialogProps {
  pending: PendingFlag | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a Public or Buy-It-Now flip: indigo to enable, red to disable. */
export function FlagConfirmDialog({ pending, onConfirm, onCancel }: FlagConfirmDialogProps) {
  const text = pending ? wording(pending) : { title: '', message: '', confirmLabel: 'Confirm' };
  return (
    <ConfirmDialog
      open={pending !== null}
      tone={pending?.next === false ? 'disable' : 'enable'}
      title={text.title}
      message={text.message}
      confirmLabel={text.confirmLabel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
