import { ErrorCode, type AddChannelRequest } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { channelFixture, notificationsApi } from '../../../test/notification-fixtures';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

type Form = ReturnType<typeof within>;

/** The Add a channel form once the channels have loaded. */
async function addForm(): Promise<Form> {
  await screen.findByRole('list', { name: 'Channels' });
  return within(screen.getByRole('region', { name: 'Add a channel' }));
}

const secretField = (form: Form) => form.getByRole('textbox', { name: 'Signing secret' });

describe('Add a channel', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('starts a webhook with a random 32-byte secret, which Generate replaces and Copy copies', async () => {
    const user = userEvent.setup();
    notificationsApi();
    renderMainSite('/dashboard/account');
    const form = await addForm();
    expect(form.getByRole('radio', { name: 'Webhook' })).toBeChecked();
    const first = (secretField(form) as HTMLInputElement).value;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(secretField(form)).toHaveAccessibleDescription(
      'Copy it now: it is never shown again. Verify each request\'s X-Domainfolio-Signature header (t=…,v1=HMAC-SHA256 of "t.body") with it.',
    );

    await user.click(form.getByRole('button', { name: 'Generate' }));
    const second = (secretField(form) as HTMLInputElement).value;
    expect(second).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);

    await user.click(form.getByRole('button', { name: 'Copy the signing secret' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(second);
    expect(form.getByRole('button', { name: 'Copied the signing secret' })).toBeInTheDocument();
  });

  it('adds a webhook with its URL and secret, and lists it', async () => {
    const user = userEvent.setup();
    const api = notificationsApi();
    renderMainSite('/dashboard/account');
    const form = await addForm();
    const secret = (secretField(form) as HTMLInputElement).value;
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'My CRM');
    await user.type(
      form.getByRole('textbox', { name: 'Webhook URL' }),
      'https://crm.example.com/hooks',
    );
    await user.click(form.getByRole('button', { name: 'Add channel' }));

    await waitFor(() =>
      expect(api.sent('POST /api/notifications/channels')).toEqual([
        { type: 'WEBHOOK', name: 'My CRM', url: 'https://crm.example.com/hooks', secret },
      ]),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Channel Added', expect.anything()),
    );
    const channels = within(screen.getByRole('list', { name: 'Channels' }));
    expect(
      await channels.findByRole('button', { name: 'Send a test to My CRM' }),
    ).toBeInTheDocument();
    // The form starts over, with a new secret.
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(secretField(form)).not.toHaveValue(secret);
  });

  async function fill(user: UserEvent, form: Form, fields: Record<string, string>) {
    for (const [label, value] of Object.entries(fields)) {
      const field = form.getByRole('textbox', { name: label });
      await user.clear(field);
      if (value) await user.type(field, value);
    }
  }

  it.each<{ type: string; fields: Record<string, string>; body: AddChannelRequest }>([
    {
      type: 'Slack',
      fields: { Name: 'Team', 'Slack webhook URL': 'https://hooks.slack.com/services/T/B/x' },
      body: { type: 'SLACK', name: 'Team', url: 'https://hooks.slack.com/services/T/B/x' },
    },
    {
      type: 'Discord',
      fields: { Name: 'Deals', 'Discord webhook URL': 'https://discord.com/api/webhooks/1/a' },
      body: { type: 'DISCORD', name: 'Deals', url: 'https://discord.com/api/webhooks/1/a' },
    },
    {
      type: 'Telegram',
      fields: {
        Name: 'Phone',
        'Bot token': '123456789:AAHabcdefghijklmnopqrstuvwxyz',
        'Chat id': '-1001234567890',
      },
      body: {
        type: 'TELEGRAM',
        name: 'Phone',
        botToken: '123456789:AAHabcdefghijklmnopqrstuvwxyz',
        chatId: '-1001234567890',
      },
    },
    {
      type: 'ntfy',
      fields: { Name: 'ntfy', Topic: 'my-domains-7f3k' },
      body: { type: 'NTFY', name: 'ntfy', topic: 'my-domains-7f3k', server: 'https://ntfy.sh' },
    },
    {
      type: 'ntfy',
      fields: {
        Name: 'Own ntfy',
        Server: 'https://ntfy.example.com',
        Topic: 'alerts',
        'Access token': 'tk_secret',
      },
      body: {
        type: 'NTFY',
        name: 'Own ntfy',
        server: 'https://ntfy.example.com',
        topic: 'alerts',
        accessToken: 'tk_secret',
      },
    },
  ])('sends only the fields of $type', async ({ type, fields, body }) => {
    const user = userEvent.setup();
    const api = notificationsApi();
    renderMainSite('/dashboard/account');
    const form = await addForm();
    await user.click(form.getByRole('radio', { name: type }));
    expect(form.queryByRole('textbox', { name: 'Signing secret' })).toBeNull();
    await fill(user, form, fields);
    await user.click(form.getByRole('button', { name: 'Add channel' }));
    await waitFor(() => expect(api.sent('POST /api/notifications/channels')).toEqual([body]));
  });

  it('fills in the ntfy server, and says where Slack and Discord URLs come from', async () => {
    const user = userEvent.setup();
    notificationsApi();
    renderMainSite('/dashboard/account');
    const form = await addForm();
    await user.click(form.getByRole('radio', { name: 'ntfy' }));
    expect(form.getByRole('textbox', { name: 'Server' })).toHaveValue('https://ntfy.sh');
    await user.click(form.getByRole('radio', { name: 'Slack' }));
    expect(form.getByRole('textbox', { name: 'Slack webhook URL' })).toHaveAccessibleDescription(
      /Incoming WebHooks/,
    );
    await user.click(form.getByRole('radio', { name: 'Discord' }));
    expect(form.getByRole('textbox', { name: 'Discord webhook URL' })).toHaveAccessibleDescription(
      /Integrations → Webhooks/,
    );
  });

  it('asks for what is missing without asking the server', async () => {
    const user = userEvent.setup();
    const api = notificationsApi();
    renderMainSite('/dashboard/account');
    const form = await addForm();
    await user.click(form.getByRole('radio', { name: 'Telegram' }));
    await user.click(form.getByRole('button', { name: 'Add channel' }));
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      /Give the channel a name\./,
    );
    expect(form.getByRole('textbox', { name: 'Bot token' })).toBeInvalid();
    expect(form.getByRole('textbox', { name: 'Chat id' })).toBeInvalid();
    expect(api.sent('POST /api/notifications/channels')).toEqual([]);
  });

  it("shows the server's word on a field beside that field", async () => {
    const user = userEvent.setup();
    notificationsApi(
      {},
      {
        'POST /api/notifications/channels': {
          status: 400,
          body: {
            type: 'ERROR',
            code: ErrorCode.VALIDATION_FAILED,
            title: 'Invalid Request',
            message: 'Check the highlighted fields.',
            errors: [
              {
                field: 'chatId',
                message: 'chatId must be a number like -1001234567890 or a @channelusername',
              },
            ],
          },
        },
      },
    );
    renderMainSite('/dashboard/account');
    const form = await addForm();
    await user.click(form.getByRole('radio', { name: 'Telegram' }));
    await fill(user, form, {
      Name: 'Phone',
      'Bot token': '123456789:AAHabcdefghijklmnopqrstuvwxyz',
      'Chat id': 'my chat',
    });
    await user.click(form.getByRole('button', { name: 'Add channel' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Invalid Request', expect.anything()),
    );
    const chatId = form.getByRole('textbox', { name: 'Chat id' });
    expect(chatId).toBeInvalid();
    expect(chatId).toHaveAccessibleDescription(
      /chatId must be a number like -1001234567890 or a @channelusername/,
    );
  });

  it('shows a refusal the API files under a field beside that field', async () => {
    const user = userEvent.setup();
    notificationsApi(
      {},
      {
        'POST /api/notifications/channels': {
          status: 400,
          body: {
            type: 'ERROR',
            code: ErrorCode.VALIDATION_FAILED,
            title: 'Invalid Request',
            message:
              'url must be a Slack incoming webhook URL, like https://hooks.slack.com/services/T000/B000/XXXX.',
            // The API names the field at fault, as its channel checks do.
            errors: [
              {
                field: 'url',
                message:
                  'url must be a Slack incoming webhook URL, like https://hooks.slack.com/services/T000/B000/XXXX.',
              },
            ],
          },
        },
      },
    );
    renderMainSite('/dashboard/account');
    const form = await addForm();
    await user.click(form.getByRole('radio', { name: 'Slack' }));
    await fill(user, form, { Name: 'Team', 'Slack webhook URL': 'https://hooks.slack.com/x' });
    await user.click(form.getByRole('button', { name: 'Add channel' }));
    const url = form.getByRole('textbox', { name: 'Slack webhook URL' });
    await waitFor(() => expect(url).toBeInvalid());
    expect(url).toHaveAccessibleDescription(/url must be a Slack incoming webhook URL/);
    expect(form.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal about no field in the form', async () => {
    const user = userEvent.setup();
    notificationsApi(
      {},
      {
        'POST /api/notifications/channels': {
          status: 409,
          body: {
            type: 'ERROR',
            code: ErrorCode.CONFLICT,
            title: 'Conflict',
            message: 'You can have up to 20 channels besides email. Remove one to add another.',
          },
        },
      },
    );
    renderMainSite('/dashboard/account');
    const form = await addForm();
    await fill(user, form, { Name: 'One more', 'Webhook URL': 'https://example.com/hook' });
    await user.click(form.getByRole('button', { name: 'Add channel' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('Conflict');
    expect(alert).toHaveTextContent('Remove one to add another.');
  });

  it('stops at 20 channels besides email', async () => {
    notificationsApi({
      channels: Array.from({ length: 20 }, (_, index) =>
        channelFixture({ _id: `c${index}`, name: `Channel ${index}` }),
      ),
    });
    renderMainSite('/dashboard/account');
    const form = await addForm();
    expect(form.getByRole('button', { name: 'Add channel' })).toBeDisabled();
    expect(form.getByText(/You have 20 channels besides email/)).toBeInTheDocument();
  });
});
