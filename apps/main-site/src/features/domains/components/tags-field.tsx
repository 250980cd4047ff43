import {
  TAGS_PER_DOMAIN_MAX,
  formatCount,
  TAG_MAX_LENGTH,
  normalizeTag,
  type DomainTagCount,
} from '@domainfolio/contracts';
import {
  ERROR_CLASS_NAME,
  HINT_CLASS_NAME,
  LABEL_CLASS_NAME,
  classNames,
  describedBy,
} from '@domainfolio/ui';
import { PlusIcon, XMarkIcon } from '@heroicons/react/16/solid';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';

export interface TagsFieldProps {
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** The owner's tags, offered while typing (the most used first). */
  suggestions?: readonly DomainTagCount[];
  /** At most this many tags (a name holds TAGS_PER_DOMAIN_MAX). */
  max?: number;
  /** The server's word on the list, shown under it. */
  error?: string | null;
  hint?: string;
}

/** Suggestions shown at most, so the field stays one glance. */
const SUGGESTIONS_SHOWN = 8;

/**
 * Text as it is typed, already as a tag is stored: lowercase, one space between words. The
 * trailing space stays so the next word can follow; normalizeTag trims it once the tag is added.
 */
const asTyped = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').replace(/^ /, '');

/**
 * A list of tags typed into one field: Enter or a comma adds the text as a tag (normalized as
 * the API stores it), Backspace in the empty field removes the last one, each chip has its
 * remove button, and the owner's own tags are offered under it. Pasted "a, b; c" adds three.
 */
export function TagsField({
  label,
  value,
  onChange,
  suggestions = [],
  max = TAGS_PER_DOMAIN_MAX,
  error,
  hint,
}: TagsFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const full = value.length >= max;
  const tooLong = text.trim().length > TAG_MAX_LENGTH;
  const shownError =
    problem ?? (tooLong ? `A tag is at most ${TAG_MAX_LENGTH} characters.` : null) ?? error;

  /** Adds the tags of `parts`, in order; says what was refused. */
  function add(parts: readonly string[]) {
    const next = [...value];
    let refused: string | null = null;
    for (const part of parts) {
      if (part.trim() === '') continue;
      const tag = normalizeTag(part);
      if (tag === null) refused = `A tag is 1 to ${TAG_MAX_LENGTH} characters, without a comma.`;
      else if (next.includes(tag)) continue;
      else if (next.length >= max) refused = `At most ${max} tags.`;
      else next.push(tag);
    }
    setProblem(refused);
    if (next.length !== value.length) {
      onChange(next);
      setSaid(`Added tag ${next.slice(value.length).join(', ')}`);
    }
    return refused === null;
  }

  function remove(tag: string) {
    onChange(value.filter((kept) => kept !== tag));
    setProblem(null);
    setSaid(`Removed tag ${tag}`);
    input.current?.focus();
  }

  function type(raw: string) {
    const parts = raw.split(/[,;|]/);
    const last = parts.pop() ?? '';
    if (parts.length > 0) add(parts);
    else setProblem(null);
    setText(asTyped(last));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Adds the tag; never submits the form around the field.
      event.preventDefault();
      if (add([text])) setText('');
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      remove(value[value.length - 1]!);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text');
    if (!/[,;|\n]/.test(pasted)) return;
    event.preventDefault();
    const parts = (text + pasted).split(/[,;|\n]/);
    const last = parts.pop() ?? '';
    add(parts);
    setText(asTyped(last));
  }

  const typed = normalizeTag(text) ?? '';
  const offered = suggestions
    .filter(({ tag }) => !value.includes(tag) && tag.includes(typed))
    .slice(0, SUGGESTIONS_SHOWN);

  return (
    <div>
      <div className="flex items-center justify-between gap-x-3">
        <label htmlFor={id} className={LABEL_CLASS_NAME}>
          {label}
        </label>
        <span className="text-sm/6 text-gray-500">
          {value.length} of {max}
        </span>
      </div>
      <div
        className={classNames(
          'mt-2 flex flex-wrap items-center gap-1.5 rounded-md bg-white px-2 py-1.5 outline-1 -outline-offset-1 focus-within:outline-2 focus-within:-outline-offset-2',
          shownError
            ? 'outline-red-300 focus-within:outline-red-600'
            : 'outline-gray-300 focus-within:outline-indigo-600',
        )}
        onClick={(event) => {
          if (event.target === event.currentTarget) input.current?.focus();
        }}
      >
        {value.length > 0 && (
          <ul aria-label={label} className="flex flex-wrap gap-1.5">
            {value.map((tag) => (
              <li
                key={tag}
                className="inline-flex items-center gap-x-0.5 rounded-md bg-indigo-50 py-0.5 pr-0.5 pl-2 text-sm text-indigo-700 ring-1 ring-indigo-700/10 ring-inset"
              >
                {tag}
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => remove(tag)}
                  className="rounded-sm p-0.5 text-indigo-500 hover:bg-indigo-100 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <XMarkIcon aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={input}
          id={id}
          type="text"
          value={text}
          disabled={full && text === ''}
          placeholder={full ? `${max} tags: remove one to add another` : 'Add a tag'}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="enter"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(shownError && errorId, hintId)}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => {
            if (text.trim() !== '' && add([text])) setText('');
          }}
          className="min-w-32 flex-1 border-0 bg-transparent px-1 py-0.5 text-base text-gray-900 placeholder:text-gray-400 focus:outline-none disabled:cursor-not-allowed sm:text-sm/6"
        />
      </div>
      {shownError && (
        <p id={errorId} className={ERROR_CLASS_NAME}>
          {shownError}
        </p>
      )}
      <p id={hintId} className={HINT_CLASS_NAME}>
        {hint ??
          `Enter or a comma adds a tag; up to ${TAG_MAX_LENGTH} characters each, ${max} per name.`}
      </p>
      {offered.length > 0 && !full && (
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-gray-500">Your tags:</span>
          {offered.map(({ tag, count }) => (
            <button
              key={tag}
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (add([tag])) setText('');
              }}
              className="inline-flex items-center gap-x-1 rounded-md bg-white px-2 py-0.5 text-xs text-gray-700 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <PlusIcon aria-hidden="true" className="size-3 text-gray-500" />
              <span className="sr-only">Add tag </span>
              {tag} <span className="text-gray-500">({formatCount(count)})</span>
            </button>
          ))}
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}
