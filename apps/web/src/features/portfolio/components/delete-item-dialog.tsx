import type { PortfolioItem } from '@creators-archive/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { ApiRequestError } from '../../../lib/query-client';
import { useDeletePortfolioItem } from '../api/delete-portfolio-item';

/** Asks before a work is deleted; open while `item` is set. */
export function DeleteItemDialog({ item, onClose }: { item: PortfolioItem | null; onClose: () => void }) {
  const t = useT();
  const remove = useDeletePortfolioItem();

  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-stone-900">
            {t('portfolio.manager.deleteTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stone-600">
            {t('portfolio.manager.deleteText', { title: item?.title ?? t('portfolio.untitledWork') })}
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('portfolio.manager.keep')}</Button>
            </Dialog.Close>
            <Button
              className="bg-red-700 hover:bg-red-600"
              disabled={remove.isPending}
              onClick={() => {
                if (!item) return;
                remove.mutate(item.id, {
                  onSuccess: () => {
                    notify.success(t('portfolio.manager.deleted'));
                    onClose();
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
  );
}
