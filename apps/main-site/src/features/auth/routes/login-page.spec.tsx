import { ErrorCode } from '@domainfolio/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { siteContext, userFixture } from '../../../test/fixtures';
import { apiError, currentUserReply, mockApi, type ApiReply } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

const user = userFixture();

function signInApi(login: ApiReply) {
  return mockApi({
    'GET /api/current-user': currentUserReply(null),
    'POST /api/user/login': login,
    'POST /api/emails/confirm-email': {
      body: { type: 'SUCCESS', title: 'Email Sent', message: 'Check your inbox.' },
    },
  });
}

const loggedIn: ApiReply = {
  body: { type: 'SUCCESS', title: 'Welcome back', message: 'Signed in.', payload: user },
};

async function signIn(password = 'correct horse') {
  await userEvent.type(await screen.findByLabelText('Email address'), 'alice@example.com');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('Login page', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('signs in and goes to the page in `next`', async () => {
    const api = signInApi(loggedIn);
    const { location } = renderMainSite('/login?next=%2Fdashboard%2Faccount');
    await userEvent.type(await screen.findByLabelText('Email address'), 'alice@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('checkbox', { name: /Remember me/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
    expect(location.current).toBe('/dashboard/account');
    expect(api.sent('POST /api/user/login')).toEqual([
      { email: 'alice@example.com', password: 'correct horse', remember: true },
    ]);
  });

  it('goes to the dashboard without `next`', async () => {
    const api = signInApi(loggedIn);
    const { location } = renderMainSite('/login');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Domain Names' })).toBeInTheDocument();
    expect(location.current).toBe('/dashboard');
    expect(api.sent('POST /api/user/login')[0]).toMatchObject({ remember: false });
  });

  it.each(['https://evil.example/dashboard', '//evil.example/dashboard', '/\\evil.example'])(
    'ignores the off-site `next` %s and goes to the dashboard',
    async (next) => {
      signInApi(loggedIn);
      const { location } = renderMainSite(`/login?next=${encodeURIComponent(next)}`);
      await signIn();
      await waitFor(() => expect(location.current).toBe('/dashboard'));
    },
  );

  it("shows the server's error for 7.5 seconds and stays on the page", async () => {
    signInApi(apiError(ErrorCode.LOGIN_INCORRECT, 401));
    const { location } = renderMainSite('/login');
    await signIn('wrong');

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Incorrect Credentials', {
        description:
          'The email and password combination you entered is incorrect. Please try again.',
        duration: 7500,
      }),
    );
    expect(location.current).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('disables the button while signing in', async () => {
    let finish: (response: Response) => void = () => {};
    signInApi(() => new Promise<Response>((resolve) => (finish = resolve)));
    renderMainSite('/login');
    await signIn();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    finish(new Response(JSON.stringify({ payload: user }), { status: 200 }));
    expect(await screen.findByRole('heading', { name: 'Domain Names' })).toBeInTheDocument();
  });

  it('offers a new confirmation email when the email is not confirmed', async () => {
    const api = signInApi(apiError(ErrorCode.EMAIL_NOT_CONFIRMED, 403));
    renderMainSite('/login');
    await signIn();

    await userEvent.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));
    await waitFor(() =>
      expect(api.sent('POST /api/emails/confirm-email')).toEqual([{ email: 'alice@example.com' }]),
    );
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Confirm Your Email', expect.anything()),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Email Sent', {
        description: 'Check your inbox.',
        duration: 5000,
      }),
    );
  });

  it('sends a new device to the device confirmation screen', async () => {
    signInApi(apiError(ErrorCode.DEVICE_CONFIRMATION_REQUIRED, 403));
    const { location } = renderMainSite('/login');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Confirm This Device' })).toBeInTheDocument();
    expect(location.current).toBe('/confirm-device');
  });

  it('fills in the email from the link and says when the email was confirmed', async () => {
    signInApi(loggedIn);
    renderMainSite('/login?email=bob%40example.com&confirmed=1');
    expect(await screen.findByLabelText('Email address')).toHaveValue('bob@example.com');
    expect(screen.getByText('Email confirmed')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('says why Google sign-in sent the visitor back', async () => {
    signInApi(loggedIn);
    const { unmount } = renderMainSite('/login?error=google-no-answer');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google did not answer in time. Please try again in a few minutes.',
    );
    unmount();
    renderMainSite('/login?error=<script>');
    await screen.findByLabelText('Email address');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    signInApi(loggedIn);
    renderMainSite('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('links to password reset and registration, and to Google only when offered', async () => {
    signInApi(loggedIn);
    const { unmount } = renderMainSite('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register for free' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    unmount();

    renderMainSite('/login', { ...siteContext, auth: { googleSignIn: true } });
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google/login',
    );
  });

  it('sends a signed-in owner to the dashboard', async () => {
    mockApi({ 'GET /api/current-user': currentUserReply(user) });
    const { location } = renderMainSite('/login');
    expect(await screen.findByRole('heading', { name: 'Domain Names' })).toBeInTheDocument();
    expect(location.current).toBe('/dashboard');
  });
});
