import { SuccessCode, successBody } from '@domainfolio/contracts';
import { startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { suggestedPasskeyName } from '../../../lib/passkeys';
import { jsonResponse } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import {
  passkeyFixture,
  securityApi,
  securityOverviewFixture,
} from '../../../test/security-fixtures';
import { spyOnToasts } from '../../../test/toasts';

// The browser's passkey prompt, which jsdom does not have.
vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const options = { challenge: 'server-challenge', rp: { name: 'Domainfolio', id: 'localhost' } };
const attestation = {
  id: 'credential-2',
  rawId: 'credential-2',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'AA', transports: ['internal'] },
  clientExtensionResults: {},
};

const macbook = passkeyFixture();
const phone = passkeyFixture({
  _id: '5d6c0b1a-2e3f-4a5b-8c7d-9e0f1a2b3c4d',
  name: 'YubiKey',
  lastUsedDate: null,
  synced: false,
});

function passkeysApi() {
  return securityApi(
    { overview: securityOverviewFixture({ passkeys: [macbook, phone] }) },
    {
      'POST /api/user/passkeys/registration-options': { body: { payload: options } },
      'POST /api/user/passkeys': ({ body }) => {
        const { name } = body as { name: string };
        return jsonResponse(201, {
          ...successBody(SuccessCode.PASSKEY_ADDED, { name }),
          payload: passkeyFixture({ _id: 'new', name }),
        });
      },
      [`POST /api/user/passkeys/${phone._id}/rename`]: ({ body }) =>
        jsonResponse(200, {
          ...successBody(SuccessCode.PASSKEY_RENAMED, { name: (body as { name: string }).name }),
          payload: phone,
        }),
      [`POST /api/user/passkeys/${phone._id}/delete`]: {
        body: successBody(SuccessCode.PASSKEY_REMOVED, { name: phone.name }),
      },
    },
  );
}

async function passkeysSection() {
  const region = await screen.findByRole('region', { name: 'Passkeys' });
  await within(region).findByRole('list', { name: 'Passkeys' });
  return within(region);
}

describe('Passkeys', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
    vi.mocked(startRegistration).mockReset();
    vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME_ON_MAC);
  });

  it('suggests a name from the browser', () => {
    expect(suggestedPasskeyName(CHROME_ON_MAC)).toBe('Chrome on macOS');
    expect(
      suggestedPasskeyName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone');
    expect(
      suggestedPasskeyName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(suggestedPasskeyName('curl/8.0')).toBe('My passkey');
  });

  it('lists the passkeys with when they were added and used, and which are synced', async () => {
    passkeysApi();
    renderMainSite('/dashboard/account');
    const section = await passkeysSection();
    const [first, second] = section.getAllByRole('listitem');
    expect(first).toHaveTextContent('MacBook Touch ID');
    expect(within(first!).getByText('Synced')).toBeInTheDocument();
    expect(first).toHaveTextContent('Added Nov 2, 2026, 9:00 AM · Last used Nov 20, 2026, 3:30 PM');
    expect(second).toHaveTextContent('YubiKey');
    expect(within(second!).queryByText('Synced')).toBeNull();
    expect(second).toHaveTextContent('Not used yet');
  });

  it('adds a passkey under the name given, made by the browser', async () => {
    const user = userEvent.setup();
    vi.mocked(startRegistration).mockResolvedValue(attestation as never);
    const api = passkeysApi();
    renderMainSite('/dashboard/account');
    const section = await passkeysSection();
    await user.click(section.getByRole('button', { name: 'Add a passkey' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Add a passkey' }));
    const name = dialog.getByLabelText('Name');
    expect(name).toHaveValue('Chrome on macOS');
    await user.clear(name);
    await user.type(name, 'Work laptop');
    await user.click(dialog.getByRole('button', { name: 'Add passkey' }));

    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Passkey Added', {
        description: 'You can now sign in with Work laptop.',
        duration: 5000,
      }),
    );
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(api.sent('POST /api/user/passkeys')).toEqual([
      { name: 'Work laptop', response: attestation },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so in the dialog when the browser prompt was closed', async () => {
    const user = userEvent.setup();
    vi.mocked(startRegistration).mockRejectedValue(
      Object.assign(new Error('Not allowed'), { name: 'NotAllowedError' }),
    );
    const api = passkeysApi();
    renderMainSite('/dashboard/account');
    const section = await passkeysSection();
    await user.click(section.getByRole('button', { name: 'Add a passkey' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a passkey' }));
    await user.click(dialog.getByRole('button', { name: 'Add passkey' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The passkey prompt was closed or timed out.',
    );
    expect(api.sent('POST /api/user/passkeys')).toEqual([]);
  });

  it('renames and removes a passkey', async () => {
    const user = userEvent.setup();
    const api = passkeysApi();
    renderMainSite('/dashboard/account');
    const section = await passkeysSection();

    await user.click(section.getByRole('button', { name: 'Rename YubiKey' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Rename "YubiKey"' }));
    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Blue YubiKey');
    await user.click(dialog.getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(api.sent(`POST /api/user/passkeys/${phone._id}/rename`)).toEqual([
        { name: 'Blue YubiKey' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(section.getByRole('button', { name: 'Remove YubiKey' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Remove "YubiKey"?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.sent(`POST /api/user/passkeys/${phone._id}/delete`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Passkey Removed', expect.anything()),
    );
  });

  it('offers no Add in a browser without passkeys, and says why', async () => {
    vi.unstubAllGlobals();
    passkeysApi();
    renderMainSite('/dashboard/account');
    const section = await passkeysSection();
    expect(section.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(section.getByText(/This browser cannot make passkeys/)).toBeInTheDocument();
  });
});
