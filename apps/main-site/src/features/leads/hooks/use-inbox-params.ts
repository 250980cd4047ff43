import {
  DEFAULT_LEAD_FILTER,
  LEAD_FILTERS,
  LEAD_SORTS,
  type LeadFilter,
  type LeadSort,
} from '@domainfolio/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DEFAULT_LEAD_SORT: LeadSort = 'NEWEST';

function isLeadFilter(value: string | null): value is LeadFilter {
  return (LEAD_FILTERS as readonly (string | null)[]).includes(value);
}

function isLeadSort(value: string | null): value is LeadSort {
  return (LEAD_SORTS as readonly (string | null)[]).includes(value);
}

/**
 * The inbox's filter, sort and page, kept in the URL (`?status=&sort=&page=`, defaults left
 * out) so Back from a thread returns to the same list. Another filter or sort starts at page 1.
 */
export function useInboxParams() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const sortParam = params.get('sort');
  const pageParam = Number.parseInt(params.get('page') ?? '', 10);
  const status = isLeadFilter(statusParam) ? statusParam : DEFAULT_LEAD_FILTER;
  const sort = isLeadSort(sortParam) ? sortParam : DEFAULT_LEAD_SORT;
  const page = Number.isFinite(pageParam) && pageParam > 1 ? pageParam : 1;

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );

  return {
    status,
    sort,
    page,
    setStatus: (next: LeadFilter) =>
      update({ status: next === DEFAULT_LEAD_FILTER ? null : next, page: null }),
    setSort: (next: LeadSort) =>
      update({ sort: next === DEFAULT_LEAD_SORT ? null : next, page: null }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
  };
}
