import { apiFetch, queryKeys, retryUnlessClientError } from '@domainfolio/api-client';
import type {
  DisableTwoFactorRequest,
  Notification,
  Passkey,
  PasswordConfirmRequest,
  RecoveryCodesResponse,
  SecurityLogResponse,
  SecurityOverviewResponse,
  SessionsResponse,
  TwoFactorCodeRequest,
  TwoFactorSetupResponse,
  User,
} from '@domainfolio/contracts';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createPasskey } from '../../../lib/passkeys';

/**
 * The query keys of the Security part of the account screen. Every change there is written to
 * the security log too, so a change invalidates the whole prefix.
 */
export const securityKeys = {
  all: () => ['account', 'security'] as const,
  /** Two-factor sign-in and the passkeys (GET /api/user/security). */
  overview: () => ['account', 'security', 'overview'] as const,
  sessions: () => ['account', 'security', 'sessions'] as const,
  log: () => ['account', 'security', 'log'] as const,
};

/** POST /api/user/passkeys/registration-options: what the browser's passkey prompt makes. */
interface PasskeyRegistrationOptionsResponse {
  payload: PublicKeyCredentialCreationOptionsJSON;
}

/** POST /api/user/passkeys and …/rename: the passkey as it now is, with the notification. */
type PasskeyResponse = Notification & { payload: Passkey };

const passkeyPath = (id: string, action: 'rename' | 'delete') =>
  `/api/user/passkeys/${encodeURIComponent(id)}/${action}`;

export function getSecurityOverview(signal?: AbortSignal): Promise<SecurityOverviewResponse> {
  return apiFetch<SecurityOverviewResponse>('/api/user/security', { signal });
}

/** A new secret for the authenticator app; nothing changes until a first code confirms it. */
export function setupTwoFactor(): Promise<TwoFactorSetupResponse> {
  return apiFetch<TwoFactorSetupResponse>('/api/user/2fa/setup', { method: 'POST' });
}

export function enableTwoFactor(request: TwoFactorCodeRequest): Promise<RecoveryCodesResponse> {
  return apiFetch<RecoveryCodesResponse>('/api/user/2fa/enable', {
    method: 'POST',
    body: request,
  });
}

export function disableTwoFactor(request: DisableTwoFactorRequest): Promise<Notification> {
  return apiFetch<Notification>('/api/user/2fa/disable', { method: 'POST', body: request });
}

/** A new set of recovery codes; the earlier ones stop working. */
export function newRecoveryCodes(request: PasswordConfirmRequest): Promise<RecoveryCodesResponse> {
  return apiFetch<RecoveryCodesResponse>('/api/user/2fa/recovery-codes', {
    method: 'POST',
    body: request,
  });
}

export function getSessions(signal?: AbortSignal): Promise<SessionsResponse> {
  return apiFetch<SessionsResponse>('/api/user/sessions', { signal });
}

export function revokeSession(id: string): Promise<Notification> {
  return apiFetch<Notification>(`/api/user/sessions/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
  });
}

export function revokeOtherSessions(): Promise<Notification> {
  return apiFetch<Notification>('/api/user/sessions/revoke-others', { method: 'POST' });
}

export function getSecurityLog(signal?: AbortSignal): Promise<SecurityLogResponse> {
  return apiFetch<SecurityLogResponse>('/api/user/security-log', { signal });
}

/**
 * Adds a passkey: the API's options, the browser's prompt to make one (which may be closed,
 * rejecting with the browser's error), then the browser's answer back to the API with its name.
 */
export async function addPasskey({ name }: { name: string }): Promise<PasskeyResponse> {
  const options = await apiFetch<PasskeyRegistrationOptionsResponse>(
    '/api/user/passkeys/registration-options',
    { method: 'POST' },
  );
  const response = await createPasskey(options.payload);
  return apiFetch<PasskeyResponse>('/api/user/passkeys', {
    method: 'POST',
    body: { name, response },
  });
}

export function renamePasskey({
  id,
  name,
}: {
  id: string;
  name: string;
}): Promise<PasskeyResponse> {
  return apiFetch<PasskeyResponse>(passkeyPath(id, 'rename'), { method: 'POST', body: { name } });
}

export function removePasskey(id: string): Promise<Notification> {
  return apiFetch<Notification>(passkeyPath(id, 'delete'), { method: 'POST' });
}

export function useSecurityOverview() {
  return useQuery({
    queryKey: securityKeys.overview(),
    queryFn: ({ signal }) => getSecurityOverview(signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
  });
}

export function useSessions() {
  return useQuery({
    queryKey: securityKeys.sessions(),
    queryFn: ({ signal }) => getSessions(signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
  });
}

export function useSecurityLog() {
  return useQuery({
    queryKey: securityKeys.log(),
    queryFn: ({ signal }) => getSecurityLog(signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
  });
}

/** After any change: the overview, the devices and the log (which has a new event) load again. */
function refreshSecurity(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: securityKeys.all() });
}

/** The current user says whether two-factor sign-in is on; it changes at once, then reloads. */
function markTwoFactor(queryClient: QueryClient, enabled: boolean) {
  queryClient.setQueryData<User | null>(queryKeys.currentUser(), (user) =>
    user ? { ...user, twoFactorEnabled: enabled } : user,
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser() });
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => {
      markTwoFactor(queryClient, true);
      refreshSecurity(queryClient);
    },
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      markTwoFactor(queryClient, false);
      refreshSecurity(queryClient);
    },
  });
}

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: newRecoveryCodes,
    onSuccess: () => refreshSecurity(queryClient),
  });
}

/** Signs out one device; it leaves the cached list at once. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: (_response, id) => {
      queryClient.setQueryData<SessionsResponse>(securityKeys.sessions(), (cached) =>
        cached ? { payload: cached.payload.filter((session) => session._id !== id) } : cached,
      );
      refreshSecurity(queryClient);
    },
  });
}

/** Signs out every other device; only this one stays in the cached list. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => {
      queryClient.setQueryData<SessionsResponse>(securityKeys.sessions(), (cached) =>
        cached ? { payload: cached.payload.filter((session) => session.current) } : cached,
      );
      refreshSecurity(queryClient);
    },
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPasskey, onSuccess: () => refreshSecurity(queryClient) });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renamePasskey, onSuccess: () => refreshSecurity(queryClient) });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePasskey, onSuccess: () => refreshSecurity(queryClient) });
}
