import {
  DEFAULT_RENEWAL_WINDOW_DAYS,
  PRODUCT_NAME,
  RENEWAL_WINDOW_DAYS,
  formatCount,
  formatCurrency,
  type RenewalCandidate,
  type RenewalSuggestion,
} from '@domainfolio/contracts';
import { Button, EmptyState, useDocumentTitle } from '@domainfolio/ui';
import { CalendarDaysIcon, FunnelIcon } from '@heroicons/react/24/outline';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChipGroup } from '../../../components/chip-group';
import { LoadError } from '../../../components/load-error';
import { StatTiles } from '../../../components/stat-tiles';
import { useChooseRenewal } from '../api/choose-renewal';
import { useRenewals } from '../api/get-renewals';
import { RenewalsTable } from '../components/renewals-table';
import { SUGGESTION_LABELS } from '../components/suggestion-badge';

const SUGGESTIONS = ['renew', 'reprice', 'drop'] as const satisfies readonly RenewalSuggestion[];

/** The window (`?days=`, 90 when left out) and the suggestion shown (`?suggestion=`), in the URL. */
function useRenewalParams() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days =
    RENEWAL_WINDOW_DAYS.find((window) => window === asked) ?? DEFAULT_RENEWAL_WINDOW_DAYS;
  const suggestion = SUGGESTIONS.find((value) => value === params.get('suggestion')) ?? null;
  const set = useCallback(
    (key: 'days' | 'suggestion', value: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    days,
    suggestion,
    setDays: (value: number) =>
      set('days', value === DEFAULT_RENEWAL_WINDOW_DAYS ? null : String(value)),
    setSuggestion: (value: RenewalSuggestion | null) => set('suggestion', value),
  };
}

const WINDOW_OPTIONS = RENEWAL_WINDOW_DAYS.map((days) => ({ value: days, label: `${days} days` }));

const names = (count: number) => `${formatCount(count)} ${count === 1 ? 'name' : 'names'}`;

/**
 * /dashboard/renewals: the names expiring in the chosen window with what each cost and drew,
 * the rules' suggestion (renew, reprice, drop) and the owner's choice (Renew, or Let it expire,
 * which turns its reminders off), over the budget of renewing all of them and the kept ones.
 */
export function RenewalsPage() {
  useDocumentTitle(`Renew or drop | ${PRODUCT_NAME}`);
  const { days, suggestion, setDays, setSuggestion } = useRenewalParams();
  const query = useRenewals(days);
  const choose = useChooseRenewal();
  const summary = query.data;
  const { mutate } = choose;
  const onChoose = useCallback(
    (domain: RenewalCandidate, letExpire: boolean) => mutate({ domain, letExpire }),
    [mutate],
  );

  const counts = Object.fromEntries(
    SUGGESTIONS.map((value) => [
      value,
      summary?.domains.filter((domain) => domain.suggestion === value).length ?? 0,
    ]),
  ) as Record<RenewalSuggestion, number>;
  const filterOptions = [
    { value: 'all', label: `All${summary ? ` (${formatCount(summary.domains.length)})` : ''}` },
    ...SUGGESTIONS.map((value) => ({
      value,
      label: `${SUGGESTION_LABELS[value]}${summary ? ` (${formatCount(counts[value])})` : ''}`,
    })),
  ];
  const shown = summary?.domains.filter(
    (domain) => suggestion === null || domain.suggestion === suggestion,
  );

  return (
    <div className="space-y-8">
      <section aria-labelledby="renewals-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="renewals-heading" className="text-lg font-semibold text-gray-900">
              Renew or drop
            </h2>
            <p className="mt-1 text-sm text-gray-500">
              The names expiring in the next {days} days, with what they cost and drew in a year.
            </p>
          </div>
          <ChipGroup
            label="Expiring within"
            options={WINDOW_OPTIONS}
            value={days}
            onChange={setDays}
          />
        </div>
        <StatTiles
          tiles={[
            { label: `Expiring in ${days} days`, value: summary && formatCount(summary.count) },
            { label: 'Renewing all', value: summary && formatCurrency(summary.renewalCost) },
            { label: 'Names you keep', value: summary && formatCount(summary.keeping) },
            {
              label: 'Renewing what you keep',
              value: summary && formatCurrency(summary.keepingCost),
            },
          ]}
        />
      </section>

      <section aria-label="Names coming up for renewal" className="min-w-0 space-y-4">
        {query.isError && !summary ? (
          <LoadError
            title="Your renewals could not be loaded"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : summary && summary.count === 0 ? (
          <EmptyState
            icon={CalendarDaysIcon}
            title={`Nothing expires in the next ${days} days.`}
            description={
              days < 365 ? 'Look further ahead to plan the renewals to come.' : undefined
            }
            action={
              days < 365 ? (
                <Button variant="secondary" onClick={() => setDays(365)}>
                  Show the next 365 days
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <ChipGroup
                label="Suggestion"
                options={filterOptions}
                value={suggestion ?? 'all'}
                onChange={(value) =>
                  setSuggestion(SUGGESTIONS.find((known) => known === value) ?? null)
                }
              />
              {summary && summary.count > summary.domains.length && (
                <p className="text-sm text-gray-500">
                  Showing the {names(summary.domains.length)} expiring first of{' '}
                  {formatCount(summary.count)}.
                </p>
              )}
            </div>
            {shown && shown.length === 0 && suggestion ? (
              <EmptyState
                icon={FunnelIcon}
                title={`No names to ${SUGGESTION_LABELS[suggestion].toLowerCase()} in the next ${days} days`}
                action={
                  <Button variant="secondary" onClick={() => setSuggestion(null)}>
                    Show all names
                  </Button>
                }
              />
            ) : (
              <RenewalsTable domains={shown} onChoose={onChoose} />
            )}
          </>
        )}
      </section>
    </div>
  );
}
