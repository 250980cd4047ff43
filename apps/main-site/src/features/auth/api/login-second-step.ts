import { apiFetch } from '@domainfolio/api-client';
import type { LoginResponse, LoginTwoFactorRequest } from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberSignIn } from './login-user';

export interface LoginSecondStepInput {
  /**
   * The challenge the password step answered; null after a Google sign-in, whose challenge
   * the API keeps in an HttpOnly cookie that this page cannot (and need not) read.
   */
  challenge: string | null;
  code: string;
}

/** Finishes a sign-in with a code from the authenticator app or a recovery code. */
export function loginSecondStep({ challenge, code }: LoginSecondStepInput): Promise<LoginResponse> {
  const body: LoginTwoFactorRequest = challenge ? { challenge, code } : { code };
  return apiFetch<LoginResponse>('/api/user/login/2fa', { method: 'POST', body });
}

export function useLoginSecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginSecondStep,
    onSuccess: (response) => rememberSignIn(queryClient, response),
  });
}
