import { SUCCESS_CATALOGUE, SuccessCode, successBody } from '@domainfolio/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { currentUserReply, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

function routes() {
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture({ phone: '+49 30 1234' })),
    'GET /api/pages/default': { body: { payload: { isEnabled: false, theme: 'indigo' } } },
    'POST /api/emails/support': { body: successBody(SuccessCode.SUPPORT_RECEIVED) },
  });
}

describe('Support', () => {
  it('shows the account read-only and sends the request, then goes to the dashboard', async () => {
    const api = routes();
    const toasts = spyOnToasts();
    const { location } = renderMainSite('/dashboard/support');
    const username = await screen.findByLabelText('Username');
    expect(username).toHaveValue('alice');
    expect(username).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email address')).toHaveValue('alice@example.com');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('readonly');

    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Alice Smith');
    await userEvent.type(screen.getByLabelText('Request details'), '  My landing page is blank.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));

    await waitFor(() => expect(location.current).toBe('/dashboard'));
    expect(api.sent('POST /api/emails/support')).toEqual([
      {
        username: 'alice',
        email: 'alice@example.com',
        name: 'Alice Smith',
        phone: '+49 30 1234',
        message: 'My landing page is blank.',
      },
    ]);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Support Request Received', {
        description: 'We will be in touch within 24 hours!',
        duration: SUCCESS_CATALOGUE.SUPPORT_RECEIVED.durationMs,
      }),
    );
    expect(SUCCESS_CATALOGUE.SUPPORT_RECEIVED.durationMs).toBe(10_000);
  });

  it('sends nothing when the details are empty, and says they are required', async () => {
    const api = routes();
    const toasts = spyOnToasts();
    const { location } = renderMainSite('/dashboard/support');
    await userEvent.type(await screen.findByLabelText('Request details'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Support details required', {
        description: 'Please provide details in order to submit a support request.',
        duration: 5000,
      }),
    );
    expect(screen.getByLabelText('Request details')).toHaveAccessibleDescription(
      expect.stringContaining('Please provide details in order to submit a support request.'),
    );
    expect(api.sent('POST /api/emails/support')).toEqual([]);
    expect(location.current).toBe('/dashboard/support');
  });
});
