import type { PortfolioItem } from '@creators-archive/contract';
import { useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { fetchCurrentUser } from '../../../lib/session';
import { useSetCover } from '../api/set-cover';
import { useSetProfilePicture } from '../api/set-profile-picture';
import { useUpdatePortfolioItem } from '../api/update-portfolio-item';
import { PortfolioCard } from './portfolio-card';

/**
 * The member's works in their order: a card is moved by dragging it onto another or with its
 * arrows, and made the cover or the profile picture from its buttons.
 */
export function PortfolioGrid({
  items,
  onEdit,
  onDelete,
}: {
  items: PortfolioItem[];
  onEdit: (item: PortfolioItem) => void;
  onDelete: (item: PortfolioItem) => void;
}) {
  const t = useT();
  const dragged = useRef<string | null>(null);
  const setCover = useSetCover();
  const setPicture = useSetProfilePicture(() => void fetchCurrentUser());
  const update = useUpdatePortfolioItem();

  const move = (item: PortfolioItem, position: number) => {
    if (position < 0 || position >= items.length) return;
    update.mutate(
      { id: item.id, changes: { position } },
      { onError: () => notify.error(t('portfolio.manager.orderNotSaved')) },
    );
  };

  return (
    <ul aria-label={t('portfolio.manager.yourWork')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li
          key={item.id}
          draggable
          onDragStart={(event) => {
            dragged.current = item.id;
            event.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(event) => {
            if (dragged.current) event.preventDefault();
          }}
          onDrop={(event) => {
            const source = items.find((candidate) => candidate.id === dragged.current);
            dragged.current = null;
            if (!source) return;
            event.preventDefault();
            event.stopPropagation();
            if (source.id !== item.id) move(source, index);
          }}
          data-testid="portfolio-card"
          className="overflow-hidden rounded-2xl border border-stone-200 bg-white"
        >
          <PortfolioCard
            item={item}
            index={index}
            count={items.length}
            coverPending={setCover.isPending}
            picturePending={setPicture.isPending}
            onEdit={() => onEdit(item)}
            onSetCover={() =>
              setCover.mutate(item.id, {
                onSuccess: () => notify.success(t('portfolio.manager.coverSet')),
                onError: (error) => notify.error(error.message),
              })
            }
            onSetPicture={() =>
              setPicture.mutate(item.id, {
                onSuccess: () => notify.success(t('portfolio.manager.profilePictureSet')),
                onError: (error) => notify.error(error.message),
              })
            }
            onMove={(position) => move(item, position)}
            onDelete={() => onDelete(item)}
          />
        </li>
      ))}
    </ul>
  );
}
