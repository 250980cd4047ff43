import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserReply, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';

describe('Confirm device page', () => {
  it('confirms the device from the link and asks to sign in again', async () => {
    const api = mockApi({
      'GET /api/current-user': currentUserReply(null),
      'POST /api/user/confirm-device': {
        body: {
          type: 'SUCCESS',
          title: 'Device Confirmed',
          message: 'This browser is trusted now.',
        },
      },
    });
    renderMainSite('/confirm-device?token=dev1');
    expect(await screen.findByRole('heading', { name: 'Device confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login Page' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(api.sent('POST /api/user/confirm-device')).toEqual([{ token: 'dev1' }]);
  });

  it('explains the emailed link without a token', async () => {
    renderMainSite('/confirm-device');
    expect(await screen.findByRole('heading', { name: 'Confirm This Device' })).toBeInTheDocument();
    expect(screen.getByText(/we sent a confirmation link to your email/)).toBeInTheDocument();
  });
});
