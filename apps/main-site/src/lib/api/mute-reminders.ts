import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type { MuteRemindersRequest, Notification } from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Turns expiry reminders off (muted) or back on for the owner's domains, by id. */
export function muteReminders(request: MuteRemindersRequest): Promise<Notification> {
  return apiFetch<Notification>('/api/domains/reminders', { method: 'POST', body: request });
}

/** Mutes or unmutes reminders in bulk; the domain lists and cached domains load again. */
export function useMuteReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: muteReminders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.domains() }),
  });
}
