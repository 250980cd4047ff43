import { formatCount } from '@domainfolio/contracts';
import { Button } from '@domainfolio/ui';
import { PencilSquareIcon } from '@heroicons/react/20/solid';
import { MuteSelected } from './mute-selected';

export interface SelectionBarProps {
  /** The selected rows' ids (of the page shown). */
  ids: string[];
  /** Every row the search and filters show, on all pages. */
  total: number;
  /** The owner chose every matching row, not only the page's. */
  allMatching: boolean;
  /** Offered once the whole page is selected and more rows match. */
  onSelectAllMatching: () => void;
  onSelectPage: () => void;
  onBulkEdit: () => void;
  /** Called once the reminders' change is saved (the selection is then cleared). */
  onDone: () => void;
}

const domains = (count: number) => `${formatCount(count)} ${count === 1 ? 'domain' : 'domains'}`;

/**
 * The selection's actions over the table: its count, "Select all N matching" once the page is
 * all selected, Bulk edit, and the reminder actions for the page's selected rows.
 */
export function SelectionBar({
  ids,
  total,
  allMatching,
  onSelectAllMatching,
  onSelectPage,
  onBulkEdit,
  onDone,
}: SelectionBarProps) {
  return (
    <div
      role="group"
      aria-label="Selected domains"
      className="flex flex-wrap items-center gap-2 rounded-lg bg-gray-50 px-3 py-2 ring-1 ring-gray-200 ring-inset"
    >
      {/* On a phone the count has its own line, and the actions share the next. */}
      <p className="basis-full text-sm text-gray-700 sm:mr-auto sm:basis-auto" aria-live="polite">
        {allMatching
          ? `All ${domains(total)} matching selected`
          : `${domains(ids.length)} selected`}
        {allMatching ? (
          <button
            type="button"
            onClick={onSelectPage}
            className="ml-2 font-semibold text-indigo-600 hover:text-indigo-500"
          >
            Select this page only
          </button>
        ) : (
          ids.length < total && (
            <button
              type="button"
              onClick={onSelectAllMatching}
              className="ml-2 font-semibold text-indigo-600 hover:text-indigo-500"
            >
              Select all {formatCount(total)} matching
            </button>
          )
        )}
      </p>
      <Button variant="secondary" size="sm" onClick={onBulkEdit}>
        <PencilSquareIcon aria-hidden="true" className="size-4 text-gray-400" />
        Bulk edit
      </Button>
      {!allMatching && <MuteSelected ids={ids} onDone={onDone} />}
    </div>
  );
}
