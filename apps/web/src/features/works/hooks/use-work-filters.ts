import { disciplines } from '@creators-archive/contract/entities/discipline-names';
import { WORK_COLOR_PATTERN, workSorts } from '@creators-archive/contract/works/work-search';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { WorkFilters, WorkSort } from '../api/find-works';
import { KEEP_SCROLL } from '../../../components/layouts/scroll-restoration';

const filterNames = ['q', 'category', 'tag', 'color', 'sort'] as const;

/** The longest tag the search takes; a longer one in the URL is cut, not refused. */
const TAG_MAX_LENGTH = 32;

/**
 * The filters as the URL holds them. Values the search would refuse (a category not in the list,
 * a colour not written `#rrggbb`, an unknown sort) are left out, so a mistyped link still shows
 * work instead of an error.
 */
export function filtersFromSearchParams(params: URLSearchParams): WorkFilters {
  const category = params.get('category');
  const color = params.get('color')?.trim();
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() || undefined,
    category: (disciplines as readonly string[]).includes(category ?? '') ? category! : undefined,
    tag: params.get('tag')?.trim().slice(0, TAG_MAX_LENGTH) || undefined,
    color: color && WORK_COLOR_PATTERN.test(color) ? color.toLowerCase() : undefined,
    sort: (workSorts as readonly string[]).includes(sort ?? '') ? (sort as WorkSort) : undefined,
  };
}

/** The address of the works page's search with `changes` made to `params`. */
export function searchWith(params: URLSearchParams, changes: Partial<WorkFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of filterNames) {
    if (!(name in changes)) continue;
    const value = changes[name];
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/**
 * The works page's filters live in the address, so a search can be shared and the back button
 * undoes it. `replace` is for typing and dragging the colour picker (one history entry per
 * search, not per letter or shade); choosing a filter pushes. The page keeps its scroll position.
 */
export function useWorkFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);

  const setFilters = useCallback(
    (changes: Partial<WorkFilters>, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams((current) => searchWith(current, changes), {
        replace,
        state: KEEP_SCROLL,
      });
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(
    () => setSearchParams(new URLSearchParams(), { state: KEEP_SCROLL }),
    [setSearchParams],
  );

  return { filters, searchParams, setFilters, clearFilters };
}
