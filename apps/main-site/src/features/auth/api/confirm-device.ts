import { apiFetch } from '@domainfolio/api-client';
import type { ConfirmDeviceRequest, Notification } from '@domainfolio/contracts';
import { useMutation } from '@tanstack/react-query';

export function confirmDevice(input: ConfirmDeviceRequest): Promise<Notification> {
  return apiFetch<Notification>('/api/user/confirm-device', { method: 'POST', body: input });
}

export function useConfirmDevice() {
  return useMutation({ mutationFn: confirmDevice });
}
