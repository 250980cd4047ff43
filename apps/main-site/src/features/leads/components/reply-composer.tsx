import {
  COUNTER_EXPIRY_DAYS_DEFAULT,
  COUNTER_EXPIRY_DAYS_MAX,
  formatCurrency,
  type LeadThread,
  type ReplyToLeadRequest,
  LEAD_REPLY_MAX,
} from '@domainfolio/contracts';
import { Button, TextAreaField, TextField, notify } from '@domainfolio/ui';
import { useId, useState, type FormEvent } from 'react';
import { notifyError } from '../../../lib/api-errors';
import { useReplyToLead } from '../api/lead-moves';
import { buyerAmountOf, fillForThread, unfilledPlaceholder } from '../hooks/template-values';
import { TemplateMenu } from './template-menu';

interface Draft {
  message: string;
  counter: string;
  days: string;
}

const EMPTY: Draft = { message: '', counter: '', days: String(COUNTER_EXPIRY_DAYS_DEFAULT) };

type Errors = Partial<Record<keyof Draft, string>>;

/** The request for a draft, or what is wrong with it. */
function requestOf(draft: Draft): { request?: ReplyToLeadRequest; errors: Errors } {
  const errors: Errors = {};
  const message = draft.message.trim();
  const unfilled = unfilledPlaceholder(message);
  if (message === '') errors.message = 'Write a message to the buyer.';
  else if (unfilled) errors.message = `Replace ${unfilled} with your words before sending.`;
  else if (message.length > LEAD_REPLY_MAX)
    errors.message = `Keep it to ${LEAD_REPLY_MAX} characters.`;
  const request: ReplyToLeadRequest = { message };
  if (draft.counter.trim() !== '') {
    const amount = Number(draft.counter);
    if (!Number.isFinite(amount) || amount <= 0) errors.counter = 'Enter an amount above $0.';
    // At most cents: the API refuses a third decimal.
    else if (!/^\d*(\.\d{0,2})?$/.test(draft.counter.trim()))
      errors.counter = 'Use at most 2 decimals.';
    const days = Number(draft.days);
    if (!Number.isInteger(days) || days < 1 || days > COUNTER_EXPIRY_DAYS_MAX) {
      errors.days = `Between 1 and ${COUNTER_EXPIRY_DAYS_MAX} days.`;
    }
    request.counterOffer = amount;
    request.expiresInDays = days;
  }
  return Object.keys(errors).length > 0 ? { errors } : { request, errors };
}

/** The hint under the counter: what the buyer offered, and the owner's floor (never shown to them). */
function CounterHint({ thread }: { thread: LeadThread }) {
  const offer = buyerAmountOf(thread);
  const parts = [
    offer !== null && `The buyer offered ${formatCurrency(offer)}.`,
    thread.floorPrice !== null && `Your floor: ${formatCurrency(thread.floorPrice)}.`,
  ].filter(Boolean);
  return parts.length > 0 ? <>{parts.join(' ')}</> : null;
}

/**
 * The owner's answer: a message, and a counteroffer open for some days when an amount is given
 * (the button then says Send counter). A saved reply fills the message with this thread's
 * domain, buyer and amounts. What the thread does not allow now is disabled, with the reason.
 */
export function ReplyComposer({ thread }: { thread: LeadThread }) {
  const headingId = useId();
  const reply = useReplyToLead(thread._id);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const countering = draft.counter.trim() !== '';
  const canSend = countering ? thread.can.counter : thread.can.reply;

  function change(patch: Partial<Draft>) {
    setDraft((previous) => ({ ...previous, ...patch }));
  }

  function applyTemplate(body: string) {
    const filled = fillForThread(body, thread);
    // A template is added to what is written, never over it.
    change({
      message: draft.message.trim() === '' ? filled : `${draft.message.trimEnd()}\n\n${filled}`,
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { request, errors: found } = requestOf(draft);
    setErrors(found);
    if (!request || !canSend) return;
    reply.mutate(request, {
      onSuccess: (response) => {
        notify(response);
        setDraft(EMPTY);
      },
      onError: (error) => notifyError(error),
    });
  }

  if (!thread.can.reply) {
    return (
      <section
        aria-labelledby={headingId}
        className="rounded-lg bg-white p-4 shadow-xs ring-1 ring-gray-900/5 sm:p-6"
      >
        <h3 id={headingId} className="text-base font-semibold text-gray-900">
          Reply
        </h3>
        <p className="mt-1 text-sm text-gray-600">
          This conversation is closed: there is nothing more to answer.
        </p>
      </section>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-gray-900/5"
    >
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <div className="space-y-6 px-4 py-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id={headingId} className="text-base font-semibold text-gray-900">
              Reply
            </h3>
            <TemplateMenu onChoose={(template) => applyTemplate(template.body)} />
          </div>
          <TextAreaField
            label="Message"
            rows={5}
            value={draft.message}
            error={errors.message}
            onChange={(event) => change({ message: event.target.value })}
          />
          <fieldset disabled={!thread.can.counter} className="min-w-0">
            <legend className="text-sm/6 font-medium text-gray-900">Counteroffer</legend>
            <p className="text-sm text-gray-500">
              {thread.can.counter
                ? 'Optional. Name your price and how long it stays open.'
                : 'An agreed price is not countered.'}
            </p>
            <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField
                label="Amount"
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                leading="$"
                value={draft.counter}
                error={errors.counter}
                hint={<CounterHint thread={thread} />}
                onChange={(event) => change({ counter: event.target.value })}
              />
              <TextField
                label="Open for (days)"
                type="number"
                inputMode="numeric"
                min={1}
                max={COUNTER_EXPIRY_DAYS_MAX}
                step={1}
                value={draft.days}
                error={errors.days}
                hint={`1 to ${COUNTER_EXPIRY_DAYS_MAX} days.`}
                onChange={(event) => change({ days: event.target.value })}
              />
            </div>
          </fieldset>
        </div>
        <div className="flex justify-end border-t border-gray-900/10 px-4 py-4 sm:px-6">
          <Button type="submit" loading={reply.isPending} disabled={!canSend}>
            {countering ? 'Send counter' : 'Send reply'}
          </Button>
        </div>
      </form>
    </section>
  );
}
