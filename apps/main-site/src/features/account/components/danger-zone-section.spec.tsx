import { ErrorCode, SuccessCode, errorBody, successBody } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageFixture, userFixture } from '../../../test/fixtures';
import { apiError, jsonResponse, mockApi, type ApiReply } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

const deleted = successBody(SuccessCode.ACCOUNT_DELETION_REQUESTED, {
  days: '90',
  email: 'support@example.com',
});

function accountApi(reply: ApiReply, user = userFixture()) {
  let signedIn = true;
  return mockApi({
    'GET /api/current-user': () =>
      signedIn
        ? jsonResponse(200, { payload: user })
        : jsonResponse(401, errorBody(ErrorCode.UNAUTHENTICATED)),
    'GET /api/pages/default': { body: { payload: pageFixture() } },
    'POST /api/user/delete': (request) => {
      if (typeof reply === 'function') return reply(request);
      if ((reply.status ?? 200) === 200) signedIn = false;
      return jsonResponse(reply.status ?? 200, reply.body);
    },
  });
}

async function dangerZone() {
  return screen.findByRole('region', { name: 'Danger zone' });
}

describe('Danger zone', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('links to the download of all the data', async () => {
    accountApi({ body: deleted });
    renderMainSite('/dashboard/account');
    const zone = await dangerZone();
    const link = within(zone).getByRole('link', { name: 'Download your data' });
    expect(link).toHaveAttribute('href', '/api/user/export');
    expect(link).toHaveAttribute('download');
  });

  it('explains what deleting does and asks for the password before sending anything', async () => {
    const api = accountApi({ body: deleted });
    renderMainSite('/dashboard/account');
    await userEvent.click(
      within(await dangerZone()).getByRole('button', { name: 'Delete account' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('offline at once');
    expect(dialog).toHaveTextContent('removed for good after 90 days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText('Enter your password to delete your account.')).toBeVisible();
    expect(api.sent('POST /api/user/delete')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('POST /api/user/delete')).toEqual([]);
  });

  it('keeps the owner signed in and the dialog open when the password is wrong', async () => {
    const api = accountApi(apiError(ErrorCode.PASSWORD_INCORRECT, 403));
    renderMainSite('/dashboard/account');
    await userEvent.click(
      within(await dangerZone()).getByRole('button', { name: 'Delete account' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Incorrect Password', expect.anything()),
    );
    expect(within(dialog).getByText('That password is not correct.')).toBeVisible();
    expect(api.sent('POST /api/user/delete')).toEqual([{ password: 'wrong one' }]);
    // Still on the account screen (behind the open dialog), still signed in.
    expect(
      screen.getByRole('heading', { name: 'Account settings', hidden: true }),
    ).toBeInTheDocument();
  });

  it('signs the owner out and shows the confirmation on the home page', async () => {
    const api = accountApi({ body: deleted });
    renderMainSite('/dashboard/account');
    await userEvent.click(
      within(await dangerZone()).getByRole('button', { name: 'Delete account' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Domain Investor Platform' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Account Deleted', {
        description: deleted.message,
        duration: 10000,
      }),
    );
    expect(api.sent('POST /api/user/delete')).toEqual([{ password: 'correct horse' }]);
  });

  it('asks a Google-only owner for a recent Google sign-in instead of a password', async () => {
    const api = accountApi({ body: deleted }, userFixture({ hasPassword: false }));
    renderMainSite('/dashboard/account');
    await userEvent.click(
      within(await dangerZone()).getByRole('button', { name: 'Delete account' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('signed in with Google in the last 10 minutes');
    expect(within(dialog).getByRole('link', { name: 'sign in with Google again' })).toHaveAttribute(
      'href',
      '/api/auth/google/login',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('heading', { level: 1, name: 'The Domain Investor Platform' });
    expect(api.sent('POST /api/user/delete')).toEqual([{}]);
  });
});
