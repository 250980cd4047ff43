import { ErrorCode, SuccessCode, errorBody, successBody } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { apiError, jsonResponse } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import {
  RECOVERY_CODES,
  securityApi,
  securityOverviewFixture,
  twoFactorOnFixture,
} from '../../../test/security-fixtures';
import { spyOnToasts } from '../../../test/toasts';
import { groupSecret } from './security-two-factor';

/** A Blob's text (jsdom's Blob has no text()). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

async function twoFactorSection() {
  return within(await screen.findByRole('region', { name: 'Two-factor sign-in' }));
}

describe('Two-factor sign-in', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('groups the key in fours for typing', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('sets up with the QR code and a first code, then shows the recovery codes once', async () => {
    const user = userEvent.setup();
    const api = securityApi({}, {});
    renderMainSite('/dashboard/account');
    const section = await twoFactorSection();
    expect(await section.findByText('Off')).toBeInTheDocument();
    expect(section.getByText(/Someone who learns your password still cannot get in/)).toBeVisible();

    await user.click(section.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const setup = within(
      await section.findByRole('group', { name: 'Set up your authenticator app' }),
    );
    expect(setup.getByRole('heading', { name: 'Set up your authenticator app' })).toHaveFocus();
    expect(
      setup.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(setup.getByLabelText('Key for your authenticator app')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await user.click(setup.getByRole('button', { name: 'Copy the key' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');

    const code = setup.getByLabelText('6-digit code from the app');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '492039');
    await user.click(setup.getByRole('button', { name: 'Confirm' }));

    const codes = await section.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(section.getByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    expect(api.sent('POST /api/user/2fa/enable')).toEqual([{ code: '492039' }]);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Two-Factor Sign-In On', expect.anything()),
    );

    // The codes stay until the owner says they saved them, though the overview reloaded.
    await user.click(section.getByRole('button', { name: 'Copy the recovery codes' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(RECOVERY_CODES.join('\n'));
    await user.click(section.getByRole('button', { name: 'I have saved them' }));
    expect(section.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(await section.findByText('On')).toBeInTheDocument();
    expect(section.getByText('10 of 10 recovery codes left.')).toBeInTheDocument();
    expect(section.getByText('Nov 1, 2026, 10:00 AM')).toBeInTheDocument();
  });

  it('says why a first code was refused, at the field', async () => {
    const user = userEvent.setup();
    const api = securityApi(
      {},
      {
        'POST /api/user/2fa/enable': apiError(ErrorCode.TWO_FACTOR_CODE_INVALID, 401),
      },
    );
    renderMainSite('/dashboard/account');
    const section = await twoFactorSection();
    await user.click(await section.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    const code = await section.findByLabelText('6-digit code from the app');

    await user.type(code, '123');
    await user.click(section.getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAccessibleDescription(
      'Enter the 6-digit code your authenticator app shows.',
    );
    expect(api.sent('POST /api/user/2fa/enable')).toEqual([]);

    await user.type(code, '456');
    await user.click(section.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/That code is not right/));
    expect(section.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('downloads the recovery codes as a text file', async () => {
    const user = userEvent.setup();
    // jsdom makes no object URLs; stand-ins for this file (each spec file has its own window).
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    securityApi();
    renderMainSite('/dashboard/account');
    const section = await twoFactorSection();
    await user.click(await section.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    await user.type(await section.findByLabelText('6-digit code from the app'), '492039');
    await user.click(section.getByRole('button', { name: 'Confirm' }));
    await user.click(await section.findByRole('button', { name: 'Download the recovery codes' }));

    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('domainfolio-recovery-codes.txt');
    const file = await readBlob(createObjectURL.mock.calls[0]![0]);
    expect(file).toContain('Domainfolio recovery codes for alice@example.com');
    for (const code of RECOVERY_CODES) expect(file).toContain(code);
  });

  it('warns when few recovery codes are left', async () => {
    securityApi({ overview: securityOverviewFixture({ twoFactor: twoFactorOnFixture(2) }) });
    renderMainSite('/dashboard/account');
    const section = await twoFactorSection();
    expect(await section.findByRole('alert')).toHaveTextContent('Only 2 recovery codes left');
  });

  it('makes new recovery codes with the password', async () => {
    const user = userEvent.setup();
    const api = securityApi({
      overview: securityOverviewFixture({ twoFactor: twoFactorOnFixture(4) }),
    });
    renderMainSite('/dashboard/account');
    const section = await twoFactorSection();
    await user.click(await section.findByRole('button', { name: 'New recovery codes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make new recovery codes?' }));
    expect(dialog.queryByLabelText('6-digit code')).toBeNull();
    await user.type(dialog.getByLabelText('Your password'), 'correct horse');
    await user.click(dialog.getByRole('button', { name: 'Make new codes' }));

    expect(await section.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(api.sent('POST /api/user/2fa/recovery-codes')).toEqual([{ password: 'correct horse' }]);
  });

  it('asks an account without a password for a code to make new recovery codes', async () => {
    const user = userEvent.setup();
    const api = securityApi({
      user: userFixture({ hasPassword: false, twoFactorEnabled: true }),
      overview: securityOverviewFixture({ twoFactor: twoFactorOnFixture(4) }),
    });
    renderMainSite('/dashboard/account');
    const section = await twoFactorSection();
    await user.click(await section.findByRole('button', { name: 'New recovery codes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make new recovery codes?' }));
    expect(dialog.queryByLabelText('Your password')).toBeNull();
    await user.type(dialog.getByLabelText('6-digit code'), '492039');
    await user.click(dialog.getByRole('button', { name: 'Make new codes' }));
    await section.findByRole('list', { name: 'Recovery codes' });
    expect(api.sent('POST /api/user/2fa/recovery-codes')).toEqual([{ code: '492039' }]);
  });

  it('turns off with the password and a code, and says which was wrong', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const api = securityApi(
      {
        user: userFixture({ twoFactorEnabled: true }),
        overview: securityOverviewFixture({ twoFactor: twoFactorOnFixture() }),
      },
      {
        'POST /api/user/2fa/disable': () => {
          tries += 1;
          return tries === 1
            ? jsonResponse(403, errorBody(ErrorCode.PASSWORD_INCORRECT))
            : jsonResponse(200, successBody(SuccessCode.TWO_FACTOR_DISABLED));
        },
      },
    );
    renderMainSite('/dashboard/account');
    const section = await twoFactorSection();
    await user.click(await section.findByRole('button', { name: 'Turn off two-factor sign-in' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' }),
    );
    await user.type(dialog.getByLabelText('Your password'), 'wrong');
    await user.type(dialog.getByLabelText('6-digit code'), '492039');
    await user.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await dialog.findByText('That password is not correct.')).toBeVisible();

    await user.clear(dialog.getByLabelText('Your password'));
    await user.type(dialog.getByLabelText('Your password'), 'correct horse');
    await user.click(dialog.getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Two-Factor Sign-In Off', expect.anything()),
    );
    expect(api.sent('POST /api/user/2fa/disable')).toEqual([
      { password: 'wrong', code: '492039' },
      { password: 'correct horse', code: '492039' },
    ]);
  });
});
