import type { PortfolioItem } from '@creators-archive/contract';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useT } from '../../../i18n/use-t';
import { useDisciplineName } from '../../../lib/discipline-names';

const GRID_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 45vw, 100vw';

export type PortfolioCardProps = {
  item: PortfolioItem;
  /** Where the card stands in the grid, and how many cards there are: the first loads eagerly, the ends cannot move further. */
  index: number;
  count: number;
  coverPending: boolean;
  picturePending: boolean;
  onEdit: () => void;
  onSetCover: () => void;
  onSetPicture: () => void;
  onMove: (position: number) => void;
  onDelete: () => void;
};

/** One work in the member's grid: its image, state, counts and the actions on it. */
export function PortfolioCard({
  item,
  index,
  count,
  coverPending,
  picturePending,
  onEdit,
  onSetCover,
  onSetPicture,
  onMove,
  onDelete,
}: PortfolioCardProps) {
  const t = useT();
  const disciplineName = useDisciplineName();

  return (
    <>
      <div className="relative aspect-[4/3] bg-stone-100">
        <ResponsiveImage
          image={item}
          alt={item.title ?? t('portfolio.untitledWork')}
          sizes={GRID_SIZES}
          priority={index === 0}
          className="h-full w-full object-cover"
        />
        <div className="absolute top-2 left-2 flex gap-1">
          {item.isCover && (
            <span className="rounded-full bg-stone-900/80 px-2 py-0.5 text-xs font-medium text-white">
              {t('portfolio.manager.cover')}
            </span>
          )}
          {item.status !== 'ready' && (
            <span className="rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-stone-800">
              {item.status === 'processing'
                ? t('portfolio.manager.processing')
                : t('portfolio.manager.failed')}
            </span>
          )}
        </div>
      </div>
      <div className="space-y-2 p-3">
        <p className="truncate text-sm font-medium text-stone-900">
          {item.title ?? t('portfolio.untitledWork')}
        </p>
        <p className="text-xs text-stone-500">
          {t('portfolio.manager.counts', {
            category: item.category ? disciplineName(item.category) : t('portfolio.noCategory'),
            likes: item.likeCount,
            views: item.viewCount,
          })}
        </p>
        <div className="flex flex-wrap gap-1">
          <SmallButton
            onClick={onEdit}
            label={
              item.title
                ? t('portfolio.manager.editTitled', { title: item.title })
                : t('portfolio.manager.editUntitled')
            }
          >
            {t('portfolio.manager.edit')}
          </SmallButton>
          <SmallButton disabled={item.isCover || coverPending} onClick={onSetCover}>
            {t('portfolio.manager.setCover')}
          </SmallButton>
          <SmallButton disabled={picturePending} onClick={onSetPicture}>
            {t('portfolio.manager.setProfilePicture')}
          </SmallButton>
          <SmallButton
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            label={t('portfolio.manager.moveEarlier')}
          >
            ←
          </SmallButton>
          <SmallButton
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            label={t('portfolio.manager.moveLater')}
          >
            →
          </SmallButton>
          <SmallButton onClick={onDelete} danger>
            {t('portfolio.manager.delete')}
          </SmallButton>
        </div>
      </div>
    </>
  );
}

function SmallButton({
  children,
  onClick,
  disabled,
  danger,
  label,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={`rounded-md border px-2 py-1 text-xs font-medium disabled:opacity-50 ${
        danger
          ? 'border-red-200 text-red-700 hover:bg-red-50'
          : 'border-stone-300 text-stone-800 hover:bg-stone-100'
      }`}
    >
      {children}
    </button>
  );
}
