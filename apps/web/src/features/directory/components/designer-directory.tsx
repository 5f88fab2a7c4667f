import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useDataSaver } from '../../../components/ui/data-saver';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT, type Translate } from '../../../i18n/use-t';
import { useDesigners } from '../api/find-designers';
import { useDesignerFilters } from '../hooks/use-designer-filters';
import { DesignerGrid, DesignerGridSkeleton } from './designer-grid';
import { DirectoryFilters } from './directory-filters';

/** How far below the viewport the next page starts loading, so scrolling rarely waits. */
const PREFETCH_MARGIN = '800px 0px';

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
  const isFiltered = Boolean(filters.q || filters.country || filters.discipline || filters.verified);

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

type MorePagesProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  failed: boolean;
  /** Whether the next page loads on its own as the reader nears it, or only with the button. */
  onScroll: boolean;
  onMore: () => void;
};

/**
 * The next page loads as its marker nears the viewport; the button does the same for keyboards,
 * browsers without IntersectionObserver, and after a failed page (which is never retried on its own).
 */
function MorePages({ hasNextPage, isFetchingNextPage, failed, onScroll, onMore }: MorePagesProps) {
  const t = useT();
  const marker = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  useEffect(() => {
    onMoreRef.current = onMore;
  });

  useEffect(() => {
    const element = marker.current;
    if (!element || !onScroll || !hasNextPage || isFetchingNextPage || failed) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onScroll, hasNextPage, isFetchingNextPage, failed]);

  if (!hasNextPage) {
    return <p className="mt-10 text-center text-sm text-stone-500">{t('directory.more.end')}</p>;
  }

  return (
    <div ref={marker} className="mt-10 flex flex-col items-center gap-3">
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('directory.more.failed')}
        </p>
      )}
      <Button variant="secondary" onClick={onMore} disabled={isFetchingNextPage}>
        {isFetchingNextPage
          ? t('directory.more.loading')
          : failed
            ? t('directory.tryAgain')
            : t('directory.more.load')}
      </Button>
    </div>
  );
}
