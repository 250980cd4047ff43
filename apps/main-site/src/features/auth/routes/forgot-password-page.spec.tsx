import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserReply, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

describe('Forgot password page', () => {
  it('asks for the email when it is empty and sends nothing', async () => {
    const toasts = spyOnToasts();
    const api = mockApi({ 'GET /api/current-user': currentUserReply(null) });
    renderMainSite('/forgot-password');

    await userEvent.click(await screen.findByRole('button', { name: 'Forgot Password' }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Email Required', {
        description: 'Please provide your email address',
        duration: 5000,
      }),
    );
    expect(screen.getByLabelText('Email address')).toBeInvalid();
    expect(api.sent('POST /api/emails/reset-password')).toEqual([]);
  });

  it("sends the link, shows the server's message and goes to sign in", async () => {
    const toasts = spyOnToasts();
    const api = mockApi({
      'GET /api/current-user': currentUserReply(null),
      'POST /api/emails/reset-password': {
        body: { type: 'SUCCESS', title: 'Check Your Email', message: 'A link is on its way.' },
      },
    });
    const { location } = renderMainSite('/forgot-password');

    await userEvent.type(await screen.findByLabelText('Email address'), 'alice@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));

    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(location.current).toBe('/login?email=alice%40example.com');
    expect(api.sent('POST /api/emails/reset-password')).toEqual([{ email: 'alice@example.com' }]);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Check Your Email', {
        description: 'A link is on its way.',
        duration: 5000,
      }),
    );
  });

  it('links to registration', async () => {
    renderMainSite('/forgot-password');
    expect(await screen.findByText(/Need an account\?/)).toHaveTextContent(
      'Need an account? Register instead.',
    );
    expect(screen.getByRole('link', { name: 'Register instead.' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
