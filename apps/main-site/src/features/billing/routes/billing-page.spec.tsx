import { ErrorCode, errorBody } from '@domainfolio/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { currentUserReply, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

function billing(overrides: object = {}) {
  return {
    body: {
      payload: {
        planType: 'FREE',
        planInterval: null,
        periodEnd: null,
        canManage: false,
        upgrades: true,
        ...overrides,
      },
    },
  };
}

function goTo() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

describe('Billing', () => {
  it('shows the Free plan and starts Stripe Checkout for Pro, yearly by default', async () => {
    const api = mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'GET /api/payments/billing': billing(),
      'POST /api/payments/checkout-session': {
        body: { id: 'cs_1', url: 'https://checkout.example/cs_1' },
      },
    });
    const assign = goTo();
    renderMainSite('/dashboard/billing');
    expect(await screen.findByText('Up to 100 domains, free forever.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/cs_1'));
    expect(api.sent('POST /api/payments/checkout-session')).toEqual([
      { plan: 'PRO', interval: 'YEAR' },
    ]);
  });

  it('says when Stripe fails, with the catalogue title', async () => {
    mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'GET /api/payments/billing': billing(),
      'POST /api/payments/checkout-session': {
        status: 502,
        body: errorBody(ErrorCode.STRIPE_CHECKOUT_ERROR),
      },
    });
    goTo();
    const toasts = spyOnToasts();
    renderMainSite('/dashboard/billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Stripe Checkout Error', {
        description: 'Please contact support if this issue persists',
        duration: 5000,
      }),
    );
  });

  it('offers no upgrade where Stripe is not set up, and says who sets plans', async () => {
    mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'GET /api/payments/billing': billing({ upgrades: false }),
    });
    renderMainSite('/dashboard/billing');
    expect(
      await screen.findByText('Upgrades are not available on this installation'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeDisabled();
  });

  it('lets a Pro owner change the plan in the customer portal', async () => {
    mockApi({
      'GET /api/current-user': currentUserReply(
        userFixture({ planType: 'PRO', planInterval: 'MONTH' }),
      ),
      'GET /api/payments/billing': billing({
        planType: 'PRO',
        planInterval: 'MONTH',
        periodEnd: '2026-12-24T00:00:00.000Z',
        canManage: true,
      }),
      'POST /api/payments/customer-portal': { body: { url: 'https://portal.example/x' } },
    });
    const assign = goTo();
    renderMainSite('/dashboard/billing');
    expect(await screen.findByText('monthly')).toBeInTheDocument();
    expect(screen.getByText('Renews or ends on 12/24/26.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://portal.example/x'));
  });
});
