import {
  ADDABLE_CHANNEL_TYPES,
  CHANNELS_MAX,
  CHANNEL_NAME_MAX,
  CHANNEL_TYPE_LABELS,
  CHANNEL_URL_MAX,
  EMAIL_CHANNEL_ID,
  NTFY_DEFAULT_SERVER,
  WEBHOOK_SECRET_MAX,
  WEBHOOK_SECRET_MIN,
  WEBHOOK_SIGNATURE_HEADER,
  type AddChannelRequest,
  type Notification,
} from '@domainfolio/contracts';
import { Alert, Button, TextField, notify } from '@domainfolio/ui';
import { useId, useState, type ReactNode } from 'react';
import {
  errorNotification,
  fieldErrorsOf,
  notifyError,
  type FieldErrors,
} from '../../../lib/api-errors';
import { useAddChannel, useChannels } from '../api/notifications';
import { useCopy } from '../../../components/copy-button';
import { SettingsSection } from './settings-section';

type AddableType = AddChannelRequest['type'];

interface ChannelDraft {
  name: string;
  url: string;
  secret: string;
  botToken: string;
  chatId: string;
  server: string;
  topic: string;
  accessToken: string;
}

/** The fields each type shows, so an error about one of them can be put beside it. */
const FIELDS: Record<AddableType, readonly (keyof ChannelDraft)[]> = {
  WEBHOOK: ['name', 'url', 'secret'],
  SLACK: ['name', 'url'],
  DISCORD: ['name', 'url'],
  TELEGRAM: ['name', 'botToken', 'chatId'],
  NTFY: ['name', 'server', 'topic', 'accessToken'],
};

const NAME_PLACEHOLDERS: Record<AddableType, string> = {
  WEBHOOK: 'My CRM',
  SLACK: 'Team Slack',
  DISCORD: 'Deals on Discord',
  TELEGRAM: 'My phone',
  NTFY: 'ntfy on my phone',
};

/** A signing secret: 32 random bytes as hex, made in the browser and shown once. */
export function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function emptyDraft(): ChannelDraft {
  return {
    name: '',
    url: '',
    secret: randomSecret(),
    botToken: '',
    chatId: '',
    server: NTFY_DEFAULT_SERVER,
    topic: '',
    accessToken: '',
  };
}

/** What is missing before asking the server, which checks the rest (formats, addresses). */
function problemsOf(type: AddableType, draft: ChannelDraft): FieldErrors {
  const errors: FieldErrors = {};
  const blank = (value: string) => value.trim() === '';
  if (blank(draft.name)) errors.name = 'Give the channel a name.';
  if ((type === 'WEBHOOK' || type === 'SLACK' || type === 'DISCORD') && blank(draft.url))
    errors.url = type === 'WEBHOOK' ? 'Enter the URL to send to.' : 'Paste the webhook URL.';
  if (type === 'WEBHOOK' && draft.secret.length < WEBHOOK_SECRET_MIN)
    errors.secret = `Use at least ${WEBHOOK_SECRET_MIN} characters, or Generate one.`;
  if (type === 'TELEGRAM') {
    if (blank(draft.botToken)) errors.botToken = 'Paste the token @BotFather gave you.';
    if (blank(draft.chatId)) errors.chatId = 'Enter the chat id.';
  }
  if (type === 'NTFY' && blank(draft.topic)) errors.topic = 'Enter the topic.';
  return errors;
}

/** The request for `type`: only its own fields, trimmed; ntfy's optional ones when filled. */
export function addChannelRequestOf(type: AddableType, draft: ChannelDraft): AddChannelRequest {
  const name = draft.name.trim();
  switch (type) {
    case 'WEBHOOK':
      return { type, name, url: draft.url.trim(), secret: draft.secret };
    case 'SLACK':
    case 'DISCORD':
      return { type, name, url: draft.url.trim() };
    case 'TELEGRAM':
      return { type, name, botToken: draft.botToken.trim(), chatId: draft.chatId.trim() };
    case 'NTFY': {
      const server = draft.server.trim();
      const accessToken = draft.accessToken.trim();
      return {
        type,
        name,
        topic: draft.topic.trim(),
        ...(server ? { server } : {}),
        ...(accessToken ? { accessToken } : {}),
      };
    }
  }
}

