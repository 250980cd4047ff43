import { apiFetch, isApiError, queryKeys, retryUnlessClientError } from '@domainfolio/api-client';
import type { CurrentUserResponse, User } from '@domainfolio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The signed-in user, or null when nobody is signed in (a 401 is an answer, not a failure). */
export async function getCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const response = await apiFetch<CurrentUserResponse>('/api/current-user', { signal });
    return response.payload;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    retry: retryUnlessClientError,
    staleTime: 60_000,
  });
}

/** Who is signed in: `data` is the user, null when signed out, undefined while loading. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
