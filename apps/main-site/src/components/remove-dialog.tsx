import type { Notification } from '@domainfolio/contracts';
import { ConfirmDialog, notify } from '@domainfolio/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { notifyError } from '../lib/api-errors';

/**
 * "Remove …?" for one item of a settings list (a passkey, an alert channel, a registrar
 * connection, a reply template): confirmed, it calls `remove` with the item's id, shows the API's answer as a
 * toast and closes; a failure is a toast and leaves it open. Closed while `item` is null, and
 * not closable while the removal is under way.
 */
export function RemoveDialog<T extends { _id: string }>({
  item,
  title,
  message,
  remove,
  onClose,
  confirmLabel = 'Remove',
}: {
  item: T | null;
  title: (item: T) => string;
  message: string;
  remove: UseMutationResult<Notification, unknown, string>;
  onClose: () => void;
  confirmLabel?: string;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      tone="disable"
      title={item ? title(item) : ''}
      message={message}
      confirmLabel={confirmLabel}
      loading={remove.isPending}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item._id, {
          onSuccess: (response) => {
            notify(response);
            onClose();
          },
          onError: (error) => notifyError(error),
        });
      }}
      onCancel={() => {
        if (!remove.isPending) onClose();
      }}
    />
  );
}
