import { queryKeys } from '@domainfolio/api-client';
import {
  ErrorCode,
  SuccessCode,
  successBody,
  type TwoFactorChallenge,
} from '@domainfolio/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import {
  apiError,
  currentUserReply,
  jsonResponse,
  mockApi,
  type ApiReply,
} from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

const user = userFixture({ twoFactorEnabled: true });

const challenge: TwoFactorChallenge = {
  twoFactorRequired: true,
  challenge: 'challenge-token-1',
  methods: ['TOTP', 'RECOVERY_CODE'],
};

const signedIn = {
  ...successBody(SuccessCode.SIGNED_IN, { displayName: user.displayName }),
  payload: user,
};

/** The sign-in API of an account with two-factor sign-in on; `secondStep` answers the code. */
function twoFactorApi(secondStep: ApiReply) {
  return mockApi({
    'GET /api/current-user': currentUserReply(null),
    'POST /api/user/login': { body: challenge },
    'POST /api/user/login/2fa': secondStep,
  });
}

async function enterPassword() {
  await userEvent.type(await screen.findByLabelText('Email address'), 'alice@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('Two-factor sign-in step', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('asks for the code after a right password, and sends it with the challenge', async () => {
    const api = twoFactorApi({ body: signedIn });
    const { location, client } = renderMainSite('/login?next=%2Fdashboard%2Fsales');
    await enterPassword();

    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    const field = screen.getByLabelText('6-digit code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    // Nobody is signed in yet: the password alone set no session.
    expect(location.current).toBe('/login?next=%2Fdashboard%2Fsales');

    await userEvent.type(field, '492 039');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(location.current).toBe('/dashboard/sales'));
    expect(api.sent('POST /api/user/login/2fa')).toEqual([
      { challenge: 'challenge-token-1', code: '492039' },
    ]);
    expect(client.getQueryData(queryKeys.currentUser())).toMatchObject({ _id: user._id });
  });

  it('says why a wrong code was refused, keeps the step and signs in with the next', async () => {
    let tries = 0;
    const api = twoFactorApi(() => {
      tries += 1;
      return tries === 1
        ? jsonResponse(401, {
            type: 'ERROR',
            code: ErrorCode.TWO_FACTOR_CODE_INVALID,
            title: 'Incorrect Code',
            message:
              'That code is not right, or was used already. Enter the newest code from your authenticator app, or one of your recovery codes.',
          })
        : jsonResponse(200, signedIn);
    });
    const { location } = renderMainSite('/login');
    await enterPassword();

    const field = await screen.findByLabelText('6-digit code');
    await userEvent.type(field, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'That code is not right, or was used already. Enter the newest code from your authenticator app, or one of your recovery codes.',
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(location.current).toBe('/login');
    expect(toasts.error).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(location.current).toBe('/dashboard'));
    expect(api.sent('POST /api/user/login/2fa')).toEqual([
      { challenge: 'challenge-token-1', code: '111111' },
      { challenge: 'challenge-token-1', code: '222222' },
    ]);
  });

  it('checks the code has six digits before sending it', async () => {
    const api = twoFactorApi({ body: signedIn });
    renderMainSite('/login');
    await enterPassword();
    const field = await screen.findByLabelText('6-digit code');
    await userEvent.type(field, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(field).toHaveAccessibleDescription(
      'Enter the 6-digit code your authenticator app shows.',
    );
    expect(api.sent('POST /api/user/login/2fa')).toEqual([]);
  });

  it('takes a recovery code instead', async () => {
    const api = twoFactorApi({ body: signedIn });
    const { location } = renderMainSite('/login');
    await enterPassword();
    await screen.findByLabelText('6-digit code');
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));

    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('placeholder', 'xxxxx-xxxxx');
    await userEvent.type(field, 'abcde-23456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(location.current).toBe('/dashboard'));
    expect(api.sent('POST /api/user/login/2fa')).toEqual([
      { challenge: 'challenge-token-1', code: 'abcde-23456' },
    ]);
  });

  it('shows the lock after too many wrong codes under the field', async () => {
    twoFactorApi(apiError(ErrorCode.TWO_FACTOR_LOCKED, 429));
    renderMainSite('/login');
    await enterPassword();
    const field = await screen.findByLabelText('6-digit code');
    await userEvent.type(field, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Two-factor sign-in is locked for 15 minutes after too many wrong codes. We emailed you about it.',
      ),
    );
  });

  it('starts again, saying why, when the challenge has run out', async () => {
    twoFactorApi(apiError(ErrorCode.TWO_FACTOR_CHALLENGE_EXPIRED, 401));
    renderMainSite('/login');
    await enterPassword();
    await userEvent.type(await screen.findByLabelText('6-digit code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in took too long or was already finished. Please sign in again.',
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('alice@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('goes back to the email and password', async () => {
    twoFactorApi({ body: signedIn });
    renderMainSite('/login');
    await enterPassword();
    await screen.findByLabelText('6-digit code');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveValue('alice@example.com');
  });

  it('opens on the code step after Google (?step=2fa) and sends the code alone', async () => {
    const api = twoFactorApi({ body: signedIn });
    const { location } = renderMainSite('/login?step=2fa');

    const field = await screen.findByLabelText('6-digit code');
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(field).toHaveFocus();
    await userEvent.type(field, '492039');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(location.current).toBe('/dashboard'));
    // The challenge is in an HttpOnly cookie the API reads itself.
    expect(api.sent('POST /api/user/login/2fa')).toEqual([{ code: '492039' }]);
  });

  it('leaves ?step=2fa behind when the owner goes back', async () => {
    twoFactorApi({ body: signedIn });
    const { location } = renderMainSite('/login?step=2fa');
    await screen.findByLabelText('6-digit code');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
    expect(location.current).toBe('/login');
  });
});
