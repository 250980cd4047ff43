import { apiFetch } from '@domainfolio/api-client';
import { isValidTimeZone, type Notification, type RegisterRequest } from '@domainfolio/contracts';
import { useMutation } from '@tanstack/react-query';

export type RegisterInput = RegisterRequest & { timeZone?: string };

export function registerUser(input: RegisterInput): Promise<Notification> {
  return apiFetch<Notification>('/api/user/register', { method: 'POST', body: input });
}

/** The browser's IANA time zone, so calendar periods match the owner's days; undefined if unknown. */
export function browserTimeZone(): string | undefined {
  try {
    const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
    return timeZone && isValidTimeZone(timeZone) ? timeZone : undefined;
  } catch {
    return undefined;
  }
}

/** Creates an account; the server emails the confirmation link itself. */
export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
