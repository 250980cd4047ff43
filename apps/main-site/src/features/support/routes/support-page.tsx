import {
  ErrorCode,
  PRODUCT_NAME,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_NAME_MAX,
  SUPPORT_PHONE_MAX,
  SUPPORT_REPLY_HOURS,
  errorBody,
} from '@domainfolio/contracts';
import {
  Button,
  TextAreaField,
  TextField,
  notify,
  useDocumentTitle,
  useSiteContext,
} from '@domainfolio/ui';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { fieldErrorsOf, notifyError, type FieldErrors } from '../../../lib/api-errors';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useSendSupportRequest } from '../api/send-support';

/**
 * The support request form: the account's username and email (read-only, the reply goes
 * there), an optional contact name and phone, and the details, which are required.
 */
export function SupportPage() {
  useDocumentTitle(`Support | ${PRODUCT_NAME}`);
  const { data: user } = useCurrentUser();
  const { supportEmail } = useSiteContext();
  const navigate = useNavigate();
  const send = useSendSupportRequest();
  const headingId = useId();
  const [name, setName] = useState(user?.displayName ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  if (!user) return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    setFieldErrors({});
    if (message.trim() === '') {
      const notification = errorBody(ErrorCode.SUPPORT_DETAILS_REQUIRED);
      notify(notification);
      setFieldErrors({ message: notification.message });
      return;
    }
    send.mutate(
      {
        username: user.username,
        email: user.email,
        name: name.trim(),
        phone: phone.trim(),
        message: message.trim(),
      },
      {
        onSuccess: (response) => {
          notify(response);
          void navigate(paths.dashboard.root);
        },
        onError: (error) => {
          notifyError(error);
          setFieldErrors(fieldErrorsOf(error));
        },
      },
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby={headingId}
        className="grid grid-cols-1 gap-x-8 gap-y-4 md:grid-cols-3"
      >
        <div>
          <h2 id={headingId} className="text-base/7 font-semibold text-gray-900">
            Support
          </h2>
          <div className="mt-1 space-y-2 text-sm/6 text-gray-600">
            <p>
              Tell us what you need and we will be in touch within {SUPPORT_REPLY_HOURS} hours, at
              your account&apos;s email address.
            </p>
            <p>
              You can also write to{' '}
              <a
                href={`mailto:${supportEmail}`}
                className="font-medium text-indigo-600 hover:text-indigo-500"
              >
                {supportEmail}
              </a>
              .
            </p>
          </div>
        </div>
        <div className="overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-gray-900/5 md:col-span-2">
          <div className="grid grid-cols-1 gap-6 px-4 py-6 sm:grid-cols-2 sm:p-6">
            <TextField label="Username" name="username" readOnly value={user.username} />
            <TextField
              label="Email address"
              name="email"
              type="email"
              readOnly
              value={user.email}
            />
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              corner={<span className="text-gray-500">Optional</span>}
              maxLength={SUPPORT_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={fieldErrors.name}
            />
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              corner={<span className="text-gray-500">Optional</span>}
              maxLength={SUPPORT_PHONE_MAX}
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              error={fieldErrors.phone}
            />
            <TextAreaField
              className="sm:col-span-2"
              label="Request details"
              name="message"
              rows={6}
              required
              maxLength={SUPPORT_MESSAGE_MAX}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
                setFieldErrors((errors) => ({ ...errors, message: undefined }));
              }}
              error={fieldErrors.message}
              hint="What happened, what you expected, and the domain it concerns if there is one."
            />
          </div>
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-gray-900/10 px-4 py-4 sm:px-6">
            <Button type="submit" loading={send.isPending}>
              Submit request
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
