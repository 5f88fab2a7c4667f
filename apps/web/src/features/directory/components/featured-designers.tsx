import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { QueryClient } from '@tanstack/react-query';
import { T, useT } from '../../../i18n/use-t';
import { findDesignersQueryOptions, useDesignersShortList } from '../api/find-designers';
import { DesignerCard } from './designer-card';
import { DesignerCardSkeleton } from './designer-card-skeleton';

export const FEATURED_COUNT = 6;
const LATEST_COUNT = 6;
const featuredFilters = { verified: true, sort: 'popular', limit: FEATURED_COUNT } as const;
const latestFilters = (count: number) => ({ sort: 'newest', limit: count }) as const;

/** The home page's two rows, fetched before the server renders it. */
export function prefetchHomeRows(queryClient: QueryClient) {
  return Promise.all([
    queryClient.prefetchQuery(findDesignersQueryOptions(featuredFilters)),
    queryClient.prefetchQuery(findDesignersQueryOptions(latestFilters(LATEST_COUNT))),
  ]);
}
const homeGridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
/** Home's rows sit in max-w-5xl: three columns of at most 309 px from 1024 px. */
const HOME_IMAGE_SIZES = '(min-width: 1024px) 309px, (min-width: 640px) 50vw, 100vw';

/** The most liked verified designers; the first cover is the page's largest image above the fold. */
export function FeaturedDesigners({ prioritiseFirst = false }: { prioritiseFirst?: boolean }) {
  const t = useT();
  const query = useDesignersShortList(featuredFilters);

  if (query.isPending) return <CardRowSkeleton />;
  if (query.isError) {
    return <RowProblem message={t('directory.featured.failed')} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <p className="text-stone-600">
        <T
          id="directory.featured.noneVerified"
          components={{
            0: (
              <Link
                to="/vetted-program"
                className="font-medium text-stone-900 underline underline-offset-4"
              />
            ),
          }}
        />
      </p>
    );
  }
  return (
    <ul className={homeGridClasses}>
      {query.data.map((designer, index) => (
        <li key={designer.id}>
          <DesignerCard
            designer={designer}
            sizes={HOME_IMAGE_SIZES}
            priority={prioritiseFirst && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

/** The newest members' covers: the latest work to join the archive, each leading to its designer. */
export function LatestWork({ count = LATEST_COUNT }: { count?: number }) {
  const t = useT();
  const query = useDesignersShortList(latestFilters(count));

  if (query.isPending) return <TileRowSkeleton count={count} />;
  if (query.isError) {
    return <RowProblem message={t('directory.latest.failed')} onRetry={() => void query.refetch()} />;
  }
  const withCover = query.data.filter((designer) => designer.cover);
  if (withCover.length === 0) return <p className="text-stone-600">{t('directory.latest.none')}</p>;
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
      {withCover.map((designer) => {
        const cover = designer.cover!;
        const title = cover.title ?? t('directory.latest.untitled');
        return (
          <li key={designer.id}>
            <Link to={`/designers/${designer.id}`} className="group block">
              <div className="aspect-square overflow-hidden rounded-2xl bg-stone-100">
                <ResponsiveImage
                  image={cover}
                  alt={t('directory.workAlt', { title, name: designer.fullName })}
                  sizes="(min-width: 1024px) 309px, 50vw"
                  className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
                />
              </div>
              <p className="mt-2 truncate text-sm font-medium text-stone-900">{title}</p>
              <p className="truncate text-sm text-stone-600">{designer.fullName}</p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function CardRowSkeleton() {
  const t = useT();
  return (
    <div
      className={homeGridClasses}
      aria-busy="true"
      role="status"
      aria-label={t('directory.loadingDesigners')}
    >
      {Array.from({ length: FEATURED_COUNT }, (_, index) => (
        <DesignerCardSkeleton key={index} />
      ))}
    </div>
  );
}

function TileRowSkeleton({ count }: { count: number }) {
  const t = useT();
  return (
    <div
      className="grid grid-cols-2 gap-4 lg:grid-cols-3"
      aria-busy="true"
      role="status"
      aria-label={t('directory.loadingWork')}
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true">
          <div className="aspect-square animate-pulse rounded-2xl bg-stone-100" />
          <div className="mt-2 h-5" />
          <div className="h-5" />
        </div>
      ))}
    </div>
  );
}

function RowProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-3 text-stone-600">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary')}>
        {t('directory.tryAgain')}
      </button>
    </div>
  );
}
