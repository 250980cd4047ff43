import { apiFetch, retryUnlessClientError } from '@domainfolio/api-client';
import type {
  AdminAccountResponse,
  AdminAccountsResponse,
  AdminActionsResponse,
  PlanType,
} from '@domainfolio/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Rows a page of accounts holds. */
export const ADMIN_ACCOUNTS_PAGE_SIZE = 25;
/** Entries the recent-actions log shows. */
export const ADMIN_ACTIONS_SHOWN = 20;

/** The prefix of every admin query, which a change (or a confirmed code) loads again. */
export const adminKey = ['admin'] as const;

export function useAdminAccounts(query: string, page: number) {
  return useQuery({
    queryKey: [...adminKey, 'accounts', { query, page }],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({
        page: String(page),
        limit: String(ADMIN_ACCOUNTS_PAGE_SIZE),
      });
      if (query.trim() !== '') search.set('query', query.trim());
      return apiFetch<AdminAccountsResponse>(`/api/admin/accounts?${search.toString()}`, {
        signal,
      });
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

export function useAdminActions() {
  return useQuery({
    queryKey: [...adminKey, 'actions'],
    queryFn: ({ signal }) =>
      apiFetch<AdminActionsResponse>(`/api/admin/actions?limit=${ADMIN_ACTIONS_SHOWN}`, {
        signal,
      }),
    retry: retryUnlessClientError,
  });
}

export type AdminChange =
  | { kind: 'disable'; id: string }
  | { kind: 'enable'; id: string }
  | { kind: 'plan'; id: string; planType: PlanType };

function sendChange(change: AdminChange): Promise<AdminAccountResponse> {
  const path = `/api/admin/accounts/${encodeURIComponent(change.id)}/${change.kind}`;
  return change.kind === 'plan'
    ? apiFetch<AdminAccountResponse>(path, {
        method: 'POST',
        body: { planType: change.planType },
      })
    : apiFetch<AdminAccountResponse>(path, { method: 'POST' });
}

/** Disables, enables or changes the plan of an account; the list and the log reload after. */
export function useAdminChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
