import { useId } from 'react';
import { Link } from 'react-router';
import { DESIGNER_CARD_IMAGE_SIZES } from '@creators-archive/contract/directory/image-sizes';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useLocale, useT } from '../../../i18n/use-t';
import { useDisciplineName } from '../../../lib/discipline-names';
import type { DesignerCard as DesignerCardData } from '../api/find-designers';
import { placeOf } from '../countries';

/** The cover's width in the grid (max-w-6xl); the server preloads the first card's cover with it. */
export const GRID_IMAGE_SIZES = DESIGNER_CARD_IMAGE_SIZES;

/*
 * The card's parts have fixed heights (cover 4:3, one line each for name, place and disciplines)
 * so DesignerCardSkeleton can match it exactly and nothing moves when the data arrives.
 */
export const cardClasses =
  'flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white';
export const coverClasses = 'aspect-[4/3] w-full overflow-hidden bg-stone-100';

type DesignerCardProps = {
  designer: DesignerCardData;
  /** The CSS width the cover takes; the grid's by default. */
  sizes?: string;
  /** The page's largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
  /**
   * The level of the name's heading: 2 where the cards come right under the page's title (the
   * directory), 3 under a section's heading (the home page's featured designers).
   */
  headingLevel?: 2 | 3;
};

/**
 * One designer in the directory. The link is the designer's name, so its accessible name is the
 * text it shows; it stretches over the whole card, so the card is still clicked anywhere, and the
 * card shows the link's focus.
 */
export function DesignerCard({
  designer,
  sizes = GRID_IMAGE_SIZES,
  priority = false,
  headingLevel = 3,
}: DesignerCardProps) {
  const t = useT();
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const disciplineName = useDisciplineName();
  const detailsId = useId();
  const place = placeOf(designer, useLocale());
  const coverTitle = designer.cover?.title;
  const coverAlt = coverTitle
    ? t('directory.workAlt', { title: coverTitle, name: designer.fullName })
    : t('directory.card.untitledCoverAlt', { name: designer.fullName });

  return (
    <div
      className={`${cardClasses} group relative transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600`}
      data-testid="designer-card"
    >
      <div className={coverClasses}>
        {designer.cover ? (
          <ResponsiveImage
            image={designer.cover}
            alt={coverAlt}
            sizes={sizes}
            priority={priority}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-stone-500">
            {t('directory.card.noCover')}
          </div>
        )}
      </div>
      <div className="flex items-start gap-3 p-4">
        <UserAvatar user={designer} size={40} />
        <div className="min-w-0 flex-1">
          <div className="flex h-6 items-center gap-2">
            <Name className="truncate font-semibold text-stone-900">
              <Link
                to={`/designers/${designer.id}`}
                aria-describedby={detailsId}
                className="after:absolute after:inset-0 focus-visible:outline-none"
              >
                {designer.fullName}
              </Link>
            </Name>
            {designer.verified && <VerifiedBadge />}
          </div>
          <div id={detailsId} className="text-sm text-stone-600">
            <p className="h-5 truncate">{place || t('directory.card.noPlace')}</p>
            <p className="h-5 truncate">
              {designer.disciplines.length > 0
                ? designer.disciplines.map(disciplineName).join(' · ')
                : t('directory.card.designer')}
            </p>
            <p className="h-5 truncate text-stone-500">
              {t('directory.card.works', { count: designer.itemCount })}
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
