import { apiFetch } from '@domainfolio/api-client';
import type {
  BillingResponse,
  CheckoutSessionRequest,
  CheckoutSessionResponse,
  CustomerPortalResponse,
} from '@domainfolio/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';

export const billingQueryKey = ['payments', 'billing'] as const;

/** The owner's plan; while `waitingForStripe`, asked again every 2 s until Stripe's word arrives. */
export function useBilling(waitingForStripe: boolean) {
  return useQuery({
    queryKey: billingQueryKey,
    queryFn: ({ signal }) => apiFetch<BillingResponse>('/api/payments/billing', { signal }),
    select: (response) => response.payload,
    refetchInterval: (query) =>
      waitingForStripe && query.state.data?.payload.planType !== 'PRO' ? 2000 : false,
  });
}

/** Starts Stripe Checkout and goes there. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (request: CheckoutSessionRequest) =>
      apiFetch<CheckoutSessionResponse>('/api/payments/checkout-session', {
        method: 'POST',
        body: request,
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Opens Stripe's customer portal. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () =>
      apiFetch<CustomerPortalResponse>('/api/payments/customer-portal', { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
