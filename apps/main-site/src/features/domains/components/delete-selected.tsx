import { Button } from '@domainfolio/ui';
import { useState } from 'react';

function domains(count: number): string {
  return count === 1 ? '1 Domain' : `${count} Domains`;
}

export interface DeleteSelectedProps {
  count: number;
  onDelete: () => void;
  deleting: boolean;
}

/** 'Delete N Domains', then 'Confirm Deletion of N Domains' with Cancel. */
export function DeleteSelected({ count, onDelete, deleting }: DeleteSelectedProps) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {count === 1 ? 'Delete Domain' : `Delete ${count} Domains`}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="danger" loading={deleting} onClick={onDelete}>
        Confirm Deletion of {domains(count)}
      </Button>
      <Button variant="secondary" disabled={deleting} onClick={() => setConfirming(false)}>
        Cancel
      </Button>
    </div>
  );
}
