import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type { DeleteDomainsRequest, DeleteDomainsResponse } from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function deleteDomains(ids: string[]): Promise<DeleteDomainsResponse> {
  const request: DeleteDomainsRequest = { payload: ids };
  return apiFetch<DeleteDomainsResponse>('/api/domains/delete', { method: 'POST', body: request });
}

/** Deletes domains by id; the lists, stats and cached domains load again. */
export function useDeleteDomains() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDomains,
    onSuccess: async () => {
      // A deleted domain's own query would only come back as a 404, so it is dropped instead.
      queryClient.removeQueries({ queryKey: queryKeys.ownDomainsAll() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.domains() });
    },
  });
}
