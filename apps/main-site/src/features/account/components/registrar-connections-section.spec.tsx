import { ErrorCode, errorBody } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';
import { connectionFixture, registrarsApi, syncRunFixture } from '../../../test/registrar-fixtures';

type Scope = ReturnType<typeof within>;

/** The connections section once the list has loaded. */
async function connectionsSection(): Promise<Scope> {
  const region = await screen.findByRole('region', { name: 'Registrar connections' });
  await within(region).findByRole('list', { name: 'Registrar connections' });
  return within(region);
}

/** The list item of the connection named `name`. */
function connectionItem(section: Scope, name: string): Scope {
  const item = section.getByRole('button', { name: `Test ${name}` }).closest('li');
  if (!item) throw new Error(`No connection named ${name}`);
  return within(item);
}

/** The Add a registrar form once the registrars have loaded. */
async function addForm(): Promise<Scope> {
  const region = await screen.findByRole('region', { name: 'Add a registrar' });
  await within(region).findByRole('radio', { name: 'Porkbun' });
  return within(region);
}

describe('Registrar connections', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('lists each connection with its credentials hint, schedule, last outcome and last error', async () => {
    registrarsApi({
      connections: [
        connectionFixture(),
        connectionFixture({
          _id: 'conn-namecheap',
          registrar: 'namecheap',
          label: 'Namecheap',
          hint: 'API User alice · API Key …9z9z',
          paused: true,
          nextSyncAt: null,
          lastSyncAt: null,
          lastError: 'Namecheap refused the request: add this server’s IP address.',
          lastRun: null,
        }),
      ],
    });
    renderMainSite('/dashboard/account');
    const section = await connectionsSection();

    const porkbun = connectionItem(section, 'Porkbun');
    expect(porkbun.getByText('API Key …a1b2 · Secret API Key …c3d4')).toBeInTheDocument();
    expect(porkbun.getByText('Daily sync')).toBeInTheDocument();
    expect(porkbun.getByText('Nov 20, 2026, 3:31 PM')).toBeInTheDocument();
    expect(porkbun.getByText('Nov 21, 2026, 3:30 PM')).toBeInTheDocument();
    expect(porkbun.getByRole('status')).toHaveTextContent(
      'Synced: 1,002 domains, 12 added, 3 updated, 2 no longer at Porkbun',
    );
    expect(porkbun.getByRole('button', { name: 'Pause Porkbun' })).toBeInTheDocument();

    const namecheap = connectionItem(section, 'Namecheap');
    expect(namecheap.getByText('Paused')).toBeInTheDocument();
    expect(namecheap.getByText('Never')).toBeInTheDocument();
    expect(namecheap.getByText('None while paused')).toBeInTheDocument();
    expect(namecheap.getByRole('alert')).toHaveTextContent(
      'Last errorNamecheap refused the request: add this server’s IP address.',
    );
    expect(namecheap.getByRole('button', { name: 'Resume Namecheap' })).toBeInTheDocument();
  });

  it('says when nothing is connected yet', async () => {
    registrarsApi({ connections: [] });
    renderMainSite('/dashboard/account');
    const region = await screen.findByRole('region', { name: 'Registrar connections' });
    expect(await within(region).findByText('No registrar connected')).toBeInTheDocument();
  });

  it('shows a failed run with its error, and the names the plan left out', async () => {
    registrarsApi({
      connections: [
        connectionFixture({
          lastRun: syncRunFixture({ leftOut: ['one.com', 'two.com'], leftOutCount: 42 }),
        }),
        connectionFixture({
          _id: 'conn-godaddy',
          registrar: 'godaddy',
          label: 'GoDaddy',
          lastError: 'GoDaddy refused the API key.',
          lastRun: syncRunFixture({ status: 'failed', error: 'GoDaddy refused the API key.' }),
        }),
      ],
    });
    renderMainSite('/dashboard/account');
    const section = await connectionsSection();

    const porkbun = connectionItem(section, 'Porkbun');
    const leftOut = porkbun.getByRole('alert');
    expect(leftOut).toHaveTextContent("42 names were left out: your plan's domain limit.");
    expect(within(leftOut).getByRole('list', { name: 'Names left out' })).toHaveTextContent(
      'one.comtwo.com',
    );
    expect(leftOut).toHaveTextContent('and 40 more names.');
    expect(within(leftOut).getByRole('link', { name: 'Upgrade to add them' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );

    // The failed run says why once: no second warning with the same words.
    const godaddy = connectionItem(section, 'GoDaddy');
    expect(godaddy.getByRole('status')).toHaveTextContent(
      'Sync failed: GoDaddy refused the API key.',
    );
    expect(godaddy.queryByRole('alert')).toBeNull();
  });

  it('starts a sync and shows its progress while it runs, then its outcome', async () => {
    const user = userEvent.setup();
    const running = syncRunFixture({
      status: 'running',
      listed: 400,
      added: 7,
      updated: 2,
      missing: 0,
      finishedAt: null,
    });
    const api = registrarsApi({
      afterSync: [
        [connectionFixture({ lastRun: running })],
        [connectionFixture({ lastRun: { ...running, listed: 1002, added: 12 } })],
        [connectionFixture({ lastRun: syncRunFixture({ _id: 'run-1', missing: 0 }) })],
      ],
    });
    renderMainSite('/dashboard/account');
    const porkbun = connectionItem(await connectionsSection(), 'Porkbun');

    await user.click(porkbun.getByRole('button', { name: 'Sync now Porkbun' }));
    await waitFor(() =>
      expect(api.sent('POST /api/registrar-connections/conn-porkbun/sync')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Sync Started', expect.anything()),
    );
    // The sync's answer is shown at once; the list is then asked every second.
    expect(await porkbun.findByText('Syncing… 200 domains read, 5 added, 1 updated')).toBeVisible();
    expect(porkbun.getByRole('button', { name: 'Sync now Porkbun' })).toBeDisabled();
    expect(
      await porkbun.findByText('Syncing… 1,002 domains read, 12 added, 2 updated', undefined, {
        timeout: 4000,
      }),
    ).toBeInTheDocument();
    expect(
      await porkbun.findByText('Synced: 1,002 domains, 12 added, 3 updated', undefined, {
        timeout: 4000,
      }),
    ).toBeInTheDocument();
    expect(porkbun.getByRole('button', { name: 'Sync now Porkbun' })).toBeEnabled();

    // Every run has finished: the list is no longer asked.
    const asked = api.requested('/api/registrar-connections').length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.requested('/api/registrar-connections')).toHaveLength(asked);
  });

  it('pauses and resumes the daily sync', async () => {
    const user = userEvent.setup();
    const api = registrarsApi();
    renderMainSite('/dashboard/account');
    const porkbun = connectionItem(await connectionsSection(), 'Porkbun');

    await user.click(porkbun.getByRole('button', { name: 'Pause Porkbun' }));
    expect(await porkbun.findByText('Paused')).toBeInTheDocument();
    await user.click(porkbun.getByRole('button', { name: 'Resume Porkbun' }));
    expect(await porkbun.findByText('Daily sync')).toBeInTheDocument();
    expect(api.sent('POST /api/registrar-connections/conn-porkbun/pause')).toEqual([
      { paused: true },
      { paused: false },
    ]);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Sync Resumed', expect.anything()),
    );
  });

  it('tests the credentials, and shows a refusal as a red toast', async () => {
    const user = userEvent.setup();
    let tests = 0;
    const api = registrarsApi(
      {},
      {
        'POST /api/registrar-connections/conn-porkbun/test': () => {
          tests += 1;
          return tests === 1
            ? jsonResponse(200, {
                type: 'SUCCESS',
                title: 'Connection Works',
                message: 'Porkbun accepted the credentials.',
                payload: connectionFixture(),
              })
            : jsonResponse(400, errorBody(ErrorCode.REGISTRAR_REFUSED, { registrar: 'Porkbun' }));
        },
      },
    );
    renderMainSite('/dashboard/account');
    const porkbun = connectionItem(await connectionsSection(), 'Porkbun');
    await user.click(porkbun.getByRole('button', { name: 'Test Porkbun' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Connection Works', expect.anything()),
    );
    await user.click(porkbun.getByRole('button', { name: 'Test Porkbun' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Registrar Refused', expect.anything()),
    );
    expect(api.sent('POST /api/registrar-connections/conn-porkbun/test')).toHaveLength(2);
  });

  it('removes a connection only after confirming, saying the domains stay', async () => {
    const user = userEvent.setup();
    const api = registrarsApi();
    renderMainSite('/dashboard/account');
    const section = await connectionsSection();
    await user.click(section.getByRole('button', { name: 'Remove Porkbun' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove the Porkbun connection?' });
    expect(dialog).toHaveTextContent('The domains stay in your portfolio.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /api/registrar-connections/conn-porkbun/delete')).toEqual([]);

    await user.click(section.getByRole('button', { name: 'Remove Porkbun' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.sent('POST /api/registrar-connections/conn-porkbun/delete')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Registrar Removed', expect.anything()),
    );
    const region = screen.getByRole('region', { name: 'Registrar connections' });
    expect(await within(region).findByText('No registrar connected')).toBeInTheDocument();
  });

  it('lists the last runs once the disclosure is opened', async () => {
    const user = userEvent.setup();
    const api = registrarsApi({
      runs: [
        syncRunFixture({
          _id: 'run-2',
          trigger: 'daily',
          status: 'failed',
          listed: 0,
          added: 0,
          updated: 0,
          missing: 0,
          error: 'Porkbun did not answer in time.',
          startedAt: '2026-11-21T14:30:00.000Z',
        }),
        syncRunFixture(),
      ],
    });
    renderMainSite('/dashboard/account');
    const porkbun = connectionItem(await connectionsSection(), 'Porkbun');
    expect(api.requested('/api/registrar-connections/conn-porkbun/runs')).toEqual([]);

    const toggle = porkbun.getByRole('button', { name: 'Last runs of Porkbun' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = await porkbun.findByRole('table', { name: 'Last runs of Porkbun' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Nov 21, 2026, 3:30 PM');
    expect(rows[1]).toHaveTextContent('Daily');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('Porkbun did not answer in time.');
    expect(rows[2]).toHaveTextContent('Sync now');
    expect(rows[2]).toHaveTextContent('Done');
    expect(rows[2]).toHaveTextContent(
      '1,002 domains read, 12 added, 3 updated, 2 no longer at Porkbun',
    );
  });
});

describe('Add a registrar', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it("shows the chosen registrar's fields by their labels and hints, secrets hidden", async () => {
    const user = userEvent.setup();
    registrarsApi();
    renderMainSite('/dashboard/account');
    const form = await addForm();
    expect(form.getByRole('radio', { name: 'Porkbun' })).toBeChecked();
    const apiKey = form.getByLabelText('API Key');
    expect(apiKey).toHaveAttribute('type', 'password');
    expect(apiKey).toHaveAttribute('autocomplete', 'off');
    expect(apiKey).toHaveAccessibleDescription('Starts with pk1_.');
    expect(form.getByLabelText('Secret API Key')).toHaveAttribute('type', 'password');
    expect(form.getByText(/stored encrypted and never shown again/)).toBeInTheDocument();

    await user.click(form.getByRole('radio', { name: 'Namecheap' }));
    expect(form.getByRole('textbox', { name: 'API User' })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Whitelisted IP' })).toHaveAccessibleDescription(
      'The server address you added to the whitelisted IPs at Namecheap.',
    );
    expect(form.queryByLabelText('Secret API Key')).toBeNull();
  });

  it('asks for the empty fields before sending anything', async () => {
    const user = userEvent.setup();
    const api = registrarsApi();
    renderMainSite('/dashboard/account');
    const form = await addForm();
    await user.type(form.getByLabelText('API Key'), 'pk1_abc');
    await user.click(form.getByRole('button', { name: 'Connect' }));
    expect(form.getByLabelText('Secret API Key')).toHaveAccessibleDescription(
      'Enter the Secret API Key. Starts with sk1_.',
    );
    expect(api.sent('POST /api/registrar-connections')).toEqual([]);
  });

  it('posts the registrar and its fields, and lists the new connection syncing', async () => {
    const user = userEvent.setup();
    const api = registrarsApi({ connections: [] });
    renderMainSite('/dashboard/account');
    const form = await addForm();
    await user.click(form.getByRole('radio', { name: 'Namecheap' }));
    await user.type(form.getByRole('textbox', { name: 'API User' }), ' alice ');
    await user.type(form.getByLabelText('API Key'), 'nc-key');
    await user.type(form.getByRole('textbox', { name: 'Whitelisted IP' }), '203.0.113.7');
    await user.click(form.getByRole('button', { name: 'Connect' }));

    await waitFor(() =>
      expect(api.sent('POST /api/registrar-connections')).toEqual([
        { registrar: 'namecheap', apiUser: 'alice', apiKey: 'nc-key', clientIp: '203.0.113.7' },
      ]),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Registrar Connected', expect.anything()),
    );
    const section = await connectionsSection();
    expect(
      connectionItem(section, 'Namecheap').getByText('Syncing… waiting for Namecheap'),
    ).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'API User' })).toHaveValue('');
  });

  it('says which registrar it is asking while it waits', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    registrarsApi(
      {},
      {
        'POST /api/registrar-connections': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    );
    renderMainSite('/dashboard/account');
    const form = await addForm();
    await user.type(form.getByLabelText('API Key'), 'pk1_abc');
    await user.type(form.getByLabelText('Secret API Key'), 'sk1_def');
    await user.click(form.getByRole('button', { name: 'Connect' }));
    const pending = await form.findByRole('button', { name: 'Checking with Porkbun…' });
    expect(pending).toBeDisabled();
    answer(jsonResponse(400, errorBody(ErrorCode.REGISTRAR_REFUSED, { registrar: 'Porkbun' })));
    expect(await form.findByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it("shows a 400's field errors on the fields they name", async () => {
    const user = userEvent.setup();
    registrarsApi(
      {},
      {
        'POST /api/registrar-connections': () =>
          jsonResponse(400, {
            ...errorBody(ErrorCode.VALIDATION_FAILED),
            errors: [{ field: 'secretApiKey', message: 'Secret API Key is required' }],
          }),
      },
    );
    renderMainSite('/dashboard/account');
    const form = await addForm();
    await user.type(form.getByLabelText('API Key'), 'pk1_abc');
    await user.type(form.getByLabelText('Secret API Key'), '   x');
    await user.click(form.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(form.getByLabelText('Secret API Key')).toHaveAccessibleDescription(
        'Secret API Key is required Starts with sk1_.',
      ),
    );
    expect(form.getByLabelText('Secret API Key')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('API Key')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
  });

  it("shows the registrar's refusal above the button", async () => {
    const user = userEvent.setup();
    registrarsApi(
      {},
      {
        'POST /api/registrar-connections': () =>
          jsonResponse(400, {
            ...errorBody(ErrorCode.REGISTRAR_REFUSED, { registrar: 'Porkbun' }),
            message: 'Porkbun refused the keys: turn API Access on for your domains at Porkbun.',
          }),
      },
    );
    renderMainSite('/dashboard/account');
    const form = await addForm();
    await user.type(form.getByLabelText('API Key'), 'pk1_abc');
    await user.type(form.getByLabelText('Secret API Key'), 'sk1_def');
    await user.click(form.getByRole('button', { name: 'Connect' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Registrar RefusedPorkbun refused the keys: turn API Access on for your domains at Porkbun.',
    );
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Registrar Refused', expect.anything()),
    );
  });
});
