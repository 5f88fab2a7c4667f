import { maxImagesPerItem, type PortfolioItem, type PortfolioMedia } from '@creators-archive/contract';
import { acceptedImageTypes } from '@creators-archive/contract/portfolio/upload-limits';
import { ZUpdatePortfolioMediaRequest } from '@creators-archive/contract/portfolio/update-portfolio-media';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { ApiRequestError } from '../../../lib/query-client';
import { useDeletePortfolioMedia } from '../api/delete-portfolio-media';
import { useReorderPortfolioMedia } from '../api/reorder-portfolio-media';
import { useUpdatePortfolioMedia } from '../api/update-portfolio-media';
import { MAX_IMAGE_TEXT } from '../utils/image-text';

const THUMB_SIZES = '128px';

/** `ids` with the one at `from` moved to `to`. */
export function moved<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  const [taken] = next.splice(from, 1);
  next.splice(to, 0, taken!);
  return next;
}

/**
 * A project's images in order, the first being the cover: each is moved by dragging it onto
 * another, with its arrow buttons, or with Alt + ↑/↓ on its handle (the new place is announced);
 * each has its alt text and caption; each but the last one left can be removed; images are added
 * at the end by dropping or choosing files.
 */
export function ProjectMediaEditor({
  item,
  onAddFiles,
}: {
  item: PortfolioItem;
  onAddFiles: (files: File[]) => void;
}) {
  const t = useT();
  const headingId = useId();
  const hintId = useId();
  const reorder = useReorderPortfolioMedia();
  const dragged = useRef<string | null>(null);
  /** The image a dragged one is over, outlined as where it will land. */
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const [announcement, setAnnouncement] = useState('');
  // The order the member made, shown until the server has it; null once the list shows the server's.
  const [localIds, setLocalIds] = useState<string[] | null>(null);
  const sending = useRef(false);
  const waitingOrder = useRef<string[] | null>(null);
  const serverIds = item.media.map((media) => media.id);
  const ids = localIds
    ? [
        ...localIds.filter((id) => serverIds.includes(id)),
        ...serverIds.filter((id) => !localIds.includes(id)),
      ]
    : serverIds;
  const byId = new Map(item.media.map((media) => [media.id, media]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const count = ordered.length;

  /**
   * Orders go to the server one at a time, the newest waiting for the one under way: two sent
   * together could arrive in either order and leave the older one in place.
   */
  const sendOrder = async (mediaIds: string[]) => {
    if (sending.current) {
      waitingOrder.current = mediaIds;
      return;
    }
    sending.current = true;
    try {
      await reorder.mutateAsync({ id: item.id, mediaIds });
    } catch {
      waitingOrder.current = null;
      setLocalIds(null);
      notify.error(t('portfolio.media.orderNotSaved'));
      return;
    } finally {
      sending.current = false;
    }
    const next = waitingOrder.current;
    waitingOrder.current = null;
    // The list was asked for again when the order was saved, so it now shows the server's order.
    if (next) void sendOrder(next);
    else setLocalIds(null);
  };

  const move = (mediaId: string, to: number) => {
    const from = ids.indexOf(mediaId);
    if (from < 0 || to < 0 || to >= count || to === from) return;
    const next = moved(ids, from, to);
    setLocalIds(next);
    setAnnouncement(t('portfolio.media.movedTo', { position: to + 1, count }));
    void sendOrder(next);
    // The moved image keeps the focus, so Alt + arrow can be pressed again.
    requestAnimationFrame(() => handles.current.get(mediaId)?.focus());
  };

  const onHandleKey = (event: KeyboardEvent, mediaId: string, index: number) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
      event.preventDefault();
      move(mediaId, index - 1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(mediaId, index + 1);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold text-stone-900">
        {t('portfolio.media.heading', { count, max: maxImagesPerItem })}
      </h3>
      <p id={hintId} className="text-xs text-stone-600">
        {t('portfolio.media.orderHint')}
      </p>
      <ol className="space-y-3">
        {ordered.map((media, index) => (
          <li
            key={media.id}
            draggable
            onDragStart={(event) => {
              dragged.current = media.id;
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => {
              if (!dragged.current) return;
              event.preventDefault();
              if (dropTarget !== media.id) setDropTarget(media.id);
            }}
            onDragLeave={() => setDropTarget((current) => (current === media.id ? null : current))}
            onDragEnd={() => {
              dragged.current = null;
              setDropTarget(null);
            }}
            onDrop={(event) => {
              const source = dragged.current;
              dragged.current = null;
              setDropTarget(null);
              if (!source) return;
              event.preventDefault();
              event.stopPropagation();
              move(source, index);
            }}
            data-testid="project-media"
            className={`flex flex-col gap-3 rounded-xl border p-3 sm:flex-row ${
              dropTarget === media.id ? 'border-brand-600 bg-brand-50' : 'border-stone-200'
            }`}
          >
            <div className="space-y-2">
              <div className="relative h-24 w-32 overflow-hidden rounded-lg bg-stone-100">
                <ResponsiveImage
                  image={media}
                  alt={media.alt ?? item.title ?? t('portfolio.untitledWork')}
                  sizes={THUMB_SIZES}
                  className="h-full w-full object-cover"
                />
                {index === 0 && (
                  <span className="absolute top-1 left-1 rounded-full bg-stone-900/80 px-2 py-0.5 text-xs font-medium text-white">
                    {t('portfolio.manager.cover')}
                  </span>
                )}
              </div>
              <div className="flex items-center gap-1">
                <button
                  type="button"
                  ref={(element) => {
                    if (element) handles.current.set(media.id, element);
                    else handles.current.delete(media.id);
                  }}
                  aria-describedby={hintId}
                  onKeyDown={(event) => onHandleKey(event, media.id, index)}
                  className="min-h-10 cursor-grab rounded px-2 text-xs text-stone-700 hover:bg-stone-100"
                >
                  {t('portfolio.media.position', { position: index + 1, count })}
                </button>
                <button
                  type="button"
                  disabled={index === 0}
                  aria-label={t('portfolio.media.moveEarlier', { position: index + 1 })}
                  onClick={() => move(media.id, index - 1)}
                  className="min-h-10 min-w-10 rounded text-stone-700 hover:bg-stone-100 disabled:opacity-40"
                >
                  ↑
                </button>
                <button
                  type="button"
                  disabled={index === count - 1}
                  aria-label={t('portfolio.media.moveLater', { position: index + 1 })}
                  onClick={() => move(media.id, index + 1)}
                  className="min-h-10 min-w-10 rounded text-stone-700 hover:bg-stone-100 disabled:opacity-40"
                >
                  ↓
                </button>
              </div>
            </div>
            <MediaFields item={item} media={media} position={index + 1} onlyImage={count === 1} />
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <AddImagesDropzone full={count >= maxImagesPerItem} onFiles={onAddFiles} />
    </section>
  );
}

/** One image's alt text and caption, saved together, and its removal. */
function MediaFields({
  item,
  media,
  position,
  onlyImage,
}: {
  item: PortfolioItem;
  media: PortfolioMedia;
  position: number;
  onlyImage: boolean;
}) {
  const t = useT();
  const update = useUpdatePortfolioMedia();
  const remove = useDeletePortfolioMedia();
  const [confirming, setConfirming] = useState(false);
  const form = useContractForm(ZUpdatePortfolioMediaRequest, {
    alt: media.alt ?? '',
    caption: media.caption ?? '',
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (changes) => {
    try {
      await update.mutateAsync({ id: item.id, mediaId: media.id, changes });
      form.reset({ alt: changes.alt ?? '', caption: changes.caption ?? '' });
      notify.success(t('portfolio.media.saved'));
    } catch (error) {
      if (error instanceof ApiRequestError) form.showServerError(error);
      else form.showAlert((error as Error).message);
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('portfolio.media.imageLabel', { position })}
      className="min-w-0 flex-1 space-y-2"
    >
      <FormAlert message={form.alert} />
      {media.status !== 'ready' && (
        <p className="text-xs text-stone-600">
          {media.status === 'processing' ? t('portfolio.manager.processing') : t('portfolio.manager.failed')}
        </p>
      )}
      <TextField
        label={t('portfolio.media.alt', { position })}
        hint={t('portfolio.media.altHint')}
        placeholder={item.title ?? undefined}
        maxLength={MAX_IMAGE_TEXT}
        error={errors.alt?.message}
        {...form.register('alt')}
      />
      <TextAreaField
        label={t('portfolio.media.caption', { position })}
        maxLength={MAX_IMAGE_TEXT}
        rows={2}
        error={errors.caption?.message}
        {...form.register('caption')}
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {confirming ? (
          <>
            <span className="text-sm text-stone-700">{t('portfolio.media.removeQuestion')}</span>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('portfolio.manager.keep')}
            </Button>
            <Button
              className="bg-red-700 text-white hover:bg-red-600"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { id: item.id, mediaId: media.id },
                  {
                    onSuccess: () => notify.success(t('portfolio.media.removed')),
                    onError: (error) => {
                      setConfirming(false);
                      notify.error(error.message);
                    },
                  },
                )
              }
            >
              {t('portfolio.media.removeConfirm')}
            </Button>
          </>
        ) : (
          <Button
            variant="ghost"
            disabled={onlyImage}
            title={onlyImage ? t('portfolio.media.lastImage') : undefined}
            aria-label={t('portfolio.media.remove', { position })}
            onClick={() => setConfirming(true)}
          >
            {t('portfolio.media.removeShort')}
          </Button>
        )}
        <Button type="submit" variant="secondary" disabled={isSubmitting || !isDirty}>
          {t('portfolio.media.save', { position })}
        </Button>
      </div>
    </form>
  );
}

/** Where images are added at the end of a project: dropped or picked; none once it is full. */
function AddImagesDropzone({ full, onFiles }: { full: boolean; onFiles: (files: File[]) => void }) {
  const t = useT();
  const picker = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);

  if (full) {
    return <p className="text-xs text-stone-600">{t('portfolio.media.full', { max: maxImagesPerItem })}</p>;
  }

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    if (event.dataTransfer.files.length > 0) onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={drop}
      className={`rounded-xl border-2 border-dashed px-4 py-4 text-center text-sm ${
        dragOver ? 'border-brand-600 bg-brand-50' : 'border-stone-300'
      }`}
    >
      <span className="text-stone-700">{t('portfolio.media.dropHere')}</span>{' '}
      <Button variant="secondary" className="ml-2" onClick={() => picker.current?.click()}>
        {t('portfolio.media.add')}
      </Button>
      <input
        ref={picker}
        type="file"
        multiple
        accept={acceptedImageTypes.join(',')}
        aria-label={t('portfolio.media.addLabel')}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
