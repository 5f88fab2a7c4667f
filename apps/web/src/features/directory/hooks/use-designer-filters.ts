import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { designerSorts } from '@creators-archive/contract/directory/designer-search';
import { openToKinds, type OpenToKind } from '@creators-archive/contract/entities/open-to';
import type { DesignerFilters, DesignerSort } from '../api/find-designers';
import { KEEP_SCROLL } from '../../../components/layouts/scroll-restoration';

const filterNames = ['q', 'country', 'discipline', 'openTo', 'verified', 'sort'] as const;

/** The filters as the URL holds them; unknown or empty values are left out. */
export function filtersFromSearchParams(params: URLSearchParams): DesignerFilters {
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() || undefined,
    country: params.get('country') || undefined,
    discipline: params.get('discipline') || undefined,
    openTo: (openToKinds as readonly string[]).includes(params.get('openTo') ?? '')
      ? (params.get('openTo') as OpenToKind)
      : undefined,
    verified: params.get('verified') === 'true' ? true : undefined,
    sort: (designerSorts as readonly string[]).includes(sort ?? '') ? (sort as DesignerSort) : undefined,
  };
}

/**
 * The directory's filters live in the address, so a search can be shared and the back button
 * undoes it. `replace` is for typing (one history entry per search, not per letter); choosing a
 * filter pushes. The page keeps its scroll position either way.
 */
export function useDesignerFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);

  const setFilters = useCallback(
    (changes: Partial<DesignerFilters>, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of filterNames) {
            if (!(name in changes)) continue;
            const value = changes[name];
            if (value === undefined || value === '' || value === false) next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace, state: KEEP_SCROLL },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(
    () => setSearchParams(new URLSearchParams(), { state: KEEP_SCROLL }),
    [setSearchParams],
  );

  return { filters, setFilters, clearFilters };
}
