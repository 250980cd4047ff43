import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type { VerifyDnsResponse, VerifyParkingRequest } from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function verifyDomainParking(domain: string): Promise<VerifyDnsResponse> {
  const request: VerifyParkingRequest = { domain };
  return apiFetch<VerifyDnsResponse>('/api/domains/parking/verify', {
    method: 'POST',
    body: request,
  });
}

/**
 * Asks the server to look up the domain's TXT record (409 DNS_RECORD_NOT_FOUND when it is not
 * there yet); a verified domain shows its new status.
 */
export function useVerifyDomainParking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyDomainParking,
    onSuccess: ({ payload }, domain) => {
      queryClient.setQueryData(queryKeys.domainParking(domain), { payload });
    },
  });
}
