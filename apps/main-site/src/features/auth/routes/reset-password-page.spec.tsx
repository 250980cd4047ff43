import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserReply, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

const LINK = '/reset-password?email=alice%40example.com&token=t0k3n';

async function fill(password: string, confirmation: string) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('Reset password page', () => {
  it("stops passwords that don't match", async () => {
    const toasts = spyOnToasts();
    const api = mockApi({ 'GET /api/current-user': currentUserReply(null) });
    renderMainSite(LINK);
    await fill('new password 1', 'new password 2');

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Passwords Don't Match", {
        description: 'Passwords do not match. Please try again.',
        duration: 5000,
      }),
    );
    expect(screen.getByLabelText('Confirm new password')).toBeInvalid();
    expect(api.sent('POST /api/user/reset-password')).toEqual([]);
  });

  it.each([
    '/reset-password?email=alice%40example.com',
    '/reset-password?token=t0k3n',
    '/reset-password',
  ])('treats %s as an expired link and clears the fields', async (path) => {
    const toasts = spyOnToasts();
    const api = mockApi({ 'GET /api/current-user': currentUserReply(null) });
    renderMainSite(path);
    expect(await screen.findByText('This reset link cannot be used')).toBeInTheDocument();
    await fill('new password 1', 'new password 1');

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Token Expired', {
        description: 'Please request another password reset',
        duration: 5000,
      }),
    );
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
    expect(api.sent('POST /api/user/reset-password')).toEqual([]);
  });

  it('sets the new password and goes to sign in with the email filled in', async () => {
    const api = mockApi({
      'GET /api/current-user': currentUserReply(null),
      'POST /api/user/reset-password': {
        body: { type: 'SUCCESS', title: 'Password Reset', message: 'You can sign in now.' },
      },
    });
    const { location } = renderMainSite(LINK);
    await fill('new password 1', 'new password 1');

    expect(
      await screen.findByText('Your password has been changed.', { exact: false }),
    ).toBeInTheDocument();
    expect(location.current).toBe('/login?email=alice%40example.com&reset=1');
    expect(screen.getByLabelText('Email address')).toHaveValue('alice@example.com');
    expect(api.sent('POST /api/user/reset-password')).toEqual([
      { email: 'alice@example.com', token: 't0k3n', password: 'new password 1' },
    ]);
  });

  it('asks for a long enough password before sending', async () => {
    const api = mockApi({ 'GET /api/current-user': currentUserReply(null) });
    renderMainSite(LINK);
    await fill('short', 'short');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /Use at least 8 characters/,
    );
    expect(api.sent('POST /api/user/reset-password')).toEqual([]);
  });
});
