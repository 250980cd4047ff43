import { LEAD_MESSAGE_MAX } from '@domainfolio/contracts';
import { LABEL_CLASS_NAME, classNames, describedBy, inputClassName } from '@domainfolio/ui';
import { useId, type ChangeEvent } from 'react';

/** The lead form's message, capped at LEAD_MESSAGE_MAX characters with a live "n/500" count. */
export function MessageField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = error ? `${id}-error` : null;
  return (
    <div>
      <div className="flex items-center justify-between gap-x-3">
        <label htmlFor={id} className={LABEL_CLASS_NAME}>
          Message
        </label>
        <span className="text-sm/6 text-gray-500">Optional</span>
      </div>
      <textarea
        id={id}
        name="message"
        rows={4}
        value={value}
        maxLength={LEAD_MESSAGE_MAX}
        disabled={disabled}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, counterId)}
        className={inputClassName(Boolean(error), 'mt-2')}
      />
      <div className="mt-2 flex items-start justify-between gap-x-4 text-sm">
        <p id={errorId ?? undefined} className="text-red-600">
          {error}
        </p>
        <p
          id={counterId}
          className={classNames(
            'shrink-0 tabular-nums',
            value.length >= LEAD_MESSAGE_MAX ? 'font-semibold text-gray-900' : 'text-gray-500',
          )}
        >
          {value.length}/{LEAD_MESSAGE_MAX}
        </p>
      </div>
    </div>
  );
}
