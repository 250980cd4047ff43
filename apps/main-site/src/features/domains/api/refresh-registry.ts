import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type { DomainRegistryResponse } from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchOwnRegistry } from './use-registry-values';

/**
 * Asks the domain's registry now (it can take a few seconds). A registry that does not answer
 * still gives a 200, with `problem` saying why and the earlier data kept; 429 after too many.
 */
export function refreshRegistry(name: string): Promise<DomainRegistryResponse> {
  return apiFetch<DomainRegistryResponse>(
    `/api/domains/${encodeURIComponent(name)}/registry-refresh`,
    { method: 'POST' },
  );
}

/**
 * Refreshes a domain's registry data: the panel shows the answer at once, then the domain (its
 * dates and history may have followed the registry), the lists and stats load again.
 */
export function useRefreshRegistry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshRegistry,
    onSuccess: async (response, name) => {
      patchOwnRegistry(queryClient, name, response.payload);
      await queryClient.invalidateQueries({ queryKey: queryKeys.domains() });
    },
  });
}
