import type { ReactNode } from 'react';
import { offScreenCardClasses } from '../../../components/ui/card-list';
import { useT } from '../../../i18n/use-t';
import type { WorkCard as WorkCardData } from '../api/find-works';
import { WorkCard, WorkCardSkeleton } from './work-card';

export const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

type WorksGridProps = {
  works: WorkCardData[];
  /** Skeleton cards after the real ones, while the next page loads. */
  pendingCount?: number;
  /** The first cover is above the fold: fetched first, never lazily. */
  prioritiseFirst?: boolean;
  tagSearch: (tag: string) => string;
  /** Each card's button over its cover (Save, Remove), when the page gives one. */
  actionFor?: ((work: WorkCardData) => ReactNode) | undefined;
};

export function WorksGrid({
  works,
  pendingCount = 0,
  prioritiseFirst = false,
  tagSearch,
  actionFor,
}: WorksGridProps) {
  const t = useT();
  return (
    <ul className={gridClasses} aria-label={t('works.gridLabel')}>
      {works.map((work, index) => (
        <li key={work.id} className={offScreenCardClasses}>
          <WorkCard
            work={work}
            priority={prioritiseFirst && index === 0}
            tagSearch={tagSearch}
            action={actionFor?.(work)}
          />
        </li>
      ))}
      {Array.from({ length: pendingCount }, (_, index) => (
        <li key={`pending-${index}`} aria-hidden="true">
          <WorkCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while the first page loads. */
export function WorksGridSkeleton({ count = 6 }: { count?: number }) {
  const t = useT();
  return (
    <div className={gridClasses} aria-busy="true" role="status" aria-label={t('works.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <WorkCardSkeleton key={index} />
      ))}
    </div>
  );
}
