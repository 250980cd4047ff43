import type { Domain } from '@domainfolio/contracts';
import { Button, ConfirmDialog, notify, type ButtonSize } from '@domainfolio/ui';
import { useState } from 'react';
import { useSaveSale } from '../lib/api/save-sale';
import { notifyError } from '../lib/api-errors';

export interface UndoSaleButtonProps {
  domain: Pick<Domain, '_id' | 'unicodeName'>;
  size?: ButtonSize;
}

/**
 * 'Undo sale', then a red dialog that asks first: the domain goes back to the portfolio unsold
 * and its sale's price, date, venue and fees are cleared. After a failure the dialog stays.
 */
export function UndoSaleButton({ domain, size }: UndoSaleButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const save = useSaveSale();
  function undo() {
    save.mutate(
      { domainId: domain._id, sale: null },
      {
        onSuccess: (response) => {
          setConfirming(false);
          notify(response);
        },
        onError: (error) => notifyError(error),
      },
    );
  }
  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setConfirming(true)}>
        Undo sale<span className="sr-only"> of {domain.unicodeName}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        tone="disable"
        title={`Undo the sale of ${domain.unicodeName}?`}
        message="It goes back to your portfolio as unsold, and its sale price, date, venue and fees are cleared. If it is public, its landing page and marketplace listing come back."
        confirmLabel="Undo sale"
        loading={save.isPending}
        onConfirm={undo}
        onCancel={() => {
          if (!save.isPending) setConfirming(false);
        }}
      />
    </>
  );
}
