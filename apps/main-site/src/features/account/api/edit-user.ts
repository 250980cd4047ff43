import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type { EditUserRequest, EditUserResponse } from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function editUser(request: EditUserRequest): Promise<EditUserResponse> {
  return apiFetch<EditUserResponse>('/api/user/edit', { method: 'POST', body: request });
}

/** Saves account fields and page settings; the answer's user and page replace the cached ones. */
export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUser,
    onSuccess: (response, request) => {
      queryClient.setQueryData(queryKeys.currentUser(), response.payload.user);
      queryClient.setQueryData(queryKeys.defaultPage(), response.payload.page);
      // Periods, stats and server-made dates depend on the zone: everything else is refetched.
      if (request.user?.timeZone !== undefined) {
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== queryKeys.currentUser()[0],
        });
      }
    },
  });
}
