import {
  ErrorCode,
  SuccessCode,
  buildPagedResult,
  errorBody,
  successBody,
  type AdminAccount,
  type AdminAction,
} from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { currentUserReply, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

const admin = userFixture({ _id: 'admin-1', username: 'the-boss', isAdmin: true });

function account(overrides: Partial<AdminAccount> = {}): AdminAccount {
  return {
    _id: 'user-2',
    username: 'target-owner',
    email: 'target@example.com',
    displayName: 'Tina Target',
    planType: 'FREE',
    domainCount: 12,
    state: 'ACTIVE',
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

const logEntry: AdminAction = {
  _id: 'action-1',
  action: 'CHANGE_PLAN',
  adminEmail: 'boss@example.com',
  targetUserId: 'user-3',
  targetUsername: 'lucky-owner',
  targetEmail: 'lucky@example.com',
  before: { planType: 'FREE' },
  after: { planType: 'PRO' },
  createdAt: '2026-02-01T09:30:00.000Z',
};

function adminApi(
  accounts: AdminAccount[] = [
    account(),
    account({
      _id: admin._id,
      username: 'the-boss',
      email: 'alice@example.com',
      displayName: 'Alice Example',
      planType: 'PRO',
      domainCount: 0,
    }),
  ],
) {
  return mockApi({
    'GET /api/current-user': currentUserReply(admin),
    'GET /api/admin/accounts': ({ url }) => {
      const query = url.searchParams.get('query') ?? '';
      const docs = accounts.filter((a) => a.username.includes(query) || a.email.includes(query));
      return jsonResponse(200, { payload: buildPagedResult(docs, docs.length, 1, 25) });
    },
    'GET /api/admin/actions': { body: { payload: buildPagedResult([logEntry], 1, 1, 20) } },
    'POST /api/admin/accounts/user-2/disable': {
      body: {
        ...successBody(SuccessCode.ADMIN_ACCOUNT_DISABLED, { username: 'target-owner' }),
        payload: account({ state: 'DISABLED' }),
      },
    },
    'POST /api/admin/accounts/user-2/enable': {
      body: {
        ...successBody(SuccessCode.ADMIN_ACCOUNT_ENABLED, { username: 'target-owner' }),
        payload: account(),
      },
    },
    'POST /api/admin/accounts/user-2/plan': {
      body: {
        ...successBody(SuccessCode.ADMIN_PLAN_CHANGED, { username: 'target-owner', plan: 'Pro' }),
        payload: account({ planType: 'PRO' }),
      },
    },
  });
}

describe('Administration', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('is not there for an owner who is not an administrator', async () => {
    mockApi({ 'GET /api/current-user': currentUserReply(userFixture()) });
    renderMainSite('/dashboard/admin');
    expect(await screen.findByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('lists the accounts with plan, domain count and state, and the recent actions', async () => {
    adminApi();
    renderMainSite('/dashboard/admin');
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const row = (await within(table).findByText('Tina Target')).closest('tr')!;
    expect(row).toHaveTextContent('target-owner · target@example.com');
    expect(row).toHaveTextContent('Free');
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('Active');
    // No Disable on the administrator's own row.
    expect(
      within(table).queryByRole('button', { name: 'Disable the-boss' }),
    ).not.toBeInTheDocument();
    expect(
      await screen.findByText(/changed the plan of lucky-owner from Free to Pro/),
    ).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/dashboard/admin',
    );
    await waitFor(() => expect(document.title).toBe('Administration | Domainfolio'));
  });

  it('searches by email or username', async () => {
    const api = adminApi();
    renderMainSite('/dashboard/admin');
    await screen.findByText('Tina Target');
    await userEvent.type(screen.getByLabelText('Search by email or username'), 'boss');
    await waitFor(() => expect(screen.queryByText('Tina Target')).not.toBeInTheDocument());
    const asked = api.requested('/api/admin/accounts').map((url) => url.searchParams.get('query'));
    expect(asked).toContain('boss');
  });

  it('disables an account only after a red confirmation', async () => {
    const api = adminApi();
    renderMainSite('/dashboard/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Disable target-owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable target-owner?' });
    expect(dialog).toHaveTextContent('signed out everywhere');
    expect(api.requested('/api/admin/accounts/user-2/disable')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Account Disabled', expect.anything()),
    );
    expect(api.requested('/api/admin/accounts/user-2/disable')).toHaveLength(1);
  });

  it('restores an account its owner deleted, after saying what that does', async () => {
    const api = adminApi([account({ state: 'DELETED' })]);
    renderMainSite('/dashboard/admin');
    const table = await screen.findByRole('table', { name: 'Accounts' });
    expect(await within(table).findByText('Deleted')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Disable|Change the plan/ })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Restore target-owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore target-owner?' });
    expect(dialog).toHaveTextContent('cancels the deletion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.requested('/api/admin/accounts/user-2/enable')).toHaveLength(1));
  });

  it('changes the plan', async () => {
    const api = adminApi();
    renderMainSite('/dashboard/admin');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change plan for target-owner' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change the plan of target-owner' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Plan'), 'PRO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Plan Changed', {
        description: 'target-owner is now on the Pro plan.',
        duration: 5000,
      }),
    );
    expect(api.sent('POST /api/admin/accounts/user-2/plan')).toEqual([{ planType: 'PRO' }]);
  });

  describe('without a second factor', () => {
    const turnOn =
      'Administrators use two-factor sign-in: turn it on in Account → Security (or sign in with a passkey), then open the admin screens again.';
    const confirm =
      'Administrators use two-factor sign-in: confirm a code from your authenticator app, then open the admin screens again.';

    it("shows the API's message and a link to Account → Security instead of an error", async () => {
      // The API's own message for this administrator, who has two-factor sign-in off.
      mockApi({
        'GET /api/current-user': currentUserReply(admin),
        'GET /api/admin/accounts': {
          status: 403,
          body: { ...errorBody(ErrorCode.SECOND_FACTOR_REQUIRED), message: turnOn },
        },
        'GET /api/admin/actions': {
          status: 403,
          body: { ...errorBody(ErrorCode.SECOND_FACTOR_REQUIRED), message: turnOn },
        },
      });
      renderMainSite('/dashboard/admin');
      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent('Confirm It Is You');
      expect(notice).toHaveTextContent(turnOn);
      expect(
        within(notice).getByRole('link', { name: 'Go to Account → Security' }),
      ).toHaveAttribute('href', '/dashboard/account#security');
      expect(within(notice).queryByRole('button', { name: 'Enter a code' })).toBeNull();
      expect(screen.queryByRole('table', { name: 'Accounts' })).toBeNull();
      expect(screen.queryByText('The accounts could not be loaded')).toBeNull();
      expect(toasts.error).not.toHaveBeenCalled();
    });

    it('lets an administrator with two-factor sign-in on confirm a code here', async () => {
      let confirmed = false;
      const refused = { ...errorBody(ErrorCode.SECOND_FACTOR_REQUIRED), message: confirm };
      const api = mockApi({
        'GET /api/current-user': currentUserReply({ ...admin, twoFactorEnabled: true }),
        'GET /api/admin/accounts': () =>
          confirmed
            ? jsonResponse(200, { payload: buildPagedResult([account()], 1, 1, 25) })
            : jsonResponse(403, refused),
        'GET /api/admin/actions': () =>
          confirmed
            ? jsonResponse(200, { payload: buildPagedResult([logEntry], 1, 1, 20) })
            : jsonResponse(403, refused),
        'POST /api/user/2fa/verify': () => {
          confirmed = true;
          return jsonResponse(
            200,
            successBody(SuccessCode.SECOND_FACTOR_CONFIRMED, { minutes: 15 }),
          );
        },
      });
      renderMainSite('/dashboard/admin');
      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent(confirm);
      await userEvent.click(within(notice).getByRole('button', { name: 'Enter a code' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
      await userEvent.type(within(dialog).getByLabelText('6-digit code'), '492039');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

      expect(await screen.findByRole('table', { name: 'Accounts' })).toBeInTheDocument();
      expect(api.sent('POST /api/user/2fa/verify')).toEqual([{ code: '492039' }]);
      await waitFor(() =>
        expect(toasts.success).toHaveBeenCalledWith('Confirmed', {
          description: 'Thanks. You will not be asked again for 15 minutes.',
          duration: 5000,
        }),
      );
    });
  });
});
