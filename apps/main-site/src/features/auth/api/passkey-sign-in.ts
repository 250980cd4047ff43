import { apiFetch } from '@domainfolio/api-client';
import type { LoginResponse } from '@domainfolio/contracts';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPasskey } from '../../../lib/passkeys';
import { rememberSignIn } from './login-user';

/** POST /api/user/passkeys/sign-in-options: what the browser's passkey prompt is asked to sign. */
interface PasskeySignInOptionsResponse {
  payload: PublicKeyCredentialRequestOptionsJSON;
}

/**
 * Signs in with a passkey: the API's options, the browser's prompt (any of the owner's
 * passkeys; the API learns whose it is from the answer), then the answer back to the API,
 * which sets the session. `remember` keeps the session as the Remember me box does.
 */
export async function signInWithPasskey(remember: boolean): Promise<LoginResponse> {
  const options = await apiFetch<PasskeySignInOptionsResponse>(
    '/api/user/passkeys/sign-in-options',
    { method: 'POST', body: { remember } },
  );
  const response = await getPasskey(options.payload);
  return apiFetch<LoginResponse>('/api/user/passkeys/sign-in', {
    method: 'POST',
    body: { response },
  });
}

export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (response) => rememberSignIn(queryClient, response),
  });
}
