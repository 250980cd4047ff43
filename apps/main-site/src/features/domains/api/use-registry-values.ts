import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type {
  DomainRegistry,
  DomainRegistryResponse,
  UseRegistryValuesRequest,
} from '@domainfolio/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OwnDomain } from './get-domain';

export type RegistryField = UseRegistryValuesRequest['fields'][number];

export interface UseRegistryValuesInput {
  /** The domain's stored name. */
  name: string;
  fields: RegistryField[];
}

/** Takes the registry's value for these fields; 409 when the registry has none. */
export function applyRegistryValues({
  name,
  fields,
}: UseRegistryValuesInput): Promise<DomainRegistryResponse> {
  const request: UseRegistryValuesRequest = { fields };
  return apiFetch<DomainRegistryResponse>(
    `/api/domains/${encodeURIComponent(name)}/registry-apply`,
    { method: 'POST', body: request },
  );
}

/** Writes a fresh registry answer into the domain's cached detail, so the panel shows it at once. */
export function patchOwnRegistry(
  queryClient: QueryClient,
  name: string,
  registry: DomainRegistry,
): void {
  queryClient.setQueryData<{ payload: OwnDomain }>(queryKeys.ownDomain(name), (own) =>
    own ? { payload: { ...own.payload, registry } } : own,
  );
}

/**
 * Uses the registry's expiration or registrar for a domain. The panel shows the new state at
 * once; the domain (whose fields changed), the lists and stats load again.
 */
export function useApplyRegistryValues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRegistryValues,
    onSuccess: async (response, { name }) => {
      patchOwnRegistry(queryClient, name, response.payload);
      await queryClient.invalidateQueries({ queryKey: queryKeys.domains() });
    },
  });
}
