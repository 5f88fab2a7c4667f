import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { ResponsiveImage, type ImageSource } from './responsive-image';

export type LightboxItem = ImageSource & { id: string; title: string | null };

type LightboxProps = {
  items: LightboxItem[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Extra controls under the image, e.g. a like button. */
  footer?: (item: LightboxItem) => ReactNode;
};

const SWIPE_PX = 50;

/** One image at a time, full screen: arrow keys or a swipe move through them, Escape closes. */
export function Lightbox({ items, index, onIndexChange, footer }: LightboxProps) {
  const t = useT();
  const start = useRef<number | null>(null);
  // Opened without a Dialog.Trigger, Radix has nowhere to return focus on close: keep the opener.
  const opener = useRef<HTMLElement | null>(null);
  const item = index === null ? undefined : items[index];
  const title = item?.title ?? t('common.lightbox.untitled');
  const move = (step: number) => {
    if (index === null || items.length === 0) return;
    onIndexChange((index + step + items.length) % items.length);
  };

  return (
    <Dialog.Root open={item !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 outline-none"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') move(1);
            if (event.key === 'ArrowLeft') move(-1);
          }}
          onPointerDown={(event) => {
            start.current = event.clientX;
          }}
          onPointerUp={(event) => {
            if (start.current === null) return;
            const distance = event.clientX - start.current;
            start.current = null;
            if (Math.abs(distance) > SWIPE_PX) move(distance < 0 ? 1 : -1);
          }}
        >
          {item && (
            <>
              <Dialog.Title className="mb-3 text-center text-base font-medium text-white">
                {title}
                <span className="ml-2 text-sm text-stone-400">
                  {(index ?? 0) + 1} / {items.length}
                </span>
              </Dialog.Title>
              <Dialog.Description className="sr-only">{t('common.lightbox.howToMove')}</Dialog.Description>
              <div className="flex max-h-[80vh] w-full max-w-5xl items-center justify-center">
                <ResponsiveImage
                  key={item.id}
                  image={item}
                  alt={title}
                  sizes="(min-width: 1024px) 1024px, 100vw"
                  priority
                  className="max-h-[80vh] w-auto max-w-full object-contain"
                />
              </div>
              <div className="mt-4 flex items-center gap-3">
                <button
                  type="button"
                  onClick={() => move(-1)}
                  className="rounded-lg bg-white/10 px-4 py-2 text-sm text-white hover:bg-white/20"
                >
                  {t('common.lightbox.previous')}
                </button>
                {footer?.(item)}
                <button
                  type="button"
                  onClick={() => move(1)}
                  className="rounded-lg bg-white/10 px-4 py-2 text-sm text-white hover:bg-white/20"
                >
                  {t('common.lightbox.next')}
                </button>
                <Dialog.Close className="rounded-lg bg-white/10 px-4 py-2 text-sm text-white hover:bg-white/20">
                  {t('common.lightbox.close')}
                </Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
