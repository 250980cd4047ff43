import { useDebouncedValue } from '@domainfolio/api-client';
import {
  DEFAULT_INTERVAL,
  PRODUCT_NAME,
  REGISTRY_FILTERS,
  SEARCH_DEBOUNCE_MS,
  formatCount,
  ownerSiteUrl,
  type CalendarInterval,
  type Domain,
  type EditDomainInput,
  type RegistryFlag,
} from '@domainfolio/contracts';
import {
  Alert,
  Button,
  EmptyState,
  ResultPager,
  notify,
  useDocumentTitle,
  useListParams,
  useSiteContext,
} from '@domainfolio/ui';
import { FunnelIcon, GlobeAltIcon, MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PortfolioCharts } from '../../analytics/components/portfolio-charts';
import { paths } from '../../../config/paths';
import { notifyError } from '../../../lib/api-errors';
import { BulkEditDialog, type BulkEditTarget } from '../components/bulk-edit-dialog';
import { useDeleteDomains } from '../api/delete-domains';
import { useEditDomain } from '../api/edit-domain';
import { useDashboardDomains } from '../api/get-dashboard-domains';
import { usePortfolioStats } from '../../../lib/api/get-portfolio-stats';
import { DeleteSelected } from '../components/delete-selected';
import { DomainTable } from '../components/domain-table';
import type { ConfirmedFlag, PendingFlag } from '../components/domain-table-context';
import { FlagConfirmDialog } from '../components/flag-confirm-dialog';
import { IntervalTabs } from '../../../components/interval-tabs';
import { PortfolioStatTiles } from '../components/portfolio-stat-tiles';
import { RecentBulkEdits } from '../components/recent-bulk-edits';
import { RegistryFilter } from '../components/registry-filter';
import { SelectionBar } from '../components/selection-bar';
import { TagFilter } from '../components/tag-filter';
import { SortTabs } from '../components/sort-tabs';
import { ToggleFieldsMenu } from '../components/toggle-fields-menu';
import { useHiddenColumns } from '../hooks/use-hidden-columns';
import { useNotifyBulkEdit } from '../hooks/use-notify-bulk-edit';
import { useClearFilters, useTagFilter } from '../hooks/use-tag-filter';

export const SORT_STORAGE_KEY = 'domainfolio:dashboard-sort';

/** What an empty filtered list says, by registry filter. */
const NO_MATCH_TITLES: Readonly<Record<RegistryFlag, string>> = {
  'at-risk': 'No domains at risk',
  differs: 'No domains differ from the registry',
  'not-found': 'No domains missing from the registry',
  'no-rdap': 'No domains without RDAP data',
  ok: 'No domains match the registry',
  pending: 'Every domain has been checked',
};

/**
 * The registry filter, kept in the URL (`?registry=at-risk`) beside the search, page and sort so
 * Back and shared links return to the same rows. A new filter goes back to page 1.
 */
