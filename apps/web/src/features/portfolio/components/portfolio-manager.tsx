import type { PortfolioItem } from '@creators-archive/contract';
import {
  acceptedImageTypes,
  maxUploadMegabytes,
  maxUploadMegapixels,
} from '@creators-archive/contract/portfolio/upload-limits';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale, useT } from '../../../i18n/use-t';
import { useDisciplineName } from '../../../lib/discipline-names';
import { notify } from '../../../lib/notify';
import { ApiRequestError } from '../../../lib/query-client';
import { fetchCurrentUser } from '../../../lib/session';
import { useDeletePortfolioItem } from '../api/delete-portfolio-item';
import { usePortfolioItems } from '../api/find-portfolio-items';
import { useSetCover } from '../api/set-cover';
import { useSetProfilePicture } from '../api/set-profile-picture';
import { useUpdatePortfolioItem } from '../api/update-portfolio-item';
import { EditItemDialog } from './edit-item-dialog';
import { UploadList, useUploadQueue } from './upload-queue';
import { MAX_LONG_EDGE } from '../utils/downsize-photo';

const GRID_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 45vw, 100vw';

/** The member's own portfolio: upload, edit, order, cover, profile picture, delete. */
export function PortfolioManager({ userId }: { userId: string }) {
  const t = useT();
  const disciplineName = useDisciplineName();
  const locale = useLocale();
  const client = useQueryClient();
  const query = usePortfolioItems({ userId, limit: 50 });
  const onUploaded = useCallback(() => void client.invalidateQueries({ queryKey: ['portfolio'] }), [client]);
  const uploads = useUploadQueue(onUploaded);
  const [editing, setEditing] = useState<PortfolioItem | null>(null);
  const [deleting, setDeleting] = useState<PortfolioItem | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const [keepOriginal, setKeepOriginal] = useState(false);
  const dragged = useRef<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const setCover = useSetCover();
  const setPicture = useSetProfilePicture(() => void fetchCurrentUser());
  const update = useUpdatePortfolioItem();
  const remove = useDeletePortfolioItem();

  const items = query.data?.items ?? [];

  const dropFiles = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    if (event.dataTransfer.files.length > 0) uploads.add([...event.dataTransfer.files], { keepOriginal });
  };

  const move = (item: PortfolioItem, position: number) => {
    if (position < 0 || position >= items.length) return;
    update.mutate(
      { id: item.id, changes: { position } },
      { onError: () => notify.error(t('portfolio.manager.orderNotSaved')) },
    );
  };

  return (
    <div className="space-y-6">
      <div
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={dropFiles}
        data-testid="dropzone"
        className={`rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors ${
          dragOver ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white'
        }`}
      >
        <p className="text-sm text-stone-700">{t('portfolio.manager.dropHere')}</p>
        <Button className="mt-3" onClick={() => picker.current?.click()}>
          {t('portfolio.manager.chooseImages')}
        </Button>
        <input
          ref={picker}
          type="file"
          multiple
          accept={acceptedImageTypes.join(',')}
          aria-label={t('portfolio.manager.chooseImagesLabel')}
          className="sr-only"
          onChange={(event) => {
            uploads.add([...(event.target.files ?? [])], { keepOriginal });
            event.target.value = '';
          }}
        />
        <p className="mt-3 text-xs text-stone-500">
          {t('portfolio.manager.limits', {
            types: t('portfolio.upload.acceptedTypes'),
            megabytes: maxUploadMegabytes,
            megapixels: maxUploadMegapixels,
          })}
        </p>
        <label className="mt-3 inline-flex items-center gap-2 text-xs text-stone-700">
          <input
            type="checkbox"
            checked={keepOriginal}
            onChange={(event) => setKeepOriginal(event.target.checked)}
          />
          {t('portfolio.manager.uploadOriginal')}
        </label>
        <p className="mt-1 text-xs text-stone-500">
          {t('portfolio.manager.madeSmaller', {
            pixels: new Intl.NumberFormat(locale).format(MAX_LONG_EDGE),
          })}
        </p>
      </div>

      <UploadList
        entries={uploads.entries}
        onCancel={uploads.cancel}
        onPause={uploads.pause}
        onResume={uploads.resume}
        onDismiss={uploads.dismiss}
      />

      {query.isPending ? (
        <Spinner label={t('portfolio.manager.loading')} />
      ) : query.isError ? (
        <EmptyState title={t('portfolio.fetchFailed')}>{query.error.message}</EmptyState>
      ) : items.length === 0 ? (
        <EmptyState title={t('portfolio.noWork')}>{t('portfolio.manager.noWorkText')}</EmptyState>
      ) : (
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
                    onClick={() => setEditing(item)}
                    label={
                      item.title
                        ? t('portfolio.manager.editTitled', { title: item.title })
                        : t('portfolio.manager.editUntitled')
                    }
                  >
                    {t('portfolio.manager.edit')}
                  </SmallButton>
                  <SmallButton
                    disabled={item.isCover || setCover.isPending}
                    onClick={() =>
                      setCover.mutate(item.id, {
                        onSuccess: () => notify.success(t('portfolio.manager.coverSet')),
                        onError: (error) => notify.error(error.message),
                      })
                    }
                  >
                    {t('portfolio.manager.setCover')}
                  </SmallButton>
                  <SmallButton
                    disabled={setPicture.isPending}
                    onClick={() =>
                      setPicture.mutate(item.id, {
                        onSuccess: () => notify.success(t('portfolio.manager.profilePictureSet')),
                        onError: (error) => notify.error(error.message),
                      })
                    }
                  >
                    {t('portfolio.manager.setProfilePicture')}
                  </SmallButton>
                  <SmallButton
                    disabled={index === 0}
                    onClick={() => move(item, index - 1)}
                    label={t('portfolio.manager.moveEarlier')}
                  >
                    ←
                  </SmallButton>
                  <SmallButton
                    disabled={index === items.length - 1}
                    onClick={() => move(item, index + 1)}
                    label={t('portfolio.manager.moveLater')}
                  >
                    →
                  </SmallButton>
                  <SmallButton onClick={() => setDeleting(item)} danger>
                    {t('portfolio.manager.delete')}
                  </SmallButton>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <EditItemDialog item={editing} onClose={() => setEditing(null)} />

      <Dialog.Root open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-lg font-semibold text-stone-900">
              {t('portfolio.manager.deleteTitle')}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-stone-600">
              {t('portfolio.manager.deleteText', { title: deleting?.title ?? t('portfolio.untitledWork') })}
            </Dialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('portfolio.manager.keep')}</Button>
              </Dialog.Close>
              <Button
                className="bg-red-700 hover:bg-red-600"
                disabled={remove.isPending}
                onClick={() => {
                  if (!deleting) return;
                  remove.mutate(deleting.id, {
                    onSuccess: () => {
                      notify.success(t('portfolio.manager.deleted'));
                      setDeleting(null);
                    },
                    onError: (error) =>
                      notify.error(
                        error instanceof ApiRequestError && error.code < 500
                          ? error.message
                          : t('portfolio.manager.deleteFailed'),
                      ),
                  });
                }}
              >
                {t('portfolio.manager.delete')}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

function SmallButton({
  children,
  onClick,
  disabled,
  danger,
  label,
}: {
  children: React.ReactNode;
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
