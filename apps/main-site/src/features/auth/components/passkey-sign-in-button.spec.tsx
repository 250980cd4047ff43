import { ErrorCode, SuccessCode, successBody } from '@domainfolio/contracts';
import { startAuthentication } from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { apiError, currentUserReply, mockApi, type ApiReply } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

// The browser's passkey prompt, which jsdom does not have.
vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

const user = userFixture();
const options = { challenge: 'server-challenge', rpId: 'localhost', allowCredentials: [] };
const assertion = {
  id: 'credential-1',
  rawId: 'credential-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

function passkeyApi(signIn: ApiReply) {
  return mockApi({
    'GET /api/current-user': currentUserReply(null),
    'POST /api/user/passkeys/sign-in-options': { body: { payload: options } },
    'POST /api/user/passkeys/sign-in': signIn,
  });
}

describe('Sign in with a passkey', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
    vi.mocked(startAuthentication).mockReset();
    // A browser with WebAuthn.
    vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
  });

  it('asks the browser for a passkey and signs in with its answer, remembered when ticked', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(assertion as never);
    const api = passkeyApi({
      body: { ...successBody(SuccessCode.SIGNED_IN, { displayName: 'Alice' }), payload: user },
    });
    const { location } = renderMainSite('/login?next=%2Fdashboard%2Fleads');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Remember me/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    await waitFor(() => expect(location.current).toBe('/dashboard/leads'));
    expect(api.sent('POST /api/user/passkeys/sign-in-options')).toEqual([{ remember: true }]);
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
    expect(api.sent('POST /api/user/passkeys/sign-in')).toEqual([{ response: assertion }]);
  });

  it('says nothing when the owner closes the browser prompt', async () => {
    vi.mocked(startAuthentication).mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    const api = passkeyApi({ body: { payload: user } });
    const { location } = renderMainSite('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    await waitFor(() => expect(startAuthentication).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
    expect(api.sent('POST /api/user/passkeys/sign-in')).toEqual([]);
    expect(toasts.error).not.toHaveBeenCalled();
    expect(location.current).toBe('/login');
  });

  it("shows the API's refusal of an unknown passkey", async () => {
    vi.mocked(startAuthentication).mockResolvedValue(assertion as never);
    passkeyApi(apiError(ErrorCode.PASSKEY_INVALID, 400));
    renderMainSite('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Passkey Not Accepted', expect.anything()),
    );
  });

  it('is not offered in a browser without passkeys', async () => {
    vi.unstubAllGlobals();
    passkeyApi({ body: { payload: user } });
    renderMainSite('/login');
    await screen.findByLabelText('Email address');
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});