function useRegistryFilter() {
  const [params, setParams] = useSearchParams();
  const value = params.get('registry');
  const registry = REGISTRY_FILTERS.find((flag) => flag === value) ?? null;
  const setRegistry = useCallback(
    (next: RegistryFlag | null) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        if (next) updated.set('registry', next);
        else updated.delete('registry');
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return { registry, setRegistry };
}

/**
 * /dashboard: the period's portfolio stats and the owner's domains, searched from
 * the top bar's box (`?q=`), filtered by registry data, sorted, paged, and edited in place.
 */
export function DomainsPage() {
  useDocumentTitle(`Domains | ${PRODUCT_NAME}`);
  const { appUrl } = useSiteContext();
  const [interval, setInterval] = useState<CalendarInterval>(DEFAULT_INTERVAL);
  const { query, page, sort, setPage, setSort } = useListParams({
    sortStorageKey: SORT_STORAGE_KEY,
  });
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS.dashboard);
  const stats = usePortfolioStats(interval);
  const { registry, setRegistry } = useRegistryFilter();
  const { tag, setTag } = useTagFilter();
  const clearFilters = useClearFilters();
  const list = useDashboardDomains({
    query: search,
    page,
    sort,
    registry: registry ?? undefined,
    tag: tag ?? undefined,
  });
  const { hidden, toggle } = useHiddenColumns();
  const { mutate: editDomain } = useEditDomain();
  const remove = useDeleteDomains();
  const [pending, setPending] = useState<PendingFlag | null>(null);

  // A selection belongs to the page it was made on; "all matching" to the search and filters.
  const scope = `${search}|${page}|${sort}|${registry ?? ''}|${tag ?? ''}`;
  const [selected, setSelected] = useState<{
    scope: string;
    rows: RowSelectionState;
    allMatching?: boolean;
  }>({ scope, rows: {} });
  const selection = selected.scope === scope ? selected.rows : {};
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const allMatching = selected.scope === scope && selected.allMatching === true;
  const [bulkEditing, setBulkEditing] = useState(false);
  const notifyBulkEdit = useNotifyBulkEdit();

  const actions = useMemo(
    () => ({
      edit: (change: EditDomainInput) =>
        editDomain(change, { onSuccess: (response) => notify(response) }),
      askFlag: (domain: Domain, field: ConfirmedFlag) =>
        setPending({ domain, field, next: !domain[field] }),
      pending,
      landingPageUrl: (domain: Domain) =>
        `${ownerSiteUrl(appUrl, domain.username)}/${encodeURIComponent(domain.name)}`,
    }),
    [editDomain, pending, appUrl],
  );

  function confirmFlag() {
    if (!pending) return;
    actions.edit({ _id: pending.domain._id, [pending.field]: pending.next });
    setPending(null);
  }

  function deleteSelected() {
    remove.mutate(selectedIds, {
      onSuccess: (response) => {
        notify(response);
        setSelected({ scope, rows: {} });
      },
      onError: (error) => notifyError(error),
    });
  }

  const result = list.data;
  const searching = search !== '';
  const filtering = registry !== null || tag !== null;
  const empty = result !== undefined && result.totalDocs === 0;
  const total = result?.totalDocs ?? selectedIds.length;
  const bulkTarget: BulkEditTarget = allMatching
    ? {
        filter: {
          ...(searching && { query: search }),
          ...(tag !== null && { tag }),
          ...(registry !== null && { registry }),
        },
      }
    : {
        names: (result?.docs ?? [])
          .filter((domain) => selection[domain._id])
          .map((domain) => domain.name),
      };

  return (
    <div className="space-y-8">
      <section aria-labelledby="stats-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="stats-heading" className="text-base font-semibold text-gray-900">
            Portfolio
          </h2>
          <IntervalTabs value={interval} onChange={setInterval} />
        </div>
        <PortfolioStatTiles stats={stats.data} />
      </section>
      <PortfolioCharts />

      <section aria-labelledby="domains-heading" className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="domains-heading" className="text-lg font-semibold text-gray-900">
            Domain Names
            {(searching || filtering) && result && (
              <span className="ml-2 text-sm font-normal text-gray-500">
                {formatCount(result.totalDocs, result.totalIsCapped)}{' '}
                {result.totalDocs === 1 ? 'result' : 'results'}
              </span>
            )}
          </h2>
          {selectedIds.length > 0 ? (
            // Deleting stays with the page's rows: every matching name is for Bulk edit only.
            !allMatching && (
              <DeleteSelected
                key={selectedIds.length}
                count={selectedIds.length}
                deleting={remove.isPending}
                onDelete={deleteSelected}
              />
            )
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <RegistryFilter value={registry} onChange={setRegistry} />
              <TagFilter value={tag} onChange={setTag} />
              <Link
                to={paths.dashboard.bulk}
                className="text-sm font-semibold text-indigo-600 hover:text-indigo-500"
              >
                Import / Export
              </Link>
              <ToggleFieldsMenu hidden={hidden} onToggle={toggle} />
            </div>
          )}
        </div>
        <div className="border-b border-gray-200">
          <SortTabs value={sort} onChange={setSort} />
        </div>

        {list.isError && !result ? (
          <Alert tone="error" title="Your domains could not be loaded">
            {list.error.message}
          </Alert>
        ) : empty && !searching && !filtering ? (
          <EmptyState
            icon={GlobeAltIcon}
            title="Add your first domain"
            description="Add a domain to give it a landing page, track its views and receive offers."
            action={
              <div className="flex flex-wrap justify-center gap-3">
                <Button href={paths.dashboard.newDomain}>Add Domain</Button>
                <Button variant="secondary" href={paths.dashboard.bulk}>
                  Import a file
                </Button>
              </div>
            }
          />
        ) : empty && filtering ? (
          <EmptyState
            icon={FunnelIcon}
            title={registry ? NO_MATCH_TITLES[registry] : `No domains tagged ${tag}`}
            description={
              searching || (registry && tag)
                ? 'None of the domains matching your search and filters. Try another search or filter.'
                : registry
                  ? 'The latest registry look-ups found none.'
                  : 'Tag names in their edit screen, or with Bulk edit.'
            }
            action={
              <Button variant="secondary" onClick={clearFilters}>
                Show all domains
              </Button>
            }
          />
        ) : empty ? (
          <EmptyState
            icon={MagnifyingGlassIcon}
            title="No domains match your search"
            description="Try fewer or different letters."
          />
        ) : (
          <>
            <DomainTable
              domains={result?.docs}
              loading={list.isPending}
              hidden={hidden}
              selection={selection}
              onSelectionChange={(rows) => setSelected({ scope, rows })}
              actions={actions}
              selectionBar={
                <SelectionBar
                  ids={selectedIds}
                  total={total}
                  allMatching={allMatching}
                  onSelectAllMatching={() =>
                    setSelected({
                      scope,
                      rows: Object.fromEntries(
                        (result?.docs ?? []).map((domain) => [domain._id, true]),
                      ),
                      allMatching: true,
                    })
                  }
                  onSelectPage={() => setSelected({ scope, rows: selection })}
                  onBulkEdit={() => setBulkEditing(true)}
                  onDone={() => setSelected({ scope, rows: {} })}
                />
              }
            />
            <ResultPager result={result} onPageChange={setPage} />
          </>
        )}
        <RecentBulkEdits />
      </section>

      <FlagConfirmDialog
        pending={pending}
        onConfirm={confirmFlag}
        onCancel={() => setPending(null)}
      />
      <BulkEditDialog
        open={bulkEditing}
        onClose={() => setBulkEditing(false)}
        target={bulkTarget}
        count={allMatching ? total : selectedIds.length}
        onApplied={(applied) => {
          setBulkEditing(false);
          setSelected({ scope, rows: {} });
          notifyBulkEdit(applied);
        }}
      />
    </div>
  );
}
