import { normalizeTag } from '@domainfolio/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The tag filter, kept in the URL (`?tag=ai`) beside the search, page, sort and registry filter
 * so Back and shared links return to the same rows. A new filter goes back to page 1.
 */
export function useTagFilter() {
  const [params, setParams] = useSearchParams();
  const tag = normalizeTag(params.get('tag') ?? '');
  const setTag = useCallback(
    (next: string | null) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        if (next) updated.set('tag', next);
        else updated.delete('tag');
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return { tag, setTag };
}

/** Drops the registry and tag filters at once (one navigation: two would undo each other). */
export function useClearFilters() {
  const [, setParams] = useSearchParams();
  return useCallback(
    () =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        for (const key of ['registry', 'tag', 'page']) updated.delete(key);
        return updated;
      }),
    [setParams],
  );
}
