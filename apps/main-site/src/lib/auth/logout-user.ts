import { apiFetch, isApiError, queryKeys } from '@domainfolio/api-client';
import type { Notification } from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { notifyError } from '../api-errors';
import { setMayHaveSession } from './get-current-user';

/** Ends the session. A 401 means it had already ended, which is just as good. */
export async function logoutUser(): Promise<void> {
  try {
    await apiFetch<Notification>('/api/user/logout');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

/**
 * Signs out, goes to the home page and forgets everything cached for the user, so the
 * next person at this browser sees none of it. If the server could not end the session the
 * user stays signed in and is told why.
 */
export function useLogoutUser() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logoutUser,
    onSuccess: () => {
      setMayHaveSession(false);
      navigate(paths.home);
      queryClient.clear();
      queryClient.setQueryData(queryKeys.currentUser(), null);
    },
    onError: (error) => notifyError(error),
  });
}
