import { apiFetch } from '@domainfolio/api-client';
import type { PaymentsConfigResponse } from '@domainfolio/contracts';
import { useQuery } from '@tanstack/react-query';

/** Whether this installation sells plans through Stripe. */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => apiFetch<PaymentsConfigResponse>('/api/payments/config', { signal }),
    staleTime: 5 * 60_000,
  });
}
