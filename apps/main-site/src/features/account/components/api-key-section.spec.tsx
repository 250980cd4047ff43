import { ErrorCode, SuccessCode, errorBody, successBody } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageFixture, proUserFixture } from '../../../test/fixtures';
import { apiError, currentUserReply, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

/**
 * A Pro owner with two-factor sign-in on whose session confirmed no code lately: the API asks
 * for one before it makes a key, and makes it once POST /api/user/2fa/verify took a right code.
 */
function freshCodeApi() {
  let confirmed = false;
  let owner = proUserFixture({ twoFactorEnabled: true });
  return mockApi({
    'GET /api/current-user': () => jsonResponse(200, { payload: owner }),
    'GET /api/pages/default': { body: { payload: pageFixture() } },
    'POST /api/user/api-key': () => {
      if (!confirmed) return jsonResponse(403, errorBody(ErrorCode.SECOND_FACTOR_REQUIRED));
      owner = { ...owner, apiKey: 'dfk_new_key_9876' };
      return jsonResponse(200, {
        ...successBody(SuccessCode.API_KEY_GENERATED),
        payload: { apiKey: 'dfk_new_key_9876' },
      });
    },
    'POST /api/user/2fa/verify': ({ body }) => {
      if ((body as { code: string }).code !== '492039') {
        return jsonResponse(401, errorBody(ErrorCode.TWO_FACTOR_CODE_INVALID));
      }
      confirmed = true;
      return jsonResponse(200, successBody(SuccessCode.SECOND_FACTOR_CONFIRMED, { minutes: 15 }));
    },
  });
}

async function apiKeySection() {
  return within(await screen.findByRole('region', { name: /^API Key/ }));
}

describe('API key with two-factor sign-in on', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('asks for a code when the API wants one, then generates the key', async () => {
    const user = userEvent.setup();
    const api = freshCodeApi();
    renderMainSite('/dashboard/account');
    const section = await apiKeySection();
    await user.click(section.getByRole('button', { name: 'Generate' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    expect(
      dialog.getByText(/A new API key can read and change your whole portfolio/),
    ).toBeVisible();
    const code = dialog.getByLabelText('6-digit code');
    await waitFor(() => expect(code).toHaveFocus());

    await user.type(code, '111111');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/That code is not right/));
    expect(api.sent('POST /api/user/api-key')).toHaveLength(1);

    await user.clear(code);
    await user.type(code, '492039');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(api.sent('POST /api/user/api-key')).toHaveLength(2));
    expect(api.sent('POST /api/user/2fa/verify')).toEqual([{ code: '111111' }, { code: '492039' }]);
    expect(await section.findByText('dfk_new_key_9876')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('API Key Generated', {
        description: 'Copy your key and keep it somewhere safe.',
        duration: 5000,
      }),
    );
    // The key's toast says it all: no second one for the confirmed code.
    expect(toasts.success).toHaveBeenCalledTimes(1);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('makes no key when the owner cancels the code', async () => {
    const user = userEvent.setup();
    const api = freshCodeApi();
    renderMainSite('/dashboard/account');
    const section = await apiKeySection();
    await user.click(section.getByRole('button', { name: 'Generate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /api/user/api-key')).toHaveLength(1);
    expect(api.sent('POST /api/user/2fa/verify')).toEqual([]);
  });

  it('shows other refusals as before', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/current-user': currentUserReply(proUserFixture()),
      'GET /api/pages/default': { body: { payload: pageFixture() } },
      'POST /api/user/api-key': apiError(ErrorCode.FORBIDDEN, 403),
    });
    renderMainSite('/dashboard/account');
    await user.click((await apiKeySection()).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
