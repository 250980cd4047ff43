import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type { CreateDomainRequest, DomainResponse } from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function createDomain(request: CreateDomainRequest): Promise<DomainResponse> {
  return apiFetch<DomainResponse>('/api/domains/new', { method: 'POST', body: request });
}

/** Adds a domain; the lists and stats load again to include it. */
export function useCreateDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDomain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.domains() }),
  });
}
