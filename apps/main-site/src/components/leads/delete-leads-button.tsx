import { Button, ConfirmDialog } from '@domainfolio/ui';
import { useState } from 'react';

/** '1 Lead', '3 Leads' (the button says 'Lead' or 'Leads'). */
export function leadCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'Lead' : 'Leads'}`;
}

export interface DeleteLeadsButtonProps {
  count: number;
  deleting: boolean;
  /**
   * Called on confirm. Once the leads are gone the caller clears its selection, which removes
   * this button and its dialog; after a failure the dialog stays open to try again or cancel.
   */
  onDelete: () => void;
}

/** 'Delete N Leads', then a red dialog that asks before anything is deleted. */
export function DeleteLeadsButton({ count, deleting, onDelete }: DeleteLeadsButtonProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete {leadCount(count)}
      </Button>
      <ConfirmDialog
        open={confirming}
        tone="disable"
        title={`Confirm Deletion of ${leadCount(count)}`}
        message="The selected leads and their messages are deleted for good. Export your leads first if you want to keep a copy."
        confirmLabel="Delete"
        loading={deleting}
        onConfirm={onDelete}
        onCancel={() => {
          if (!deleting) setConfirming(false);
        }}
      />
    </>
  );
}
