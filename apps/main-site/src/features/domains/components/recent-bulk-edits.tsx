import { BULK_EDIT_UNDO_DAYS, formatCount } from '@domainfolio/contracts';
import { Button, notify } from '@domainfolio/ui';
import { notifyError } from '../../../lib/api-errors';
import { useBulkEditHistory, useUndoBulkEdit } from '../api/bulk-edit';
import { describeBulkChanges } from './bulk-edit-values';

const names = (count: number) => `${formatCount(count)} ${count === 1 ? 'name' : 'names'}`;
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The owner's recent bulk edits, each with what it changed and an Undo while it can still be
 * undone: the toast's Undo lasts seconds, this one the whole undo period. Shown only once the
 * owner has saved an edit.
 */
export function RecentBulkEdits() {
  const history = useBulkEditHistory();
  const undo = useUndoBulkEdit();
  const edits = history.data ?? [];
  if (edits.length === 0) return null;
  return (
    <details className="group rounded-lg border border-gray-200 bg-white">
      <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
        Recent bulk edits <span className="font-normal text-gray-500">({edits.length})</span>
      </summary>
      <ul
        role="list"
        aria-label="Recent bulk edits"
        className="divide-y divide-gray-100 border-t border-gray-200"
      >
        {edits.map((edit) => {
          const status = edit.undoneDate
            ? `Undone ${when.format(new Date(edit.undoneDate))}`
            : edit.undoable
              ? null
              : `Undo period (${BULK_EDIT_UNDO_DAYS} days) over`;
          return (
            <li
              key={edit.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium break-words text-gray-900">
                  {describeBulkChanges(edit.changes)}
                </p>
                <p className="text-xs text-gray-500">
                  {names(edit.count)} · {when.format(new Date(edit.createdDate))}
                </p>
              </div>
              {status ? (
                <span className="text-xs text-gray-500">{status}</span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={undo.isPending}
                  aria-label={`Undo: ${describeBulkChanges(edit.changes)}, ${names(edit.count)}`}
                  onClick={() =>
                    undo.mutateAsync(edit.id).then(
                      (response) =>
                        notify({
                          type: 'SUCCESS',
                          title: 'Bulk Edit Undone',
                          message: `${names(response.payload.restored)} put back as they were.`,
                        }),
                      (error: unknown) => notifyError(error),
                    )
                  }
                >
                  Undo
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
