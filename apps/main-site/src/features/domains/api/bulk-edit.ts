import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type {
  BulkEditRequest,
  BulkEditResponse,
  BulkEditUndoResponse,
} from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

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
