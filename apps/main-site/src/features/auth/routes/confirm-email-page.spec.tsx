import { ErrorCode } from '@domainfolio/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, currentUserReply, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';

describe('Confirm email page', () => {
  it('explains that the email must be confirmed, with a way back to sign in', async () => {
    const api = mockApi({
      'GET /api/current-user': currentUserReply(null),
      'POST /api/emails/confirm-email': {
        body: { type: 'SUCCESS', title: 'Email Sent', message: 'Check your inbox.' },
      },
    });
    renderMainSite('/confirm-email?email=alice%40example.com');

    expect(await screen.findByRole('heading', { name: 'Confirm Your Email' })).toBeInTheDocument();
    expect(
      screen.getByText('Please confirm your email address in order to login.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login Page' })).toHaveAttribute(
      'href',
      '/login?email=alice%40example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    await waitFor(() =>
      expect(api.sent('POST /api/emails/confirm-email')).toEqual([{ email: 'alice@example.com' }]),
    );
  });

  it('offers no resend without an email', async () => {
    renderMainSite('/confirm-email');
    expect(await screen.findByRole('heading', { name: 'Confirm Your Email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).toBeNull();
  });

  it('confirms the email from the link, once', async () => {
    const api = mockApi({
      'GET /api/current-user': currentUserReply(null),
      'POST /api/user/confirm-email': {
        body: { type: 'SUCCESS', title: 'Email Confirmed', message: 'Thanks for confirming.' },
      },
    });
    renderMainSite('/confirm-email?email=alice%40example.com&token=abc');

    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Thanks for confirming.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login Page' })).toHaveAttribute(
      'href',
      '/login?email=alice%40example.com&confirmed=1',
    );
    expect(api.sent('POST /api/user/confirm-email')).toEqual([
      { email: 'alice@example.com', token: 'abc' },
    ]);
  });

  it('offers a new link when the token expired', async () => {
    mockApi({
      'GET /api/current-user': currentUserReply(null),
      'POST /api/user/confirm-email': apiError(ErrorCode.TOKEN_EXPIRED, 400),
    });
    renderMainSite('/confirm-email?email=alice%40example.com&token=old');
    expect(await screen.findByRole('heading', { name: 'Token Expired' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeInTheDocument();
  });
});
