import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useDataSaver } from '../../../components/ui/data-saver';
import { EmptyState } from '../../../components/ui/empty-state';
import { MorePages } from '../../../components/ui/more-pages';
import { useT, type Translate } from '../../../i18n/use-t';
import { useWorks, type WorkCard } from '../api/find-works';
import { searchWith, useWorkFilters } from '../hooks/use-work-filters';
import { WorksFilters } from './works-filters';
import { WorksGrid, WorksGridSkeleton } from './works-grid';

/**
 * Finding work: filters in the URL, result cards in pages, more as the reader scrolls; in
 * data-saver mode more only when asked for, with the button.
 */
export function WorkSearch({ actionFor }: { actionFor?: (work: WorkCard) => ReactNode }) {
  const t = useT();
  const dataSaver = useDataSaver();
  const { filters, searchParams, setFilters, clearFilters } = useWorkFilters();
  const query = useWorks(filters);
  const works = query.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = Boolean(filters.q || filters.category || filters.tag || filters.color);
  const tagSearch = (tag: string) => `?${searchWith(searchParams, { tag }).toString()}`;

  return (
    <div className="space-y-8">
      <WorksFilters
        filters={filters}
        searchParams={searchParams}
        onChange={setFilters}
        onClear={clearFilters}
      />
      <p aria-live="polite" className="sr-only">
        {query.isSuccess && !query.isPlaceholderData
          ? resultsSummary(t, works.length, query.hasNextPage)
          : ''}
      </p>
      {query.isPending ? (
        <WorksGridSkeleton />
      ) : query.isError && works.length === 0 ? (
        <EmptyState
          title={t('works.failed.title')}
          action={<Button onClick={() => void query.refetch()}>{t('works.tryAgain')}</Button>}
        >
          {t('works.failed.text', { error: query.error.message })}
        </EmptyState>
      ) : works.length === 0 ? (
        <EmptyState
          title={isFiltered ? t('works.empty.filteredTitle') : t('works.empty.title')}
          action={
            isFiltered ? (
              <Button variant="secondary" onClick={clearFilters}>
                {t('works.filters.clear')}
              </Button>
            ) : undefined
          }
        >
          {isFiltered ? t('works.empty.filteredText') : t('works.empty.text')}
        </EmptyState>
      ) : (
        <div
          aria-busy={query.isPlaceholderData || query.isFetchingNextPage}
          className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}
        >
          <WorksGrid
            works={works}
            pendingCount={query.isFetchingNextPage ? 3 : 0}
            prioritiseFirst
            tagSearch={tagSearch}
            actionFor={actionFor}
          />
          <MorePages
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onScroll={!dataSaver}
            onMore={() => void query.fetchNextPage()}
            labels={{
              end: t('works.more.end'),
              failed: t('works.more.failed'),
              loading: t('works.more.loading'),
              load: t('works.more.load'),
              tryAgain: t('works.tryAgain'),
            }}
          />
        </div>
      )}
    </div>
  );
}

function resultsSummary(t: Translate, count: number, more: boolean): string {
  if (count === 0) return t('works.results.none');
  return more ? t('works.results.firstPage', { count }) : t('works.results.all', { count });
}
