import { ErrorCode, type User } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  dnsVerificationFixture,
  pageFixture,
  proUserFixture,
  userFixture,
} from '../../../test/fixtures';
import {
  apiError,
  currentUserReply,
  jsonResponse,
  mockApi,
  type ApiReply,
} from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

const saved = (user: User): ApiReply => ({
  body: {
    type: 'SUCCESS',
    title: 'Account Updated',
    message: 'Saved.',
    payload: { user, page: pageFixture() },
  },
});

function accountApi(user: User, extra: Record<string, ApiReply> = {}) {
  return mockApi({
    'GET /api/current-user': currentUserReply(user),
    'GET /api/pages/default': { body: { payload: pageFixture() } },
    'POST /api/user/edit': saved(user),
    ...extra,
  });
}

async function section(name: string) {
  return screen.findByRole('region', { name: new RegExp(`^${name}`) });
}

describe('Account page', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it.each(['/dashboard/account', '/dashboard/help', '/dashboard/profile'])(
    'is shown at %s',
    async (path) => {
      accountApi(userFixture());
      renderMainSite(path);
      expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Account | Domainfolio'));
    },
  );

  it('disables the Pro sections on the free plan, with the PRO badge and a way to upgrade', async () => {
    accountApi(userFixture());
    renderMainSite('/dashboard/account');

    const domain = await section('Custom Domain');
    expect(within(domain).getByText('PRO')).toBeInTheDocument();
    expect(within(domain).getByLabelText('Custom domain')).toBeDisabled();
    expect(within(domain).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(domain).getByRole('link', { name: /Upgrade in Billing/ })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );

    const branding = await section('Custom Branding');
    expect(within(branding).getByLabelText('Logo')).toBeDisabled();
    expect(within(branding).getByLabelText('Light logo')).toBeDisabled();

    const analytics = await section('Analytics');
    expect(within(analytics).getByLabelText('Measurement ID')).toBeDisabled();

    const apiKey = await section('API Key');
    expect(within(apiKey).getByText('PRO')).toBeInTheDocument();
    expect(within(apiKey).getByRole('button', { name: 'Generate' })).toBeDisabled();

    const profile = await section('Profile');
    expect(within(profile).getByLabelText('Your name')).toBeEnabled();
  });

  it('enables the Pro sections on Pro', async () => {
    accountApi(proUserFixture());
    renderMainSite('/dashboard/account');
    expect(within(await section('Custom Domain')).getByLabelText('Custom domain')).toBeEnabled();
    expect(within(await section('Custom Branding')).getByLabelText('Logo')).toBeEnabled();
    expect(within(await section('Analytics')).getByLabelText('Measurement ID')).toBeEnabled();
    expect(
      within(await section('API Key')).getByRole('button', { name: 'Generate' }),
    ).toBeEnabled();
  });

  describe('API key', () => {
    it('says there is no key when copying without one', async () => {
      accountApi(userFixture());
      renderMainSite('/dashboard/account');
      await userEvent.click(within(await section('API Key')).getByRole('button', { name: 'Copy' }));
      await waitFor(() =>
        expect(toasts.error).toHaveBeenCalledWith('No API Key Found', {
          description: 'User does not have API key. Plan upgrade required.',
          duration: 5000,
        }),
      );
    });

    it('copies the key to the clipboard', async () => {
      accountApi(proUserFixture({ apiKey: 'dfk_live_secret1234' }));
      renderMainSite('/dashboard/account');
      const apiKey = await section('API Key');
      // setup() gives the page a clipboard to write to.
      const user = userEvent.setup();
      await user.click(within(apiKey).getByRole('button', { name: 'Copy' }));
      await expect(navigator.clipboard.readText()).resolves.toBe('dfk_live_secret1234');
      await waitFor(() =>
        expect(toasts.success).toHaveBeenCalledWith('API Key Copied', {
          description: 'API Key copied to clipboard',
          duration: 5000,
        }),
      );
    });

    it('masks the key until revealed', async () => {
      accountApi(proUserFixture({ apiKey: 'dfk_live_secret1234' }));
      renderMainSite('/dashboard/account');
      const apiKey = await section('API Key');
      expect(within(apiKey).queryByText('dfk_live_secret1234')).toBeNull();
      expect(within(apiKey).getByText(/•+1234$/)).toBeInTheDocument();
      await userEvent.click(within(apiKey).getByRole('button', { name: 'Show key' }));
      expect(within(apiKey).getByText('dfk_live_secret1234')).toBeInTheDocument();
      expect(within(apiKey).getByText('x-domainfolio-api-key')).toBeInTheDocument();
      expect(within(apiKey).getByRole('link', { name: 'API reference' })).toHaveAttribute(
        'href',
        '/dashboard/docs',
      );
    });

    it('generates a first key with one click', async () => {
      const api = accountApi(proUserFixture(), {
        'POST /api/user/api-key': { body: { payload: { apiKey: 'dfk_new_key_9876' } } },
      });
      renderMainSite('/dashboard/account');
      await userEvent.click(
        within(await section('API Key')).getByRole('button', { name: 'Generate' }),
      );
      await waitFor(() => expect(api.sent('POST /api/user/api-key')).toHaveLength(1));
    });

    it('needs a second click to replace a key, then refetches the user', async () => {
      const api = accountApi(proUserFixture({ apiKey: 'dfk_old_key_1111' }), {
        'POST /api/user/api-key': { body: { payload: { apiKey: 'dfk_new_key_9876' } } },
      });
      renderMainSite('/dashboard/account');
      const apiKey = await section('API Key');
      const userLoads = api.sent('GET /api/current-user').length;

      await userEvent.click(within(apiKey).getByRole('button', { name: 'Generate' }));
      expect(api.sent('POST /api/user/api-key')).toHaveLength(0);

      await userEvent.click(
        within(apiKey).getByRole('button', { name: 'Click again to replace your key' }),
      );
      await waitFor(() => expect(api.sent('POST /api/user/api-key')).toHaveLength(1));
      await waitFor(() => expect(api.sent('GET /api/current-user').length).toBe(userLoads + 1));
    });

    it('needs a confirming click to revoke', async () => {
      const api = accountApi(proUserFixture({ apiKey: 'dfk_old_key_1111' }), {
        'POST /api/user/api-key/revoke': {
          body: { type: 'SUCCESS', title: 'API Key Revoked', message: 'The key no longer works.' },
        },
      });
      renderMainSite('/dashboard/account');
      const apiKey = await section('API Key');

      await userEvent.click(within(apiKey).getByRole('button', { name: 'Revoke' }));
      expect(api.sent('POST /api/user/api-key/revoke')).toHaveLength(0);

      await userEvent.click(
        within(apiKey).getByRole('button', { name: 'Click again to revoke your key' }),
      );
      await waitFor(() => expect(api.sent('POST /api/user/api-key/revoke')).toHaveLength(1));
      await waitFor(() =>
        expect(toasts.success).toHaveBeenCalledWith('API Key Revoked', expect.anything()),
      );
    });

    it('cannot revoke without a key', async () => {
      accountApi(proUserFixture());
      renderMainSite('/dashboard/account');
      expect(
        within(await section('API Key')).getByRole('button', { name: 'Revoke' }),
      ).toBeDisabled();
    });
  });

  describe('saving a section', () => {
    it('sends only the profile fields', async () => {
      const api = accountApi(userFixture());
      renderMainSite('/dashboard/account');
      const profile = await section('Profile');
      const name = within(profile).getByLabelText('Your name');
      await userEvent.clear(name);
      await userEvent.type(name, 'Alice Names');
      await userEvent.click(within(profile).getByRole('button', { name: 'Save' }));

      await waitFor(() =>
        expect(api.sent('POST /api/user/edit')).toEqual([
          { user: { displayName: 'Alice Names', portfolioDisplayName: null } },
        ]),
      );
      await waitFor(() =>
        expect(toasts.success).toHaveBeenCalledWith('Account Updated', {
          description: 'Saved.',
          duration: 5000,
        }),
      );
    });

    it('sends a changed username, lowercased, and shows its address', async () => {
      const api = accountApi(userFixture());
      renderMainSite('/dashboard/account');
      const profile = await section('Profile');
      const username = within(profile).getByLabelText('Username');
      expect(within(profile).getByLabelText('Email address')).toHaveAttribute('readonly');
      await userEvent.clear(username);
      await userEvent.type(username, 'Alice-Domains');
      expect(username).toHaveValue('alice-domains');
      expect(username).toHaveAccessibleDescription(/alice-domains\.localhost/);
      await userEvent.click(within(profile).getByRole('button', { name: 'Save' }));

      await waitFor(() =>
        expect(api.sent('POST /api/user/edit')).toEqual([
          {
            user: {
              displayName: 'Alice Example',
              portfolioDisplayName: null,
              username: 'alice-domains',
            },
          },
        ]),
      );
    });

    it('shows a taken username as a toast and beside the field', async () => {
      accountApi(userFixture(), {
        'POST /api/user/edit': apiError(ErrorCode.USERNAME_TAKEN, 409, { username: 'bob' }),
      });
      renderMainSite('/dashboard/account');
      const profile = await section('Profile');
      const username = within(profile).getByLabelText('Username');
      await userEvent.clear(username);
      await userEvent.type(username, 'bob');
      await userEvent.click(within(profile).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(username).toBeInvalid());
      expect(username).toHaveAccessibleDescription(/bob is already taken/);
      await waitFor(() =>
        expect(toasts.error).toHaveBeenCalledWith('Username Taken', expect.anything()),
      );
    });

    it('refuses a reserved username without asking the server', async () => {
      const api = accountApi(userFixture());
      renderMainSite('/dashboard/account');
      const profile = await section('Profile');
      const username = within(profile).getByLabelText('Username');
      await userEvent.clear(username);
      await userEvent.type(username, 'admin');
      await userEvent.click(within(profile).getByRole('button', { name: 'Save' }));
      expect(username).toHaveAccessibleDescription(/admin is reserved/);
      expect(api.sent('POST /api/user/edit')).toEqual([]);
    });

    it('sends only the portfolio page fields, with title and description once it is on', async () => {
      const api = accountApi(userFixture());
      renderMainSite('/dashboard/account');
      const pageSection = await section('Domain Portfolio Page');
      expect(within(pageSection).queryByLabelText('Title')).toBeNull();
      await userEvent.click(
        within(pageSection).getByRole('switch', { name: 'Show my portfolio page' }),
      );
      await userEvent.type(within(pageSection).getByLabelText('Title'), 'Great names');
      await userEvent.type(within(pageSection).getByLabelText('Description'), 'Short and sweet.');
      expect(
        within(pageSection).getByText(String(250 - 'Short and sweet.'.length)),
      ).toBeInTheDocument();
      await userEvent.click(within(pageSection).getByRole('button', { name: 'Save' }));

      await waitFor(() =>
        expect(api.sent('POST /api/user/edit')).toEqual([
          { page: { isEnabled: true, title: 'Great names', description: 'Short and sweet.' } },
        ]),
      );
    });

    it('sends only the analytics field on Pro', async () => {
      const api = accountApi(proUserFixture());
      renderMainSite('/dashboard/account');
      const analytics = await section('Analytics');
      await userEvent.type(within(analytics).getByLabelText('Measurement ID'), 'g-abc123');
      await userEvent.click(within(analytics).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(api.sent('POST /api/user/edit')).toEqual([
          { user: { googleAnalyticsTrackingId: 'G-ABC123' } },
        ]),
      );
    });

    it('sends only the custom domain, then shows the records of the saved one', async () => {
      let saved = proUserFixture();
      const api = accountApi(saved, {
        'POST /api/user/edit': ({ body }) => {
          const { customDomain } = (body as { user: { customDomain: string | null } }).user;
          saved = { ...saved, customDomain };
          return jsonResponse(200, {
            type: 'SUCCESS',
            title: 'Account Updated',
            message: 'Saved.',
            payload: { user: saved, page: pageFixture() },
          });
        },
        'GET /api/user/custom-domain': () =>
          jsonResponse(200, {
            payload: saved.customDomain && dnsVerificationFixture(saved.customDomain),
          }),
      });
      renderMainSite('/dashboard/account');
      const domain = await section('Custom Domain');
      // Before a domain is saved, the A record to set is already known.
      expect(within(domain).getByText('203.0.113.10')).toBeInTheDocument();
      expect(within(domain).queryByRole('button', { name: 'Verify' })).toBeNull();

      const input = within(domain).getByLabelText('Custom domain');
      await userEvent.type(input, 'https://Portfolio.Example.com/');
      await userEvent.click(within(domain).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(api.sent('POST /api/user/edit')).toEqual([
          { user: { customDomain: 'portfolio.example.com' } },
        ]),
      );
      expect(
        await within(domain).findByText('_domainfolio.portfolio.example.com'),
      ).toBeInTheDocument();
    });

    it('shows the DNS records of a saved domain, with a DNS checker for the TXT record', async () => {
      const user = userEvent.setup();
      accountApi(proUserFixture({ customDomain: 'names.example.com' }), {
        'GET /api/user/custom-domain': {
          body: { payload: dnsVerificationFixture('names.example.com') },
        },
      });
      renderMainSite('/dashboard/account');
      const domain = await section('Custom Domain');
      const records = await within(domain).findByRole('list', {
        name: 'DNS records for names.example.com',
      });
      expect(within(records).getByText('names.example.com')).toBeInTheDocument();
      expect(within(records).getByText('203.0.113.10')).toBeInTheDocument();
      expect(within(records).getByText('_domainfolio.names.example.com')).toBeInTheDocument();
      expect(within(records).getByText('domainfolio-verification=abc123')).toBeInTheDocument();
      expect(within(domain).getByText('Not verified')).toBeInTheDocument();
      expect(within(domain).getByRole('link', { name: /Check the TXT record/ })).toHaveAttribute(
        'href',
        'https://dnschecker.org/#TXT/_domainfolio.names.example.com',
      );

      await user.click(within(records).getByRole('button', { name: 'Copy TXT record name' }));
      await expect(navigator.clipboard.readText()).resolves.toBe('_domainfolio.names.example.com');
    });

    it('verifies the custom domain and shows the date', async () => {
      const api = accountApi(proUserFixture({ customDomain: 'names.example.com' }), {
        'GET /api/user/custom-domain': {
          body: { payload: dnsVerificationFixture('names.example.com') },
        },
        'POST /api/user/custom-domain/verify': {
          body: {
            type: 'SUCCESS',
            title: 'Domain Verified',
            message: 'names.example.com now shows your portfolio.',
            payload: dnsVerificationFixture('names.example.com', {
              verified: true,
              verifiedAt: '2025-06-02T09:00:00.000Z',
            }),
          },
        },
      });
      renderMainSite('/dashboard/account');
      const domain = await section('Custom Domain');
      await userEvent.click(await within(domain).findByRole('button', { name: 'Verify' }));

      await waitFor(() => expect(api.sent('POST /api/user/custom-domain/verify')).toHaveLength(1));
      expect(await within(domain).findByText('Verified on 06/02/25')).toBeInTheDocument();
      await waitFor(() =>
        expect(toasts.success).toHaveBeenCalledWith('Domain Verified', {
          description: 'names.example.com now shows your portfolio.',
          duration: 5000,
        }),
      );
      // Verifying saves nothing else.
      expect(api.sent('POST /api/user/edit')).toEqual([]);
    });

    it('says when the TXT record of the custom domain is not found yet', async () => {
      accountApi(proUserFixture({ customDomain: 'names.example.com' }), {
        'GET /api/user/custom-domain': {
          body: { payload: dnsVerificationFixture('names.example.com') },
        },
        'POST /api/user/custom-domain/verify': apiError(ErrorCode.DNS_RECORD_NOT_FOUND, 409, {
          recordName: '_domainfolio.names.example.com',
          recordValue: 'domainfolio-verification=abc123',
        }),
      });
      renderMainSite('/dashboard/account');
      const domain = await section('Custom Domain');
      await userEvent.click(await within(domain).findByRole('button', { name: 'Verify' }));
      await waitFor(() =>
        expect(toasts.error).toHaveBeenCalledWith('DNS Record Not Found', {
          description:
            'We could not find a TXT record _domainfolio.names.example.com with the value domainfolio-verification=abc123. DNS changes can take up to an hour to appear; please try again later.',
          duration: 5000,
        }),
      );
      expect(within(domain).getByText('Not verified')).toBeInTheDocument();
    });

    it('sends only the logos, and previews them', async () => {
      const api = accountApi(proUserFixture());
      renderMainSite('/dashboard/account');
      const branding = await section('Custom Branding');
      expect(within(branding).getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
        'src',
        '/logo.svg',
      );
      await userEvent.type(
        within(branding).getByLabelText('Logo'),
        'https://cdn.example.com/a.png',
      );
      await waitFor(() =>
        expect(within(branding).getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
          'src',
          'https://cdn.example.com/a.png',
        ),
      );
      await userEvent.click(within(branding).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(api.sent('POST /api/user/edit')).toEqual([
          { page: { logo: 'https://cdn.example.com/a.png', logoLight: null } },
        ]),
      );
    });
  });
});
