import { isRegistrarCode, type RegistrarCode } from '@domainfolio/contracts';
import { classNames } from '@domainfolio/ui';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { RegistrarOptions } from './registrar-options';

const CELL_INPUT =
  'block w-full min-w-0 rounded-md bg-white px-2 py-1 text-sm text-gray-900 outline-1 -outline-offset-1 outline-gray-300 placeholder:text-gray-400 focus:outline-2 focus:-outline-offset-2 focus:outline-indigo-600';

/** Keeps an input's draft, reset whenever the saved value changes (a save, a rollback, a reload). */
function useDraft(saved: string) {
  const [draft, setDraft] = useState(saved);
  const [seen, setSeen] = useState(saved);
  if (saved !== seen) {
    setSeen(saved);
    setDraft(saved);
  }
  return [draft, setDraft] as const;
}

function blurOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.currentTarget.blur();
}

export interface PriceCellProps {
  label: string;
  value: number | null;
  onSave: (value: number | null) => void;
  /** True when a new amount must not be saved (the cell has said why); it goes back. */
  refuse?: (value: number | null) => boolean;
}

/** A dollar amount edited in place; saved on blur, only when the amount changed. */
export function PriceCell({ label, value, onSave, refuse }: PriceCellProps) {
  const [draft, setDraft] = useDraft(value === null ? '' : String(value));

  function commit(event: FocusEvent<HTMLInputElement>) {
    const text = event.currentTarget.value.trim();
    const next = text === '' ? null : Number(text);
    if (next !== null && (!Number.isFinite(next) || next < 0)) {
      setDraft(value === null ? '' : String(value));
      return;
    }
    if (next === value) return;
    if (refuse?.(next)) {
      setDraft(value === null ? '' : String(value));
      return;
    }
    onSave(next);
  }

  return (
    <div className="flex w-32 items-center rounded-md">
      <span aria-hidden="true" className="pr-1 text-gray-500">
        $
      </span>
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        aria-label={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={blurOnEnter}
        className={classNames(CELL_INPUT, 'text-right tabular-nums')}
      />
    </div>
  );
}

export interface TextCellProps {
  label: string;
  value: string | null;
  onSave: (value: string | null) => void;
  type?: 'text' | 'url';
  className?: string;
}

/** Text edited in place; saved on blur, only when it changed. Blank clears it. */
export function TextCell({ label, value, onSave, type = 'text', className }: TextCellProps) {
  const [draft, setDraft] = useDraft(value ?? '');

  function commit() {
    const text = draft.trim();
    const next = text === '' ? null : text;
    if (next !== value) onSave(next);
  }

  return (
    <input
      type={type}
      aria-label={label}
      value={draft}
      placeholder="-"
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={blurOnEnter}
      className={classNames(CELL_INPUT, className ?? 'w-48')}
    />
  );
}

export interface DateCellProps {
  label: string;
  value: string | null;
  onSave: (value: string | null) => void;
}

/** A calendar date picked in place; saved as soon as a different date is chosen. */
export function DateCell({ label, value, onSave }: DateCellProps) {
  return (
    <input
      type="date"
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => {
        const next = event.target.value === '' ? null : event.target.value;
        if (next !== value) onSave(next);
      }}
      className={classNames(CELL_INPUT, 'w-36 tabular-nums')}
    />
  );
}

export interface RegistrarCellProps {
  label: string;
  value: RegistrarCode | null;
  onSave: (value: RegistrarCode | null) => void;
}

/** The registrar chosen in place; saved on selection. */
export function RegistrarCell({ label, value, onSave }: RegistrarCellProps) {
  return (
    <select
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => {
        const next = isRegistrarCode(event.target.value) ? event.target.value : null;
        if (next !== value) onSave(next);
      }}
      className={classNames(CELL_INPUT, 'w-40 pr-8')}
    >
      <RegistrarOptions />
    </select>
  );
}
