import { Button } from '../../../components/ui/button';
import { useDataSaver } from '../../../components/ui/data-saver';
import { EmptyState } from '../../../components/ui/empty-state';
import { MorePages } from '../../../components/ui/more-pages';
import { useT, type Translate } from '../../../i18n/use-t';
import { useDesigners } from '../api/find-designers';
import { useDesignerFilters } from '../hooks/use-designer-filters';
import { DesignerGrid, DesignerGridSkeleton } from './designer-grid';
import { DirectoryFilters } from './directory-filters';

/**
 * The searchable directory: filters in the URL, cards in pages, more as the reader scrolls; in
 * data-saver mode more only when asked for, with the button.
 */
export function DesignerDirectory() {
  const t = useT();
  const dataSaver = useDataSaver();
  const { filters, setFilters, clearFilters } = useDesignerFilters();
  const query = useDesigners(filters);
  const designers = query.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = Boolean(
    filters.q || filters.country || filters.discipline || filters.openTo || filters.verified,
  );

  return (
    <div className="space-y-8">
      <DirectoryFilters filters={filters} onChange={setFilters} onClear={clearFilters} />
      <p aria-live="polite" className="sr-only">
        {query.isSuccess && !query.isPlaceholderData
          ? resultsSummary(t, designers.length, query.hasNextPage)
          : ''}
      </p>
      {query.isPending ? (
        <DesignerGridSkeleton />
      ) : query.isError && designers.length === 0 ? (
        <EmptyState
          title={t('directory.failed.title')}
          action={<Button onClick={() => void query.refetch()}>{t('directory.tryAgain')}</Button>}
        >
          {t('directory.failed.text', { error: query.error.message })}
        </EmptyState>
      ) : designers.length === 0 ? (
        <EmptyState
          title={isFiltered ? t('directory.empty.filteredTitle') : t('directory.empty.title')}
          action={
            isFiltered ? (
              <Button variant="secondary" onClick={clearFilters}>
                {t('directory.filters.clear')}
              </Button>
            ) : undefined
          }
        >
          {isFiltered ? t('directory.empty.filteredText') : t('directory.empty.text')}
        </EmptyState>
      ) : (
        <div
          aria-busy={query.isPlaceholderData || query.isFetchingNextPage}
          className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}
        >
          <DesignerGrid
            designers={designers}
            pendingCount={query.isFetchingNextPage ? 3 : 0}
            prioritiseFirst
          />
          <MorePages
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onScroll={!dataSaver}
            onMore={() => void query.fetchNextPage()}
            labels={{
              end: t('directory.more.end'),
              failed: t('directory.more.failed'),
              loading: t('directory.more.loading'),
              load: t('directory.more.load'),
              tryAgain: t('directory.tryAgain'),
            }}
          />
        </div>
      )}
    </div>
  );
}

function resultsSummary(t: Translate, count: number, more: boolean): string {
  if (count === 0) return t('directory.results.none');
  return more ? t('directory.results.firstPage', { count }) : t('directory.results.all', { count });
}
