import { apiFetch, retryUnlessClientError } from '@domainfolio/api-client';
import type {
  AddRegistrarConnectionRequest,
  Notification,
  RegistrarConnection,
  RegistrarConnectionResponse,
  RegistrarConnectionsResponse,
  RegistrarSyncRun,
  RegistrarSyncRunResponse,
  RegistrarSyncRunsResponse,
} from '@domainfolio/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** How often the list is asked again while a sync is queued or running. */
export const SYNC_POLL_MS = 1000;

/** The query keys of the owner's registrar connections; only the account screen reads them. */
export const registrarKeys = {
  connections: () => ['account', 'registrar-connections'] as const,
  /** One connection's last runs, by the connection's id. */
  runs: (connection: string) => ['account', 'registrar-connections', 'runs', connection] as const,
};

const connectionPath = (id: string, action: 'test' | 'sync' | 'pause' | 'delete' | 'runs') =>
  `/api/registrar-connections/${encodeURIComponent(id)}/${action}`;

/** Whether a run has yet to finish: its connection's list is polled until it does. */
export function isRunOpen(run: RegistrarSyncRun | null | undefined): boolean {
  return run?.status === 'queued' || run?.status === 'running';
}

export function getRegistrarConnections(
  signal?: AbortSignal,
): Promise<RegistrarConnectionsResponse> {
  return apiFetch<RegistrarConnectionsResponse>('/api/registrar-connections', { signal });
}

export function addRegistrarConnection(
  request: AddRegistrarConnectionRequest,
): Promise<RegistrarConnectionResponse> {
  return apiFetch<RegistrarConnectionResponse>('/api/registrar-connections', {
    method: 'POST',
    body: request,
  });
}

export function testRegistrarConnection(id: string): Promise<RegistrarConnectionResponse> {
  return apiFetch<RegistrarConnectionResponse>(connectionPath(id, 'test'), { method: 'POST' });
}

export function syncRegistrarConnection(id: string): Promise<RegistrarSyncRunResponse> {
  return apiFetch<RegistrarSyncRunResponse>(connectionPath(id, 'sync'), { method: 'POST' });
}

export function pauseRegistrarConnection(
  id: string,
  paused: boolean,
): Promise<RegistrarConnectionResponse> {
  return apiFetch<RegistrarConnectionResponse>(connectionPath(id, 'pause'), {
    method: 'POST',
    body: { paused },
  });
}

export function deleteRegistrarConnection(id: string): Promise<Notification> {
  return apiFetch<Notification>(connectionPath(id, 'delete'), { method: 'POST' });
}

export function getRegistrarSyncRuns(
  id: string,
  signal?: AbortSignal,
): Promise<RegistrarSyncRunsResponse> {
  return apiFetch<RegistrarSyncRunsResponse>(connectionPath(id, 'runs'), { signal });
}

/** Applies `change` to the cached connection `id`, leaving the others and the registrars. */
function updateCached(
  queryClient: QueryClient,
  id: string,
  change: (connection: RegistrarConnection) => RegistrarConnection,
) {
  queryClient.setQueryData<RegistrarConnectionsResponse>(registrarKeys.connections(), (cached) =>
    cached
      ? {
          ...cached,
          payload: cached.payload.map((connection) =>
            connection._id === id ? change(connection) : connection,
          ),
        }
      : cached,
  );
}

/**
 * The owner's connections and the registrars that can be connected. While any connection's
 * last run is queued or running the list is asked again every second, so its counts move; it
 * stops once every run has finished.
 */
export function useRegistrarConnections() {
  return useQuery({
    queryKey: registrarKeys.connections(),
    queryFn: ({ signal }) => getRegistrarConnections(signal),
    retry: retryUnlessClientError,
    refetchInterval: (query) =>
      query.state.data?.payload.some((connection) => isRunOpen(connection.lastRun))
        ? SYNC_POLL_MS
        : false,
  });
}

/** One connection's last runs, newest first (asked only once its disclosure is opened). */
export function useRegistrarSyncRuns(id: string) {
  return useQuery({
    queryKey: registrarKeys.runs(id),
    queryFn: ({ signal }) => getRegistrarSyncRuns(id, signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
  });
}

/**
 * Connects an account. The answer already holds the first run, queued: the connection joins the
 * cached list with it, which starts the polling.
 */
export function useAddRegistrarConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRegistrarConnection,
    onSuccess: (response) => {
      queryClient.setQueryData<RegistrarConnectionsResponse>(
        registrarKeys.connections(),
        (cached) =>
          cached ? { ...cached, payload: [...cached.payload, response.payload] } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: registrarKeys.connections() });
    },
  });
}

/**
 * Asks the registrar whether the stored credentials still work. A refusal is kept as the
 * connection's last error by the server, so the list loads again whatever the answer.
 */
export function useTestRegistrarConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testRegistrarConnection,
    onSuccess: (response, id) => updateCached(queryClient, id, () => response.payload),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: registrarKeys.connections() });
    },
  });
}

/** Starts a sync (or gets the one already open); it becomes the connection's last run at once. */
export function useSyncRegistrarConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncRegistrarConnection,
    onSuccess: (response, id) => {
      updateCached(queryClient, id, (connection) => ({ ...connection, lastRun: response.payload }));
      void queryClient.invalidateQueries({ queryKey: registrarKeys.runs(id) });
    },
  });
}

export function usePauseRegistrarConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      pauseRegistrarConnection(id, paused),
    onSuccess: (response, { id }) => updateCached(queryClient, id, () => response.payload),
  });
}

/** Removes a connection and its credentials; its domains stay in the portfolio. */
export function useRemoveRegistrarConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRegistrarConnection,
    onSuccess: (_response, id) => {
      queryClient.setQueryData<RegistrarConnectionsResponse>(
        registrarKeys.connections(),
        (cached) =>
          cached
            ? { ...cached, payload: cached.payload.filter((connection) => connection._id !== id) }
            : cached,
      );
      queryClient.removeQueries({ queryKey: registrarKeys.runs(id) });
      void queryClient.invalidateQueries({ queryKey: registrarKeys.connections() });
    },
  });
}
