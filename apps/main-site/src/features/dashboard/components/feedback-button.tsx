import { ErrorCode, SUPPORT_MESSAGE_MAX, errorBody } from '@domainfolio/contracts';
import { Button, Dialog, TextAreaField, notify } from '@domainfolio/ui';
import { ChatBubbleLeftEllipsisIcon } from '@heroicons/react/24/outline';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf, notifyError } from '../../../lib/api-errors';
import { useSendFeedback } from '../api/send-feedback';

/**
 * The floating button at the bottom right of every dashboard screen, and the feedback modal it
 * opens. Empty feedback is refused here with the form's toast; sent feedback clears the text.
 */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendFeedback();
  const formId = useId();

  function close() {
    setOpen(false);
    setError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (message.trim() === '') {
      const notification = errorBody(ErrorCode.FEEDBACK_REQUIRED);
      notify(notification);
      setError(notification.message);
      return;
    }
    send.mutate(
      { message: message.trim() },
      {
        onSuccess: (response) => {
          notify(response);
          setMessage('');
          close();
        },
        onError: (failure) => {
          notifyError(failure);
          setError(fieldErrorsOf(failure).message ?? null);
        },
      },
    );
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Send feedback"
        className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-x-2 rounded-full bg-indigo-600 p-3 text-sm font-semibold text-white shadow-lg hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:right-6 sm:bottom-6 sm:px-4"
      >
        <ChatBubbleLeftEllipsisIcon aria-hidden="true" className="size-5" />
        <span aria-hidden="true" className="hidden sm:inline">
          Feedback
        </span>
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="Send feedback"
        description="What works, what does not, what you would like next: we read every suggestion."
        className="sm:max-w-xl"
        actions={
          <>
            <Button type="submit" form={formId} loading={send.isPending}>
              Send
            </Button>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate>
          <TextAreaField
            label="Your feedback"
            name="message"
            rows={5}
            required
            autoFocus
            maxLength={SUPPORT_MESSAGE_MAX}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              setError(null);
            }}
            error={error}
          />
        </form>
      </Dialog>
    </>
  );
}