function TypeChoice({
  value,
  onChange,
}: {
  value: AddableType;
  onChange: (type: AddableType) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm/6 font-medium text-gray-900">Type</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {ADDABLE_CHANNEL_TYPES.map((type) => (
          <label
            key={type}
            className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 has-checked:bg-indigo-600 has-checked:text-white has-checked:ring-indigo-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600"
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            {CHANNEL_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The webhook's signing secret, with Generate and Copy, and how to check a signature. */
function SecretField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (secret: string) => void;
}) {
  const noteId = useId();
  const { copied, copy } = useCopy('secret');

  return (
    <div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label="Signing secret"
          className="min-w-0 grow"
          inputClassName="font-mono"
          autoComplete="off"
          spellCheck={false}
          maxLength={WEBHOOK_SECRET_MAX}
          value={value}
          error={error}
          aria-describedby={noteId}
          onChange={(event) => onChange(event.target.value)}
        />
        {/* Level with the input: below the label's line on wide screens, under it on phones. */}
        <div className="flex shrink-0 gap-2 sm:mt-8">
          <Button variant="secondary" onClick={() => onChange(randomSecret())}>
            Generate
          </Button>
          <Button variant="secondary" onClick={() => void copy(value)}>
            {copied ? 'Copied' : 'Copy'}
            <span className="sr-only"> the signing secret</span>
          </Button>
        </div>
      </div>
      <p id={noteId} className="mt-2 text-sm text-gray-500">
        Copy it now: it is never shown again. Verify each request&apos;s{' '}
        <code className="rounded-sm bg-gray-100 px-1 py-0.5 font-mono text-xs text-gray-700">
          {WEBHOOK_SIGNATURE_HEADER}
        </code>{' '}
        header (t=…,v1=HMAC-SHA256 of &quot;t.body&quot;) with it.
      </p>
    </div>
  );
}

/**
 * Add a channel: its type, a name, and what that type needs. The server checks the address
 * and the formats; its refusals show beside the field they are about.
 */
export function AddChannelSection() {
  const channels = useChannels();
  const add = useAddChannel();
  const [type, setType] = useState<AddableType>('WEBHOOK');
  const [draft, setDraft] = useState<ChannelDraft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<Notification | null>(null);
  const added = channels.data?.filter((channel) => channel._id !== EMAIL_CHANNEL_ID).length ?? 0;
  const full = added >= CHANNELS_MAX;

  const change = (patch: Partial<ChannelDraft>) =>
    setDraft((current) => ({ ...current, ...patch }));

  function chooseType(next: AddableType) {
    setType(next);
    setErrors({});
    setRefusal(null);
  }

  function submit() {
    const found = problemsOf(type, draft);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    add.mutate(addChannelRequestOf(type, draft), {
      onSuccess: (response) => {
        notify(response);
        setDraft(emptyDraft());
      },
      onError: (error) => {
        notifyError(error);
        const fields = fieldErrorsOf(error);
        const shown = FIELDS[type].filter((field) => fields[field] !== undefined);
        if (shown.length > 0) {
          setErrors(Object.fromEntries(shown.map((field) => [field, fields[field]])));
          return;
        }
        // A refusal about no field of the form (the channel limit) shows above the button.
        setRefusal(errorNotification(error));
      },
    });
  }

  const text = (
    field: Exclude<keyof ChannelDraft, 'secret'>,
    label: string,
    extra: {
      hint?: ReactNode;
      placeholder?: string;
      type?: 'url' | 'text';
      corner?: ReactNode;
      maxLength?: number;
    } = {},
  ) => (
    <TextField
      label={label}
      type={extra.type ?? 'text'}
      hint={extra.hint}
      corner={extra.corner}
      placeholder={extra.placeholder}
      maxLength={extra.maxLength}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      value={draft[field]}
      error={errors[field]}
      onChange={(event) => change({ [field]: event.target.value })}
    />
  );

  return (
    <SettingsSection
      title="Add a channel"
      description="Send alerts to your own endpoint, a Slack or Discord channel, a Telegram chat, or the ntfy app on your phone."
      onSubmit={submit}
      actions={
        <>
          {full && (
            <p className="mr-auto text-sm text-gray-500">
              You have {CHANNELS_MAX} channels besides email, the most there can be.
            </p>
          )}
          <Button type="submit" loading={add.isPending} disabled={full}>
            Add channel
          </Button>
        </>
      }
    >
      <TypeChoice value={type} onChange={chooseType} />
      <TextField
        label="Name"
        maxLength={CHANNEL_NAME_MAX}
        placeholder={NAME_PLACEHOLDERS[type]}
        hint="How the channel is listed, and named in the routes below."
        value={draft.name}
        error={errors.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      {type === 'WEBHOOK' && (
        <>
          {text('url', 'Webhook URL', {
            type: 'url',
            placeholder: 'https://example.com/hooks/domainfolio',
            maxLength: CHANNEL_URL_MAX,
            hint: 'Each alert is POSTed there as JSON.',
          })}
          <SecretField
            value={draft.secret}
            error={errors.secret}
            onChange={(secret) => change({ secret })}
          />
        </>
      )}
      {type === 'SLACK' &&
        text('url', 'Slack webhook URL', {
          type: 'url',
          placeholder: 'https://hooks.slack.com/services/…',
          maxLength: CHANNEL_URL_MAX,
          hint: 'In Slack: Tools → Apps → Incoming WebHooks → Add to Slack, pick the channel, copy the Webhook URL.',
        })}
      {type === 'DISCORD' &&
        text('url', 'Discord webhook URL', {
          type: 'url',
          placeholder: 'https://discord.com/api/webhooks/…',
          maxLength: CHANNEL_URL_MAX,
          hint: 'In Discord: the channel’s Edit Channel → Integrations → Webhooks → New Webhook → Copy Webhook URL.',
        })}
      {type === 'TELEGRAM' && (
        <>
          {text('botToken', 'Bot token', {
            placeholder: '123456789:AAH…',
            hint: 'Message @BotFather in Telegram, send /newbot and copy the token it gives.',
          })}
          {text('chatId', 'Chat id', {
            placeholder: '-1001234567890 or @yourchannel',
            hint: 'Add the bot to the chat or channel first; a channel’s @name works too.',
          })}
        </>
      )}
      {type === 'NTFY' && (
        <>
          {text('server', 'Server', {
            type: 'url',
            maxLength: CHANNEL_URL_MAX,
            hint: `${NTFY_DEFAULT_SERVER}, or your own ntfy server.`,
          })}
          {text('topic', 'Topic', {
            placeholder: 'my-domains-7f3k',
            hint: 'Letters, digits, - and _. Subscribe to it in the ntfy app; on a public server pick a name hard to guess.',
          })}
          {text('accessToken', 'Access token', {
            corner: <span className="text-gray-500">Optional</span>,
            hint: 'Only for a protected topic.',
          })}
        </>
      )}
      {refusal && (
        <Alert tone="error" title={refusal.title}>
          {refusal.message}
        </Alert>
      )}
    </SettingsSection>
  );
}
