import { formatCount, type BulkEditResult } from '@domainfolio/contracts';
import { notify } from '@domainfolio/ui';
import { useCallback } from 'react';
import { notifyError } from '../../../lib/api-errors';
import { useUndoBulkEdit } from '../api/bulk-edit';

/** Long enough to read the toast and reach its Undo. */
export const BULK_EDIT_TOAST_MS = 10_000;

const names = (count: number) => `${formatCount(count)} ${count === 1 ? 'name' : 'names'}`;

/**
 * Tells the owner a bulk edit was saved ("Changed 12 names"), with an Undo button on the toast
 * that puts every name back as it was and says so.
 */
export function useNotifyBulkEdit() {
  const { mutateAsync: undo } = useUndoBulkEdit();
  return useCallback(
    (result: BulkEditResult) => {
      const id = result.id;
      const skipped = result.skipped.length > 0 ? `${names(result.skipped.length)} skipped.` : '';
      void notify(
        { type: 'SUCCESS', title: `Changed ${names(result.changed.length)}`, message: skipped },
        BULK_EDIT_TOAST_MS,
        id === null
          ? undefined
          : {
              label: 'Undo',
              onClick: () => {
                undo(id).then(
                  (response) =>
                    notify({
                      type: 'SUCCESS',
                      title: 'Bulk Edit Undone',
                      message: `${names(response.payload.restored)} put back as they were.`,
                    }),
                  (error: unknown) => notifyError(error),
                );
              },
            },
      );
    },
    [undo],
  );
}
