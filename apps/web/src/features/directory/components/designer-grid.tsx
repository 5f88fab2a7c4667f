import { offScreenCardClasses } from '../../../components/ui/card-list';
import { useT } from '../../../i18n/use-t';
import type { DesignerCard as DesignerCardData } from '../api/find-designers';
import { DesignerCard } from './designer-card';
import { DesignerCardSkeleton } from './designer-card-skeleton';

export const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

type DesignerGridProps = {
  designers: DesignerCardData[];
  /** Skeleton cards after the real ones, while the next page loads. */
  pendingCount?: number;
  /** The first cover is above the fold: fetched first, never lazily. */
  prioritiseFirst?: boolean;
};

/** The directory's results, right under the page's title: each card's name is a second-level heading. */
export function DesignerGrid({ designers, pendingCount = 0, prioritiseFirst = false }: DesignerGridProps) {
  const t = useT();
  return (
    <ul className={gridClasses} aria-label={t('directory.gridLabel')}>
      {designers.map((designer, index) => (
        <li key={designer.id} className={offScreenCardClasses}>
          <DesignerCard designer={designer} priority={prioritiseFirst && index === 0} headingLevel={2} />
        </li>
      ))}
      {Array.from({ length: pendingCount }, (_, index) => (
        <li key={`pending-${index}`} aria-hidden="true">
          <DesignerCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while the first page loads. */
export function DesignerGridSkeleton({ count = 6 }: { count?: number }) {
  const t = useT();
  return (
    <div className={gridClasses} aria-busy="true" role="status" aria-label={t('directory.loadingDesigners')}>
      {Array.from({ length: count }, (_, index) => (
        <DesignerCardSkeleton key={index} />
      ))}
    </div>
  );
}
