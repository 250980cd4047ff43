import { formatCurrency, type LeadThread, LEAD_REPLY_MAX } from '@domainfolio/contracts';
import { Button, ConfirmDialog, Dialog, TextAreaField, notify } from '@domainfolio/ui';
import { CheckIcon, XMarkIcon } from '@heroicons/react/20/solid';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useId, useState } from 'react';
import { notifyError } from '../../../lib/api-errors';
import { useAcceptLead, useDeclineLead } from '../api/lead-moves';

/** Accept the buyer's amount, after a confirm that names the price and the domain. */
function AcceptButton({ thread }: { thread: LeadThread }) {
  const accept = useAcceptLead(thread._id);
  const [asking, setAsking] = useState(false);
  // The server only allows it while the buyer named the price on the table.
  const amount = thread.can.accept && thread.currentAmount !== null ? thread.currentAmount : null;
  const domain = thread.unicodeDomain || thread.domain;

  return (
    <>
      <Button disabled={amount === null} onClick={() => setAsking(true)}>
        <CheckIcon aria-hidden="true" className="-ml-0.5 size-5" />
        {amount === null ? 'Accept' : `Accept ${formatCurrency(amount)}`}
      </Button>
      <ConfirmDialog
        open={asking && amount !== null}
        tone="enable"
        title={`Accept ${amount === null ? '' : formatCurrency(amount)} for ${domain}?`}
        message={`${thread.name} is told that you accept. Payment follows, through escrow or as you arrange with them.`}
        confirmLabel="Accept offer"
        loading={accept.isPending}
        onConfirm={() =>
          accept.mutate(undefined, {
            onSuccess: (response) => {
              notify(response);
              setAsking(false);
            },
            onError: (error) => {
              notifyError(error);
              setAsking(false);
            },
          })
        }
        onCancel={() => {
          if (!accept.isPending) setAsking(false);
        }}
      />
    </>
  );
}

/** Decline, after a dialog that takes an optional last word to the buyer. */
function DeclineButton({ thread }: { thread: LeadThread }) {
  const decline = useDeclineLead(thread._id);
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const close = () => {
    if (!decline.isPending) setOpen(false);
  };

  return (
    <>
      <Button variant="secondary" disabled={!thread.can.decline} onClick={() => setOpen(true)}>
        <XMarkIcon aria-hidden="true" className="-ml-0.5 size-5 text-red-500" />
        Decline
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={`Decline ${thread.name}'s offer?`}
        icon={
          <span className="flex size-full items-center justify-center rounded-full bg-red-100 text-red-600">
            <ExclamationTriangleIcon aria-hidden="true" className="size-6" />
          </span>
        }
        description="The conversation ends and the buyer is told. You can add a last message."
        actions={
          <>
            <Button variant="secondary" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button type="submit" form={formId} variant="danger" loading={decline.isPending}>
              Decline offer
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          className="text-left"
          onSubmit={(event) => {
            event.preventDefault();
            const text = message.trim();
            decline.mutate(text === '' ? {} : { message: text }, {
              onSuccess: (response) => {
                notify(response);
                setOpen(false);
                setMessage('');
              },
              onError: (error) => {
                notifyError(error);
                setOpen(false);
              },
            });
          }}
        >
          <TextAreaField
            label="Message to the buyer (optional)"
            rows={3}
            value={message}
            maxLength={LEAD_REPLY_MAX}
            onChange={(event) => setMessage(event.target.value)}
          />
        </form>
      </Dialog>
    </>
  );
}

/** Accept and Decline, each enabled only when the thread allows it now. */
export function ThreadMoves({ thread }: { thread: LeadThread }) {
  return (
    <div className="flex flex-wrap gap-3">
      <AcceptButton thread={thread} />
      <DeclineButton thread={thread} />
    </div>
  );
}
