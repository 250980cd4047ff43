import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type {
  Domain,
  DomainResponse,
  EditDomainInput,
  EditDomainRequest,
  PagedResult,
  SearchDomainsResponse,
} from '@domainfolio/contracts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notifyError } from '../../../lib/api-errors';
import type { OwnDomain } from './get-domain';

export function editDomain(domain: EditDomainInput): Promise<DomainResponse> {
  const request: EditDomainRequest = { domain };
  return apiFetch<DomainResponse>('/api/domains/edit', { method: 'POST', body: request });
}

type DashboardPage = SearchDomainsResponse<Domain>;
type OwnDomainData = { payload: OwnDomain };

function patchPage(page: DashboardPage | undefined, change: EditDomainInput) {
  if (!page) return page;
  const docs = page.payload.docs.map((domain) =>
    domain._id === change._id ? { ...domain, ...change } : domain,
  );
  const payload: PagedResult<Domain> = { ...page.payload, docs };
  return { ...page, payload };
}

function patchOwn(own: OwnDomainData | undefined, change: EditDomainInput) {
  return own && own.payload._id === change._id ? { payload: { ...own.payload, ...change } } : own;
}

/**
 * Saves a change to a domain. The cached row (dashboard pages and the domain's own query) shows
 * the change at once; a refused change is rolled back and the server's error is shown. Either
 * way the domain lists and stats are loaded again afterwards.
 */
export function useEditDomain() {
  const queryClient = useQueryClient();
  const listKey = queryKeys.dashboardDomainsAll();
  const ownKey = queryKeys.ownDomainsAll();

  return useMutation({
    mutationFn: editDomain,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      await queryClient.cancelQueries({ queryKey: ownKey });
      const snapshot: [QueryKey, unknown][] = [
        ...queryClient.getQueriesData({ queryKey: listKey }),
        ...queryClient.getQueriesData({ queryKey: ownKey }),
      ];
      queryClient.setQueriesData<DashboardPage>({ queryKey: listKey }, (page) =>
        patchPage(page, change),
      );
      queryClient.setQueriesData<OwnDomainData>({ queryKey: ownKey }, (own) =>
        patchOwn(own, change),
      );
      return { snapshot };
    },
    onError: (error, _change, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      notifyError(error);
    },
    onSuccess: (response) => {
      // An edit answers without the registry data and history: the cached detail keeps them.
      queryClient.setQueryData<OwnDomainData>(
        queryKeys.ownDomain(response.payload.name),
        (own) => ({
          payload: { ...own?.payload, ...response.payload },
        }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.domains() }),
  });
}
