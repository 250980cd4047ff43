import { apiFetch, isApiError, queryKeys } from '@domainfolio/api-client';
import type {
  DeclineLeadRequest,
  LeadThreadChangedResponse,
  ReplyToLeadRequest,
} from '@domainfolio/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

function movePath(id: string, move: 'reply' | 'accept' | 'decline'): string {
  return `/api/leads/${encodeURIComponent(id)}/${move}`;
}

export function replyToLead(
  id: string,
  request: ReplyToLeadRequest,
): Promise<LeadThreadChangedResponse> {
  return apiFetch(movePath(id, 'reply'), { method: 'POST', body: request });
}

export function acceptLead(id: string): Promise<LeadThreadChangedResponse> {
  return apiFetch(movePath(id, 'accept'), { method: 'POST' });
}

export function declineLead(
  id: string,
  request: DeclineLeadRequest,
): Promise<LeadThreadChangedResponse> {
  return apiFetch(movePath(id, 'decline'), { method: 'POST', body: request });
}

/** Whether a query key is one of the lead lists or the summary, not a thread. */
function isLeadListKey(key: readonly unknown[]): boolean {
  return key[0] === 'domains' && key[1] === 'leads' && key[2] !== 'thread';
}

/**
 * After a move the answer is the thread as it now stands: it replaces the cached one, and the
 * inbox, its figures and the sidebar badge load again. A 409 means the thread moved meanwhile
 * (the buyer answered, a counter expired): the thread loads again, so the buttons say what is
 * possible now.
 */
function useThreadMove<T>(id: string, send: (variables: T) => Promise<LeadThreadChangedResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (response) => {
      queryClient.setQueryData(queryKeys.leadThread(id), { payload: response.payload });
      void refreshLists(queryClient);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.leadThread(id) });
        void refreshLists(queryClient);
      }
    },
  });
}

function refreshLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => isLeadListKey(query.queryKey) });
}

export function useReplyToLead(id: string) {
  return useThreadMove(id, (request: ReplyToLeadRequest) => replyToLead(id, request));
}

export function useAcceptLead(id: string) {
  return useThreadMove(id, () => acceptLead(id));
}

export function useDeclineLead(id: string) {
  return useThreadMove(id, (request: DeclineLeadRequest) => declineLead(id, request));
}
