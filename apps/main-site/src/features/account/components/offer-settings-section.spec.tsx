import type { OfferSettings } from '@domainfolio/contracts';
import { ErrorCode } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageFixture, userFixture } from '../../../test/fixtures';
import { offerSettingsFixture } from '../../../test/lead-fixtures';
import {
  apiError,
  currentUserReply,
  jsonResponse,
  mockApi,
  type ApiReply,
} from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

function accountApi(settings: OfferSettings, extra: Record<string, ApiReply> = {}) {
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/pages/default': { body: { payload: pageFixture() } },
    'GET /api/lead-templates': { body: { payload: [] } },
    'GET /api/user/offer-settings': { body: { payload: settings } },
    'POST /api/user/offer-settings': ({ body }) =>
      jsonResponse(200, {
        type: 'SUCCESS',
        title: 'Offer Settings Saved',
        message: 'Saved.',
        payload: { ...settings, ...(body as Partial<OfferSettings>) },
      }),
    ...extra,
  });
}

/** The Offers section once its settings have loaded (the form replaces the placeholder). */
async function offersSection() {
  await screen.findByRole('spinbutton', { name: 'Floor for domains without their own' });
  return within(screen.getByRole('region', { name: 'Offers' }));
}

describe('Offer settings', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('shows the saved settings', async () => {
    accountApi(
      offerSettingsFixture({
        floorPercent: 60,
        belowFloor: 'COUNTER',
        notifyBelowFloor: true,
        verifiedBuyersOnly: false,
      }),
    );
    renderMainSite('/dashboard/account');
    const offers = await offersSection();
    expect(
      offers.getByRole('spinbutton', { name: 'Floor for domains without their own' }),
    ).toHaveValue(60);
    expect(offers.getByRole('radio', { name: 'Counter at the floor' })).toBeChecked();
    expect(offers.getByRole('radio', { name: 'Decline politely' })).not.toBeChecked();
    expect(
      offers.getByRole('checkbox', { name: 'Email me about offers answered automatically' }),
    ).toBeChecked();
    expect(offers.getByRole('checkbox', { name: 'Verified buyers only' })).not.toBeChecked();
    expect(
      offers.getByRole('checkbox', { name: 'Verified buyers only' }),
    ).toHaveAccessibleDescription(
      'Tell me about an offer only after the buyer confirms their email address.',
    );
  });

  it('saves the floor rule, the answer below it and both choices in one request', async () => {
    const user = userEvent.setup();
    const api = accountApi(offerSettingsFixture());
    renderMainSite('/dashboard/account');
    const offers = await offersSection();
    const floor = offers.getByRole('spinbutton', { name: 'Floor for domains without their own' });
    expect(floor).toHaveValue(null);
    await user.type(floor, '70');
    await user.click(offers.getByRole('radio', { name: 'Counter at the floor' }));
    await user.click(offers.getByRole('checkbox', { name: 'Verified buyers only' }));
    await user.click(offers.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.sent('POST /api/user/offer-settings')).toEqual([
        {
          floorPercent: 70,
          belowFloor: 'COUNTER',
          notifyBelowFloor: false,
          verifiedBuyersOnly: true,
        },
      ]),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Offer Settings Saved', expect.anything()),
    );
  });

  it('clears the floor rule when the field is emptied', async () => {
    const user = userEvent.setup();
    const api = accountApi(offerSettingsFixture({ floorPercent: 50 }));
    renderMainSite('/dashboard/account');
    const offers = await offersSection();
    await user.clear(
      offers.getByRole('spinbutton', { name: 'Floor for domains without their own' }),
    );
    await user.click(offers.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('POST /api/user/offer-settings')).toEqual([
        expect.objectContaining({ floorPercent: null }),
      ]),
    );
  });

  it.each(['0', '101', '12.5'])(
    'refuses a floor of %s percent before asking the server',
    async (typed) => {
      const user = userEvent.setup();
      const api = accountApi(offerSettingsFixture());
      renderMainSite('/dashboard/account');
      const offers = await offersSection();
      const floor = offers.getByRole('spinbutton', { name: 'Floor for domains without their own' });
      await user.type(floor, typed);
      await user.click(offers.getByRole('button', { name: 'Save' }));
      expect(floor).toHaveAccessibleDescription(
        /Enter a whole number from 1 to 100, or leave it empty\./,
      );
      expect(floor).toHaveAttribute('aria-invalid', 'true');
      expect(api.sent('POST /api/user/offer-settings')).toEqual([]);
    },
  );

  it("shows the server's refusal as a toast and beside the field", async () => {
    const user = userEvent.setup();
    accountApi(offerSettingsFixture(), {
      'POST /api/user/offer-settings': {
        status: 400,
        body: {
          type: 'ERROR',
          code: ErrorCode.VALIDATION_FAILED,
          title: 'Invalid Request',
          message: 'Check the highlighted fields.',
          errors: [{ field: 'floorPercent', message: 'floorPercent must be 100 or less' }],
        },
      },
    });
    renderMainSite('/dashboard/account');
    const offers = await offersSection();
    await user.type(
      offers.getByRole('spinbutton', { name: 'Floor for domains without their own' }),
      '90',
    );
    await user.click(offers.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Invalid Request', expect.anything()),
    );
    expect(offers.getByText('floorPercent must be 100 or less')).toBeInTheDocument();
  });

  it('says when the settings could not be loaded, with a way to try again', async () => {
    accountApi(offerSettingsFixture(), {
      'GET /api/user/offer-settings': apiError(ErrorCode.INTERNAL, 500),
    });
    renderMainSite('/dashboard/account');
    const section = await screen.findByRole('region', { name: 'Offers' });
    expect(
      await within(section).findByText('Your offer settings could not be loaded'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
