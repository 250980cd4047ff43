import { apiFetch, retryUnlessClientError } from '@domainfolio/api-client';
import type {
  AddChannelRequest,
  AlertSettings,
  AlertSettingsResponse,
  AlertSettingsSaved,
  CalendarFeedResponse,
  ChannelResponse,
  ChannelTestResponse,
  ChannelsResponse,
  DeliveriesResponse,
  Notification,
} from '@domainfolio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The query keys of the owner's alert settings. Only the account screen reads them, so they
 * live beside it rather than with the sites' shared keys.
 */
export const notificationKeys = {
  channels: () => ['account', 'notifications', 'channels'] as const,
  settings: () => ['account', 'notifications', 'settings'] as const,
  /** One channel's delivery log, by the channel's id. */
  deliveries: (channel: string) => ['account', 'notifications', 'deliveries', channel] as const,
  calendarFeed: () => ['account', 'calendar-feed'] as const,
};

const channelPath = (id: string, action: 'test' | 'delete') =>
  `/api/notifications/channels/${encodeURIComponent(id)}/${action}`;

export function getChannels(signal?: AbortSignal): Promise<ChannelsResponse> {
  return apiFetch<ChannelsResponse>('/api/notifications/channels', { signal });
}

export function addChannel(request: AddChannelRequest): Promise<ChannelResponse> {
  return apiFetch<ChannelResponse>('/api/notifications/channels', {
    method: 'POST',
    body: request,
  });
}

export function testChannel(id: string): Promise<ChannelTestResponse> {
  return apiFetch<ChannelTestResponse>(channelPath(id, 'test'), { method: 'POST' });
}

export function deleteChannel(id: string): Promise<Notification> {
  return apiFetch<Notification>(channelPath(id, 'delete'), { method: 'POST' });
}

export function getAlertSettings(signal?: AbortSignal): Promise<AlertSettingsResponse> {
  return apiFetch<AlertSettingsResponse>('/api/notifications/settings', { signal });
}

export function saveAlertSettings(settings: AlertSettings): Promise<AlertSettingsSaved> {
  return apiFetch<AlertSettingsSaved>('/api/notifications/settings', {
    method: 'POST',
    body: settings,
  });
}

export function getDeliveries(channel: string, signal?: AbortSignal): Promise<DeliveriesResponse> {
  const query = new URLSearchParams({ channel });
  return apiFetch<DeliveriesResponse>(`/api/notifications/deliveries?${query}`, { signal });
}

export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedResponse> {
  return apiFetch<CalendarFeedResponse>('/api/user/calendar-feed', { signal });
}

/** A new secret URL; the one before it stops working. */
export function createCalendarFeed(): Promise<CalendarFeedResponse & Partial<Notification>> {
  return apiFetch('/api/user/calendar-feed', { method: 'POST' });
}

export function revokeCalendarFeed(): Promise<CalendarFeedResponse & Partial<Notification>> {
  return apiFetch('/api/user/calendar-feed/revoke', { method: 'POST' });
}

/** The owner's channels, the email channel first. */
export function useChannels() {
  return useQuery({
    queryKey: notificationKeys.channels(),
    queryFn: ({ signal }) => getChannels(signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
  });
}

export function useAlertSettings() {
  return useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getAlertSettings(signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
  });
}

/** One channel's last deliveries (the log asks only once it is opened). */
export function useDeliveries(channel: string) {
  return useQuery({
    queryKey: notificationKeys.deliveries(channel),
    queryFn: ({ signal }) => getDeliveries(channel, signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
  });
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: notificationKeys.calendarFeed(),
    queryFn: ({ signal }) => getCalendarFeed(signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
  });
}

/** Adds a channel; it joins the cached list at once, and the list loads again to be sure. */
export function useAddChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addChannel,
    onSuccess: (response) => {
      queryClient.setQueryData<ChannelsResponse>(notificationKeys.channels(), (cached) =>
        cached ? { payload: [...cached.payload, response.payload] } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.channels() });
    },
  });
}

/**
 * Sends a test to a channel. Whatever the far side answered, the test is a delivery: the
 * channel's last delivery and its log load again.
 */
export function useTestChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testChannel,
    onSettled: (_response, _error, id) => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.channels() });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.deliveries(id) });
    },
  });
}

/**
 * Removes a channel: it leaves the cached list at once, and the routes load again, since the
 * server takes it out of every event it carried.
 */
export function useRemoveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChannel,
    onSuccess: (_response, id) => {
      queryClient.setQueryData<ChannelsResponse>(notificationKeys.channels(), (cached) =>
        cached ? { payload: cached.payload.filter((channel) => channel._id !== id) } : cached,
      );
      queryClient.removeQueries({ queryKey: notificationKeys.deliveries(id) });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.channels() });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.settings() });
    },
  });
}

/** Saves the events' routes and the reminders; the answer replaces the cached settings. */
export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertSettings,
    onSuccess: (response) => {
      queryClient.setQueryData<AlertSettingsResponse>(notificationKeys.settings(), {
        payload: response.payload,
      });
    },
  });
}

/** Makes a new calendar link, or turns the link off; the answer is the feed as it now is. */
export function useCalendarFeedMutations() {
  const queryClient = useQueryClient();
  const keep = (response: CalendarFeedResponse) =>
    queryClient.setQueryData<CalendarFeedResponse>(notificationKeys.calendarFeed(), {
      payload: response.payload,
    });
  const create = useMutation({ mutationFn: createCalendarFeed, onSuccess: keep });
  const revoke = useMutation({ mutationFn: revokeCalendarFeed, onSuccess: keep });
  return { create, revoke };
}
