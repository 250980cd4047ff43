import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type { DeleteAccountRequest, Notification } from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { setMayHaveSession } from '../../../lib/auth/get-current-user';

/** Where the dashboard downloads all of the owner's data (a zip; the browser saves it). */
export const ACCOUNT_EXPORT_URL = '/api/user/export';

export function deleteAccount(request: DeleteAccountRequest): Promise<Notification> {
  return apiFetch<Notification>('/api/user/delete', { method: 'POST', body: request });
}

/**
 * Deletes the account. The server has ended every session, so on success the browser forgets
 * everything cached for the owner and goes to the home page, where the answer is shown.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      setMayHaveSession(false);
      navigate(paths.home);
      queryClient.clear();
      queryClient.setQueryData(queryKeys.currentUser(), null);
    },
  });
}
