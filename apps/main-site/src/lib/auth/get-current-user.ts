import { apiFetch, isApiError, queryKeys, retryUnlessClientError } from '@domainfolio/api-client';
import type { CurrentUserResponse, User } from '@domainfolio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * Whether this page may hold a session. False when the page came without a session cookie
 * (the API says so in the site context) and nobody has signed in since: nobody is signed in
 * then, so the site does not ask the API, whose 401 would show as an error in the browser's
 * console on every visitor's pages.
 */
let mayHaveSession = true;

/** Signing in gives the page a session; signing out or deleting the account ends it. */
export function setMayHaveSession(value: boolean): void {
  mayHaveSession = value;
}

/** Takes the site context's word on the session cookie, once, when the site starts. */
export function useSessionFromContext(session: boolean): void {
  useState(() => {
    setMayHaveSession(session);
    return null;
  });
}

/** The signed-in user, or null when nobody is signed in (a 401 is an answer, not a failure). */
export async function getCurrentUser(signal?: AbortSignal): Promise<User | null> {
  if (!mayHaveSession) return null;
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
