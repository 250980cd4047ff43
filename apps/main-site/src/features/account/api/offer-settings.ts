import { apiFetch, queryKeys, retryUnlessClientError } from '@domainfolio/api-client';
import type {
  OfferSettings,
  OfferSettingsChangedResponse,
  OfferSettingsResponse,
} from '@domainfolio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export function getOfferSettings(signal?: AbortSignal): Promise<OfferSettingsResponse> {
  return apiFetch<OfferSettingsResponse>('/api/user/offer-settings', { signal });
}

export function saveOfferSettings(
  settings: Partial<OfferSettings>,
): Promise<OfferSettingsChangedResponse> {
  return apiFetch<OfferSettingsChangedResponse>('/api/user/offer-settings', {
    method: 'POST',
    body: settings,
  });
}

export function useOfferSettings() {
  return useQuery({
    queryKey: queryKeys.offerSettings(),
    queryFn: ({ signal }) => getOfferSettings(signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
  });
}

/**
 * Saves the offer settings; the answer replaces the cached ones. A new floor rule changes the
 * floor every thread shows, so the leads load again too.
 */
export function useSaveOfferSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOfferSettings,
    onSuccess: (response) => {
      queryClient.setQueryData<OfferSettingsResponse>(queryKeys.offerSettings(), {
        payload: response.payload,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.ownLeadsAll() });
    },
  });
}
