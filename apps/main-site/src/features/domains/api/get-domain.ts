import { apiFetch, queryKeys, retryUnlessClientError } from '@domainfolio/api-client';
import type { Domain, DomainDetail } from '@domainfolio/contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * What the domain's own query holds: the detail GET answers, or for a moment a plain Domain an
 * edit wrote into the cache (edits answer without the registry data) until the detail loads again.
 */
export type OwnDomain = Domain &
  Partial<Pick<DomainDetail, 'registry' | 'history' | 'atRegistrars'>>;

export function getDomain(name: string, signal?: AbortSignal): Promise<{ payload: DomainDetail }> {
  return apiFetch<{ payload: DomainDetail }>(`/api/domains/${encodeURIComponent(name)}`, {
    signal,
  });
}

/**
 * One of the owner's domains by name, with its registry data, history and registrar accounts;
 * a 404 means the owner has no such domain.
 */
export function useDomain(name: string) {
  const key = name.trim().toLowerCase();
  return useQuery<{ payload: OwnDomain }, Error, OwnDomain>({
    queryKey: queryKeys.ownDomain(key),
    queryFn: ({ signal }) => getDomain(key, signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
    enabled: key !== '',
    refetchInterval: awaitingFirstLookUp,
  });
}

/** How long a new domain's page keeps asking for its first registry data. */
const FIRST_LOOK_UP_MS = 30_000;

/**
 * A domain just added is looked up at once: its page asks again every second for the first
 * half minute, until the registry's answer (or why there is none) is in, so the owner sees the
 * dates arrive without reloading.
 */
function awaitingFirstLookUp(query: { state: { data?: { payload: OwnDomain } } }): number | false {
  const domain = query.state.data?.payload;
  if (!domain?.registry || domain.sold) return false;
  const { checkedAt, problem } = domain.registry;
  const age = Date.now() - new Date(domain.createdDate).getTime();
  return checkedAt === null && problem === null && age < FIRST_LOOK_UP_MS ? 1000 : false;
}
