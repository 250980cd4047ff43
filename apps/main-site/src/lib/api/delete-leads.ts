import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type { DeleteLeadsRequest, DeleteLeadsResponse } from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function deleteLeads(ids: string[]): Promise<DeleteLeadsResponse> {
  const request: DeleteLeadsRequest = { payload: ids };
  return apiFetch<DeleteLeadsResponse>('/api/leads/delete', { method: 'POST', body: request });
}

/**
 * Deletes leads by id (all or none). The lead lists load again, and so do the domains' lead
 * counts and the portfolio stats, which live under the same 'domains' prefix.
 */
export function useDeleteLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLeads,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.domains() }),
  });
}
