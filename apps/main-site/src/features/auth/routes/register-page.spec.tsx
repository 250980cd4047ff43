import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentUserReply, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

describe('Register page', () => {
  it("creates the account with the browser's time zone and goes to confirm-email", async () => {
    const toasts = spyOnToasts();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'America/New_York',
    } as Intl.ResolvedDateTimeFormatOptions);
    const api = mockApi({
      'GET /api/current-user': currentUserReply(null),
      'POST /api/user/register': {
        status: 201,
        body: { type: 'SUCCESS', title: 'Account Created', message: 'Check your email.' },
      },
    });
    const { location } = renderMainSite('/register');

    expect(
      await screen.findByRole('heading', { name: 'Create your free account' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your name'), 'Alice Example');
    await userEvent.type(screen.getByLabelText('Email address'), ' alice@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Confirm Your Email' })).toBeInTheDocument();
    expect(location.current).toBe('/confirm-email?email=alice%40example.com');
    expect(api.sent('POST /api/user/register')).toEqual([
      {
        displayName: 'Alice Example',
        email: 'alice@example.com',
        password: 'long enough',
        timeZone: 'America/New_York',
      },
    ]);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Account Created', {
        description: 'Check your email.',
        duration: 7000,
      }),
    );
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeInTheDocument();
  });

  it('says as you type whether the password is long enough', async () => {
    renderMainSite('/register');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(/At least 8 characters/);
    await userEvent.type(password, 'short');
    expect(password).toHaveAccessibleDescription(/3 more to go/);
    await userEvent.type(password, ' ok!');
    expect(password).toHaveAccessibleDescription(/Long enough/);
  });

  it('shows field errors from the server inline', async () => {
    const toasts = spyOnToasts();
    mockApi({
      'GET /api/current-user': currentUserReply(null),
      'POST /api/user/register': {
        status: 400,
        body: {
          type: 'ERROR',
          code: 'VALIDATION_FAILED',
          title: 'Invalid Request',
          message: 'Please check the highlighted fields and try again.',
          errors: [{ field: 'displayName', message: 'Please tell us your name.' }],
        },
      },
    });
    renderMainSite('/register');
    await userEvent.type(await screen.findByLabelText('Your name'), 'x');
    await userEvent.type(screen.getByLabelText('Email address'), 'alice@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(
        'Please tell us your name.',
      ),
    );
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Invalid Request', expect.anything()),
    );
  });
});
