import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type { DnsVerificationResponse, User, VerifyDnsResponse } from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function verifyCustomDomain(): Promise<VerifyDnsResponse> {
  return apiFetch<VerifyDnsResponse>('/api/user/custom-domain/verify', { method: 'POST' });
}

/**
 * Asks the server to look up the custom domain's TXT record (409 DNS_RECORD_NOT_FOUND when it
 * is not there yet). The answer is the domain's new status, for its records and the user.
 */
export function useVerifyCustomDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCustomDomain,
    onSuccess: ({ payload }) => {
      const answer: DnsVerificationResponse = { payload };
      queryClient.setQueryData(queryKeys.customDomain(payload.host), answer);
      queryClient.setQueryData<User | null>(queryKeys.currentUser(), (user) =>
        user ? { ...user, customDomainVerified: payload.verified } : user,
      );
    },
  });
}
