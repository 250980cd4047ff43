import {
  BULK_EDIT_FIELDS,
  formatCount,
  type BulkEditField,
  type BulkEditFilter,
  type BulkEditResult,
} from '@domainfolio/contracts';
import {
  Alert,
  Button,
  Dialog,
  LABEL_CLASS_NAME,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  TextField,
  inputClassName,
} from '@domainfolio/ui';
import { ArrowRightIcon } from '@heroicons/react/16/solid';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorNotification } from '../../../lib/api-errors';
import { useApplyBulkEdit, usePreviewBulkEdit } from '../api/bulk-edit';
import { useOwnerTags } from '../api/get-tags';
import {
  BULK_EDIT_FIELD_LABELS,
  EMPTY_BULK_EDIT,
  FLAG_CHOICES,
  changesOf,
  formatBulkValue,
  isFlagField,
  isPriceField,
  type BulkEditDraft,
  type PriceMode,
  type TagsMode,
} from './bulk-edit-values';
import { RegistrarOptions } from './registrar-options';
import { TagsField } from './tags-field';

/** The names a bulk edit changes: some by name, or every row a search and filters show. */
export type BulkEditTarget = { names: string[] } | { filter: BulkEditFilter };

/** Rows of the before → after table; the rest are counted. */
export const PREVIEW_ROWS = 100;

export interface BulkEditDialogProps {
  open: boolean;
  onClose: () => void;
  target: BulkEditTarget;
  /** How many names the target holds, for the title ('3 names'). */
  count: number;
  /** Called with the saved edit (the dialog is then closed by the caller). */
  onApplied: (result: BulkEditResult) => void;
}

const names = (count: number) => `${formatCount(count)} ${count === 1 ? 'name' : 'names'}`;

