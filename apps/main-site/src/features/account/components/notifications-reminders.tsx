import {
  DEFAULT_REMINDER_DAYS,
  REMINDER_DAYS_MAX_COUNT,
  REMINDER_DAY_MAX,
} from '@domainfolio/contracts';
import { Button, TextField, Toggle, classNames } from '@domainfolio/ui';
import { XMarkIcon } from '@heroicons/react/16/solid';
import { useId, useState } from 'react';

export interface Reminders {
  expiryReminders: boolean;
  expiryReminderDays: number[];
  digest: boolean;
}

/** Reminder days as the server keeps them: distinct, the furthest from the expiration first. */
export function sortedDays(days: readonly number[]): number[] {
  return [...new Set(days)].sort((a, b) => b - a);
}

const dayLabel = (day: number) => (day === 1 ? '1 day' : `${day} days`);

/** A day typed into Add a day, or why it cannot be added. */
function dayOf(text: string, days: readonly number[]): { day?: number; error?: string } {
  const day = Number(text);
  if (text.trim() === '' || !Number.isInteger(day) || day < 1 || day > REMINDER_DAY_MAX)
    return { error: `Enter a whole number of days from 1 to ${REMINDER_DAY_MAX}.` };
  if (days.includes(day)) return { error: `${dayLabel(day)} is already on the list.` };
  if (days.length >= REMINDER_DAYS_MAX_COUNT)
    return { error: `There can be at most ${REMINDER_DAYS_MAX_COUNT} reminder days.` };
  return { day };
}

const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((day, index) => day === b[index]);

/**
 * Expiry reminders: on or off, the days before an expiration they go out on (chips, with a
 * field to add one), and one daily digest instead of a message per domain. `daysError` is the
 * form's or the server's word on the days.
 */
export function ReminderFields({
  value,
  onChange,
  daysError,
}: {
  value: Reminders;
  onChange: (patch: Partial<Reminders>) => void;
  daysError?: string;
}) {
  const daysLabelId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const off = !value.expiryReminders;
  const defaults = sortedDays(DEFAULT_REMINDER_DAYS);

  function addDay() {
    const found = dayOf(typed, value.expiryReminderDays);
    setError(found.error);
    if (found.day === undefined) return;
    onChange({ expiryReminderDays: sortedDays([...value.expiryReminderDays, found.day]) });
    setTyped('');
  }

  return (
    <div className="space-y-6">
      <Toggle
        label="Expiry reminders"
        description="A message on each of these days before a domain expires. Domains set to Let it expire get none."
        checked={value.expiryReminders}
        onChange={(expiryReminders) => onChange({ expiryReminders })}
      />
      <div className={classNames('space-y-6', off && 'opacity-60')}>
        <div>
          <p id={daysLabelId} className="text-sm/6 font-medium text-gray-900">
            Days before the expiration
          </p>
          {value.expiryReminderDays.length > 0 ? (
            <ul role="list" aria-labelledby={daysLabelId} className="mt-2 flex flex-wrap gap-2">
              {value.expiryReminderDays.map((day) => (
                <li
                  key={day}
                  className="inline-flex items-center gap-x-0.5 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm font-medium text-indigo-700 ring-1 ring-indigo-700/10 ring-inset"
                >
                  {dayLabel(day)}
                  <button
                    type="button"
                    disabled={off}
                    onClick={() =>
                      onChange({
                        expiryReminderDays: value.expiryReminderDays.filter((kept) => kept !== day),
                      })
                    }
                    className="rounded-full p-1 text-indigo-500 hover:bg-indigo-100 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed"
                  >
                    <XMarkIcon aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">Remove {dayLabel(day)}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-gray-500">No days yet.</p>
          )}
          {daysError && <p className="mt-2 text-sm text-red-600">{daysError}</p>}
          <div className="mt-4 flex flex-wrap items-start gap-2">
            <TextField
              label="Add a day"
              hideLabel
              type="number"
              inputMode="numeric"
              min={1}
              max={REMINDER_DAY_MAX}
              step={1}
              placeholder="Days, e.g. 90"
              className="w-40"
              disabled={off}
              value={typed}
              error={error}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the day rather than saving the whole form.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                addDay();
              }}
            />
            <Button variant="secondary" disabled={off} onClick={addDay}>
              Add day
            </Button>
            {!sameDays(value.expiryReminderDays, defaults) && (
              <Button
                variant="ghost"
                disabled={off}
                onClick={() => {
                  setError(undefined);
                  onChange({ expiryReminderDays: defaults });
                }}
              >
                Use the defaults ({defaults.join(', ')})
              </Button>
            )}
          </div>
          <p className="mt-2 text-sm text-gray-500">
            From 1 to {REMINDER_DAY_MAX} days, up to {REMINDER_DAYS_MAX_COUNT} of them.
          </p>
        </div>
        <Toggle
          label="Daily digest instead of one message per domain"
          description="One message a day listing every domain that reached a reminder day."
          checked={value.digest}
          disabled={off}
          onChange={(digest) => onChange({ digest })}
        />
      </div>
    </div>
  );
}
