import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type {
  LoginOptions,
  LoginRequest,
  LoginResponse,
  TwoFactorChallenge,
} from '@domainfolio/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { setMayHaveSession } from '../../../lib/auth/get-current-user';

export type LoginInput = LoginRequest & LoginOptions;

/** What POST /api/user/login answers: signed in, or a second step due (no session yet). */
export type LoginAnswer = LoginResponse | TwoFactorChallenge;

export function isTwoFactorChallenge(answer: LoginAnswer): answer is TwoFactorChallenge {
  return 'twoFactorRequired' in answer && answer.twoFactorRequired === true;
}

export function loginUser(input: LoginInput): Promise<LoginAnswer> {
  return apiFetch<LoginAnswer>('/api/user/login', { method: 'POST', body: input });
}

/**
 * What every way of signing in does once the API has set the session (the password, its
 * second step, a passkey): the answer's user becomes the current user, so no second call is
 * needed, and nothing cached for a visitor is kept.
 */
export function rememberSignIn(queryClient: QueryClient, response: LoginResponse): void {
  setMayHaveSession(true);
  queryClient.removeQueries({ queryKey: queryKeys.defaultPage() });
  queryClient.setQueryData(queryKeys.currentUser(), response.payload);
}

/**
 * Signs in with the password. With two-factor sign-in on, the answer is a challenge instead
 * and nobody is signed in until its code is sent (useLoginSecondStep).
 */
export function useLoginUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginUser,
    onSuccess: (answer) => {
      if (!isTwoFactorChallenge(answer)) rememberSignIn(queryClient, answer);
    },
  });
}