function Radios<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string; extra?: ReactNode }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className={LABEL_CLASS_NAME}>{legend}</legend>
      <div className="mt-2 space-y-3">
        {options.map((option) => (
          <div key={option.value} className="space-y-2">
            <div className="flex items-center gap-x-3">
              <input
                id={`${name}-${option.value}`}
                name={name}
                type="radio"
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="size-4 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              />
              <label
                htmlFor={`${name}-${option.value}`}
                className="text-sm/6 font-medium text-gray-900"
              >
                {option.label}
              </label>
            </div>
            {value === option.value && option.extra && <div className="pl-7">{option.extra}</div>}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

const PRICE_MODES: readonly { value: PriceMode; label: string }[] = [
  { value: 'percent', label: 'Change by a percent' },
  { value: 'set', label: 'Set to an amount' },
  { value: 'clear', label: 'Clear it' },
];

const TAGS_MODES: readonly { value: TagsMode; label: string }[] = [
  { value: 'add', label: 'Add tags' },
  { value: 'remove', label: 'Remove tags' },
  { value: 'set', label: 'Replace all tags with' },
];

/** The change asked for: which field and what becomes of it. */
function ChangeForm({
  draft,
  onChange,
  problem,
}: {
  draft: BulkEditDraft;
  onChange: (patch: Partial<BulkEditDraft>) => void;
  problem: string | null;
}) {
  const id = useId();
  const ownerTags = useOwnerTags();
  const { field } = draft;
  let detail: ReactNode = null;
  if (isPriceField(field)) {
    detail = (
      <Radios
        legend={`New ${BULK_EDIT_FIELD_LABELS[field].toLowerCase()}`}
        name={`${id}-price`}
        value={draft.priceMode}
        onChange={(priceMode) => onChange({ priceMode })}
        options={PRICE_MODES.map((mode) => ({
          ...mode,
          extra:
            mode.value === 'percent' ? (
              <TextField
                label="Percent"
                type="number"
                inputMode="decimal"
                step="any"
                min={-100}
                trailing={
                  <span aria-hidden="true" className="pr-2 text-gray-500 sm:text-sm">
                    %
                  </span>
                }
                hint="10 raises each price by 10%; -10 lowers it by 10%."
                value={draft.percent}
                error={problem}
                onChange={(event) => onChange({ percent: event.target.value })}
              />
            ) : mode.value === 'set' ? (
              <TextField
                label="Amount"
                type="number"
                inputMode="decimal"
                step="any"
                min={0}
                leading="$"
                value={draft.amount}
                error={problem}
                onChange={(event) => onChange({ amount: event.target.value })}
              />
            ) : null,
        }))}
      />
    );
  } else if (isFlagField(field)) {
    const [on, off] = FLAG_CHOICES[field];
    detail = (
      <Radios
        legend={BULK_EDIT_FIELD_LABELS[field]}
        name={`${id}-flag`}
        value={draft.flag ? 'on' : 'off'}
        onChange={(value) => onChange({ flag: value === 'on' })}
        options={[
          { value: 'on', label: on },
          { value: 'off', label: off },
        ]}
      />
    );
  } else if (field === 'registrar') {
    detail = (
      <div>
        <label htmlFor={`${id}-registrar`} className={LABEL_CLASS_NAME}>
          New registrar
        </label>
        <select
          id={`${id}-registrar`}
          value={draft.registrar}
          onChange={(event) => onChange({ registrar: event.target.value })}
          className={inputClassName(false, 'mt-2 pr-8')}
        >
          <RegistrarOptions />
        </select>
      </div>
    );
  } else {
    detail = (
      <div className="space-y-4">
        <Radios
          legend="Tags"
          name={`${id}-tags`}
          value={draft.tagsMode}
          onChange={(tagsMode) => onChange({ tagsMode })}
          options={TAGS_MODES}
        />
        <TagsField
          label={
            draft.tagsMode === 'add'
              ? 'Tags to add'
              : draft.tagsMode === 'remove'
                ? 'Tags to remove'
                : 'New tags'
          }
          value={draft.tags}
          onChange={(tags) => onChange({ tags })}
          suggestions={ownerTags.data}
          error={problem}
          hint={
            draft.tagsMode === 'set'
              ? 'Each name gets these tags instead of its own; none clears them.'
              : undefined
          }
        />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div>
        <label htmlFor={`${id}-field`} className={LABEL_CLASS_NAME}>
          Change
        </label>
        <select
          id={`${id}-field`}
          value={field}
          onChange={(event) =>
            onChange({
              field: BULK_EDIT_FIELDS.find((known) => known === event.target.value) ?? field,
            })
          }
          className={inputClassName(false, 'mt-2 pr-8')}
        >
          {BULK_EDIT_FIELDS.map((known) => (
            <option key={known} value={known}>
              {BULK_EDIT_FIELD_LABELS[known]}
            </option>
          ))}
        </select>
      </div>
      {detail}
      {/* A missing value shown under its own input above; the rest here. */}
      {problem && !isPriceField(field) && field !== 'tags' && (
        <p className="text-sm text-red-600">{problem}</p>
      )}
    </div>
  );
}

/** What the edit would do: how many change, each before → after, and who is skipped and why. */
function PreviewResult({ field, result }: { field: BulkEditField; result: BulkEditResult }) {
  const rows = result.changed.slice(0, PREVIEW_ROWS);
  const rest = result.changed.length - rows.length;
  const unchanged = result.matched - result.changed.length - result.skipped.length;
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700" role="status">
        {BULK_EDIT_FIELD_LABELS[field]}:{' '}
        <strong className="font-semibold text-gray-900">
          {names(result.changed.length)} {result.changed.length === 1 ? 'changes' : 'change'}
        </strong>{' '}
        of the {names(result.matched)} selected
        {result.skipped.length > 0 && `; ${formatCount(result.skipped.length)} skipped`}
        {unchanged > 0 && `; ${formatCount(unchanged)} unchanged`}.
      </p>
      {rows.length > 0 && (
        // Scrolls by keyboard too: the region takes focus, as nothing in it does.
        <div
          role="region"
          aria-label="Changes, before and after"
          tabIndex={0}
          className="relative max-h-72 overflow-auto rounded-lg border border-gray-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <table
            aria-label="Changes"
            className="min-w-full border-separate border-spacing-0 text-sm"
          >
            <TableHead>
              <TableRow>
                <TableHeaderCell>Domain</TableHeaderCell>
                <TableHeaderCell>Before</TableHeaderCell>
                <TableHeaderCell>
                  <span className="sr-only">becomes</span>
                </TableHeaderCell>
                <TableHeaderCell>After</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row._id}>
                  <TableCell className="font-medium text-gray-900">{row.unicodeName}</TableCell>
                  <TableCell className="text-gray-500">
                    {formatBulkValue(field, row.before)}
                  </TableCell>
                  <TableCell className="px-0">
                    <ArrowRightIcon aria-hidden="true" className="size-4 text-gray-400" />
                  </TableCell>
                  <TableCell className="font-medium text-gray-900">
                    {formatBulkValue(field, row.after)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </table>
        </div>
      )}
      {rest > 0 && <p className="text-sm text-gray-500">And {names(rest)} more.</p>}
      {result.skipped.length > 0 && (
        <Alert tone="warning" title={`${names(result.skipped.length)} skipped`}>
          <ul
            aria-label="Skipped names"
            tabIndex={0}
            className="max-h-40 space-y-1 overflow-y-auto focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {result.skipped.map((skipped) => (
              <li key={skipped.name}>
                <span className="font-medium">{skipped.unicodeName}</span>: {skipped.reason}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}

/**
 * Bulk edit: the owner picks one field and what becomes of it, Preview asks the API what would
 * change (a dry run: before → after, and the names a rule skips with the reason), Apply saves
 * it. Any change to the form asks for a new preview.
 */
export function BulkEditDialog({ open, onClose, target, count, onApplied }: BulkEditDialogProps) {
  const [draft, setDraft] = useState<BulkEditDraft>(EMPTY_BULK_EDIT);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreviewBulkEdit();
  const apply = useApplyBulkEdit();
  const result = preview.data?.payload;
  const error = preview.error ?? apply.error;

  function change(patch: Partial<BulkEditDraft>) {
    setDraft((previous) => ({ ...previous, ...patch }));
    setProblem(null);
    preview.reset();
    apply.reset();
  }

  function close() {
    setDraft(EMPTY_BULK_EDIT);
    setProblem(null);
    preview.reset();
    apply.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const built = changesOf(draft);
    if ('problem' in built) {
      setProblem(built.problem);
      return;
    }
    if (!result) {
      preview.mutate({ ...target, changes: built.changes });
      return;
    }
    apply.mutate(
      { ...target, changes: built.changes },
      {
        onSuccess: (response) => {
          onApplied(response.payload);
          setDraft(EMPTY_BULK_EDIT);
          preview.reset();
          apply.reset();
        },
      },
    );
  }

  const formId = useId();
  const failed = error ? errorNotification(error) : null;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Bulk edit ${names(count)}`}
      className="sm:max-w-xl"
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          {result && (
            <Button variant="secondary" onClick={() => preview.reset()} disabled={apply.isPending}>
              Back
            </Button>
          )}
          <Button
            type="submit"
            form={formId}
            loading={preview.isPending || apply.isPending}
            disabled={result !== undefined && result.changed.length === 0}
          >
            {result ? `Apply to ${names(result.changed.length)}` : 'Preview'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={submit}
        noValidate
        className="w-full space-y-6 text-left sm:w-[33rem]"
      >
        {result ? (
          <PreviewResult field={draft.field} result={result} />
        ) : (
          <ChangeForm draft={draft} onChange={change} problem={problem} />
        )}
        {failed && (
          <Alert tone="error" title={failed.title}>
            {failed.message}
          </Alert>
        )}
      </form>
    </Dialog>
  );
}
