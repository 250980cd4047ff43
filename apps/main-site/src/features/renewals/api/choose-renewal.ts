import { queryKeys } from '@domainfolio/api-client';
import type { RenewalCandidate, RenewalsResponse } from '@domainfolio/contracts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notifyError } from '../../../lib/api-errors';
import { muteReminders } from '../../../lib/api/mute-reminders';

export interface RenewalChoice {
  domain: RenewalCandidate;
  /** True: "let it expire" (its reminders go off); false: renew (they come back on). */
  letExpire: boolean;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The list with one name's choice changed, and the kept names' count and cost with it. */
export function withChoice(
  response: RenewalsResponse | undefined,
  { domain, letExpire }: RenewalChoice,
): RenewalsResponse | undefined {
  if (!response) return response;
  const summary = response.payload;
  const listed = summary.domains.find((candidate) => candidate._id === domain._id);
  if (!listed || listed.letExpire === letExpire) return response;
  const sign = letExpire ? -1 : 1;
  return {
    payload: {
      ...summary,
      domains: summary.domains.map((candidate) =>
        candidate._id === domain._id ? { ...candidate, letExpire } : candidate,
      ),
      keeping: summary.keeping + sign,
      keepingCost: cents(summary.keepingCost + sign * (listed.renewalCost ?? 0)),
    },
  };
}

const RENEWALS_PREFIX: QueryKey = ['domains', 'renewals'];
const CHOICE_KEY = ['renewal-choice'];

/**
 * The owner's choice for a name coming up for renewal, saved as its expiry reminders (off for
 * "let it expire"). Every window's list and budget show the choice at once; a refused change is
 * rolled back with the server's error, and the owner's domains load again once the last choice
 * made is saved.
 */
export function useChooseRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CHOICE_KEY,
    mutationFn: ({ domain, letExpire }: RenewalChoice) =>
      muteReminders({ payload: [domain._id], muted: letExpire }),
    onMutate: async (choice) => {
      await queryClient.cancelQueries({ queryKey: RENEWALS_PREFIX });
      const snapshot = queryClient.getQueriesData<RenewalsResponse>({ queryKey: RENEWALS_PREFIX });
      queryClient.setQueriesData<RenewalsResponse>({ queryKey: RENEWALS_PREFIX }, (response) =>
        withChoice(response, choice),
      );
      return { snapshot };
    },
    onError: (error, _choice, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      notifyError(error);
    },
    onSettled: () => {
      // While another choice is on its way, a reload would show the list without it.
      if (queryClient.isMutating({ mutationKey: CHOICE_KEY }) > 1) return;
      return queryClient.invalidateQueries({ queryKey: queryKeys.domains() });
    },
  });
}
