import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type {
  BulkEditHistoryResponse,
  BulkEditRequest,
  BulkEditResponse,
  BulkEditUndoResponse,
} from '@domainfolio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** POST /api/domains/bulk-edit: previews (dryRun) or saves one change to many names. */
export function bulkEdit(request: BulkEditRequest): Promise<BulkEditResponse> {
  return apiFetch<BulkEditResponse>('/api/domains/bulk-edit', { method: 'POST', body: request });
}

/** POST /api/domains/bulk-edit/{id}/undo: puts every name of a saved edit back as it was. */
export function undoBulkEdit(id: string): Promise<BulkEditUndoResponse> {
  return apiFetch<BulkEditUndoResponse>(`/api/domains/bulk-edit/${encodeURIComponent(id)}/undo`, {
    method: 'POST',
  });
}

/** What a bulk edit would change; saves nothing. */
export function usePreviewBulkEdit() {
  return useMutation({
    mutationFn: (request: Omit<BulkEditRequest, 'dryRun'>) =>
      bulkEdit({ ...request, dryRun: true }),
  });
}

/** Saves a bulk edit; the domain lists, tags and stats load again. */
export function useApplyBulkEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<BulkEditRequest, 'dryRun'>) =>
      bulkEdit({ ...request, dryRun: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.domains() }),
  });
}

/** Undoes a saved bulk edit; the domain lists, tags and stats load again. */
export function useUndoBulkEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoBulkEdit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.domains() }),
  });
}

/**
 * GET /api/domains/bulk-edit: the owner's last 20 edits. Kept under the domains key, so a new
 * edit or an undo (which load the domains again) refreshes it too.
 */
export function useBulkEditHistory() {
  return useQuery({
    queryKey: [...queryKeys.domains(), 'bulk-edits'],
    queryFn: () =>
      apiFetch<BulkEditHistoryResponse>('/api/domains/bulk-edit').then(
        (response) => response.payload,
      ),
  });
}
