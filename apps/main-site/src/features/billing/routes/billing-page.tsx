import {
  DEFAULT_PLAN_INTERVAL,
  ErrorCode,
  PLANS,
  PLAN_INTERVAL_NAMES,
  PLAN_TYPES,
  PRODUCT_NAME,
  PlanInterval,
  PlanType,
  errorBody,
  formatDate,
} from '@domainfolio/contracts';
import { Alert, Badge, Button, notify, useDocumentTitle } from '@domainfolio/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BillingIntervalToggle } from '../../../components/billing-interval-toggle';
import { PlanCard } from '../../../components/plan-card';
import { isApiError } from '@domainfolio/api-client';
import { currentUserQueryOptions } from '../../../lib/auth/get-current-user';
import { useBilling, useOpenPortal, useStartCheckout } from '../api/billing';

/** A Stripe failure, shown with the catalogue's title and the server's words. */
function notifyStripe(error: unknown, code: ErrorCode) {
  notify(isApiError(error) ? error.toNotification() : errorBody(code));
}

/**
 * /dashboard/billing: the current plan and how it is billed; on Free the plans to upgrade to
 * (Stripe Checkout), on Pro 'Change plan' (Stripe's customer portal). Back from Checkout the
 * plan shows as soon as Stripe confirms the payment.
 */
export function BillingPage() {
  useDocumentTitle(`Billing | ${PRODUCT_NAME}`);
  const [search] = useSearchParams();
  const returned = search.get('checkout');
  const billing = useBilling(returned === 'success');
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const queryClient = useQueryClient();
  const [interval, setBillingInterval] = useState<PlanInterval>(DEFAULT_PLAN_INTERVAL);
  const plan = billing.data;

  // The plan badge and the Pro sections follow the plan once Stripe has confirmed it.
  useEffect(() => {
    if (plan?.planType === PlanType.PRO)
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
  }, [plan?.planType, queryClient]);

  if (billing.isError)
    return (
      <Alert tone="error" title="Your plan could not be loaded">
        {billing.error.message}
      </Alert>
    );

  return (
    <div className="space-y-8">
      <section aria-labelledby="plan-heading" className="space-y-4">
        <h2 id="plan-heading" className="text-lg font-semibold text-gray-900">
          Your plan
        </h2>
        {returned === 'success' && plan?.planType !== PlanType.PRO && (
          <Alert tone="info" title="Thank you!">
            Your payment went through. Your plan changes to Pro as soon as Stripe confirms it,
            usually within seconds.
          </Alert>
        )}
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-white px-5 py-4 shadow-xs ring-1 ring-gray-200">
          <div>
            <p className="flex items-center gap-x-2 text-base font-semibold text-gray-900">
              {plan ? PLANS[plan.planType].name : '…'}
              {plan?.planInterval && (
                <Badge color="indigo">{PLAN_INTERVAL_NAMES[plan.planInterval]}</Badge>
              )}
            </p>
            <p className="mt-1 text-sm text-gray-600">
              {!plan
                ? 'Loading your plan…'
                : plan.planType === PlanType.PRO
                  ? plan.periodEnd
                    ? `Renews or ends on ${formatDate(plan.periodEnd)}.`
                    : 'Set by the administrator of this installation.'
                  : `Up to ${PLANS.FREE.limits.domains.toLocaleString('en-US')} domains, free forever.`}
            </p>
          </div>
          {plan?.canManage && (
            <Button
              variant="secondary"
              loading={portal.isPending}
              onClick={() =>
                portal.mutate(undefined, {
                  onError: (error) => notifyStripe(error, ErrorCode.STRIPE_PORTAL_ERROR),
                })
              }
            >
              Change plan
            </Button>
          )}
        </div>
      </section>

      {plan?.planType === PlanType.FREE && (
        <section aria-labelledby="upgrade-heading" className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="upgrade-heading" className="text-lg font-semibold text-gray-900">
              Upgrade to Pro
            </h2>
            <BillingIntervalToggle value={interval} onChange={setBillingInterval} />
          </div>
          {!plan.upgrades && (
            <Alert tone="info" title="Upgrades are not available on this installation">
              Stripe is not set up here. The administrator can set your plan with{' '}
              <code>npm run plan</code>.
            </Alert>
          )}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            {PLAN_TYPES.map((type) => (
              <PlanCard
                key={type}
                type={type}
                interval={interval}
                action={
                  type === PlanType.PRO ? (
                    <Button
                      size="lg"
                      fullWidth
                      disabled={!plan.upgrades}
                      loading={checkout.isPending}
                      onClick={() =>
                        checkout.mutate(
                          { plan: PlanType.PRO, interval },
                          {
                            onError: (error) =>
                              notifyStripe(error, ErrorCode.STRIPE_CHECKOUT_ERROR),
                          },
                        )
                      }
                    >
                      Upgrade to Pro
                    </Button>
                  ) : (
                    <Button variant="secondary" size="lg" fullWidth disabled>
                      Your current plan
                    </Button>
                  )
                }
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
