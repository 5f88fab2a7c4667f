import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useT } from '../../../i18n/use-t';
import { useDisciplineName } from '../../../lib/discipline-names';
import type { WorkCard as WorkCardData } from '../api/find-works';
import { KEEP_SCROLL } from '../../../components/layouts/scroll-restoration';

/**
 * A cover's width in the results grid (max-w-6xl): one column on phones, two from 640 px, three
 * of at most 352 px from 1024 px. The server preloads the first card's cover with it.
 */
export const WORK_CARD_IMAGE_SIZES = '(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw';

/** How many of a work's tags its card shows. */
const CARD_TAG_COUNT = 3;

/*
 * The card's parts have fixed heights (cover 4:3, one line each for title, designer, details and
 * tags) so WorkCardSkeleton can match it exactly and nothing moves when the data arrives.
 */
export const cardClasses =
  'flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white';
export const coverClasses = 'relative aspect-[4/3] w-full overflow-hidden bg-stone-100';

/** A work's own page, where all its images are. */
export const workPath = (work: Pick<WorkCardData, 'id' | 'designer'>) =>
  `/designers/${work.designer.id}/work/${work.id}`;

type WorkCardProps = {
  work: WorkCardData;
  /** The page's largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
  /** The address that searches for one of the work's tags. */
  tagSearch: (tag: string) => string;
  /** A button over the cover's corner (Save, Remove), given by the page that shows the card. */
  action?: ReactNode;
};

/**
 * One work in the results. The link is the work's title, so its accessible name is the text it
 * shows; it stretches over the card, so the card is still clicked anywhere, and the card shows the
 * link's focus. The tags are links of their own above it, each searching for its tag.
 */
export function WorkCard({ work, priority = false, tagSearch, action }: WorkCardProps) {
  const t = useT();
  const disciplineName = useDisciplineName();
  const detailsId = useId();
  const title = work.title ?? t('works.card.untitled');
  const details = [
    work.category ? disciplineName(work.category) : undefined,
    t('works.card.likes', { count: work.likeCount }),
  ].filter(Boolean);

  return (
    <div
      className={`${cardClasses} group relative transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600`}
      data-testid="work-card"
    >
      <div className={coverClasses}>
        <ResponsiveImage
          image={work}
          alt={
            work.title
              ? t('works.card.coverAlt', { title: work.title, name: work.designer.fullName })
              : t('works.card.untitledCoverAlt', { name: work.designer.fullName })
          }
          sizes={WORK_CARD_IMAGE_SIZES}
          priority={priority}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
        {work.imageCount > 1 && (
          <span className="absolute top-3 right-3 rounded-full bg-stone-900/80 px-2 py-0.5 text-xs font-medium text-white">
            {t('works.card.images', { count: work.imageCount })}
          </span>
        )}
        {action && <div className="absolute top-3 left-3 z-10">{action}</div>}
      </div>
      <div className="p-4">
        <h2 className="h-6 truncate text-base font-semibold text-stone-900">
          <Link
            to={workPath(work)}
            aria-describedby={detailsId}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {title}
          </Link>
        </h2>
        <div id={detailsId} className="text-sm text-stone-600">
          <p className="mt-1 flex h-6 items-center gap-2">
            <UserAvatar user={work.designer} size={20} />
            <span className="truncate">{work.designer.fullName}</span>
            {work.designer.verified && <VerifiedBadge />}
          </p>
          <p className="h-5 truncate text-stone-500">{details.join(' · ')}</p>
        </div>
        <ul
          className="relative z-10 mt-2 flex h-7 flex-wrap gap-1.5 overflow-hidden"
          aria-label={t('works.card.tags')}
        >
          {work.tags.slice(0, CARD_TAG_COUNT).map((tag) => (
            <li key={tag}>
              <Link
                to={tagSearch(tag)}
                state={KEEP_SCROLL}
                className="inline-flex h-7 items-center rounded-full bg-stone-100 px-2.5 text-xs font-medium text-stone-700 hover:bg-stone-200 hover:text-stone-900"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A grey card the exact size of WorkCard, shown while a page of works loads. */
export function WorkCardSkeleton() {
  return (
    <div className={cardClasses} aria-hidden="true" data-testid="work-card-skeleton">
      <div className={`${coverClasses} animate-pulse`} />
      <div className="p-4">
        <div className="flex h-6 items-center">
          <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200" />
        </div>
        <div className="mt-1 flex h-6 items-center gap-2">
          <div className="size-5 animate-pulse rounded-full bg-stone-200" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-stone-200" />
        </div>
        <div className="flex h-5 items-center">
          <div className="h-3 w-1/3 animate-pulse rounded bg-stone-200" />
        </div>
        <div className="mt-2 flex h-7 items-center gap-1.5">
          <div className="h-7 w-14 animate-pulse rounded-full bg-stone-100" />
          <div className="h-7 w-16 animate-pulse rounded-full bg-stone-100" />
        </div>
      </div>
    </div>
  );
}
