import type { PortfolioItem } from '@creators-archive/contract';
import { disciplines } from '@creators-archive/contract/entities/discipline-names';
import { ZUpdatePortfolioItemRequest } from '@creators-archive/contract/portfolio/update-portfolio-item';
import * as Dialog from '@radix-ui/react-dialog';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useT } from '../../../i18n/use-t';
import { useDisciplineName } from '../../../lib/discipline-names';
import { firstMessageOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { ApiRequestError } from '../../../lib/query-client';
import { useUpdatePortfolioItem } from '../api/update-portfolio-item';
import { ProjectMediaEditor } from './project-media-editor';

/** The edit request as the form holds it: no category as an empty choice, tags separated by commas. */
const ZEditItemForm = ZUpdatePortfolioItemRequest.pick({ title: true, description: true }).extend({
  category: z
    .string()
    .transform((choice) => choice || null)
    .pipe(ZUpdatePortfolioItemRequest.shape.category.unwrap()),
  tags: z
    .string()
    .transform((text) => text.split(','))
    .pipe(ZUpdatePortfolioItemRequest.shape.tags.unwrap()),
});

/** One project: its images (order, alt text, captions, adding and removing), title, description, category and tags. */
export function EditItemDialog({
  item,
  onClose,
  onAddFiles,
}: {
  item: PortfolioItem | null;
  onClose: () => void;
  /** Images dropped or picked to be added at the end of the project. */
  onAddFiles: (item: PortfolioItem, files: File[]) => void;
}) {
  const t = useT();
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(44rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-stone-900">
            {t('portfolio.edit.heading')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600">
            {t('portfolio.edit.description')}
          </Dialog.Description>
          {item && (
            <div className="mt-4 space-y-6">
              <ProjectMediaEditor item={item} onAddFiles={(files) => onAddFiles(item, files)} />
              <EditForm key={item.id} item={item} onDone={onClose} />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditForm({ item, onDone }: { item: PortfolioItem; onDone: () => void }) {
  const t = useT();
  const disciplineName = useDisciplineName();
  const update = useUpdatePortfolioItem();
  const form = useContractForm(ZEditItemForm, {
    title: item.title ?? '',
    description: item.description ?? '',
    category: item.category ?? '',
    tags: item.tags.join(', '),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (changes) => {
    try {
      await update.mutateAsync({ id: item.id, changes });
      notify.success(t('portfolio.edit.saved'));
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError) form.showServerError(error);
      else form.showAlert((error as Error).message);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormAlert message={form.alert} />
      <TextField
        label={t('portfolio.edit.title')}
        error={errors.title?.message}
        maxLength={120}
        {...form.register('title')}
      />
      <TextAreaField
        id="edit-description"
        label={t('portfolio.edit.descriptionField')}
        maxLength={2000}
        rows={3}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="space-y-1.5">
        <label htmlFor="edit-category" className="block text-sm font-medium text-stone-800">
          {t('portfolio.edit.category')}
        </label>
        <select
          id="edit-category"
          {...form.register('category')}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
        >
          <option value="">{t('portfolio.noCategory')}</option>
          {disciplines.map((discipline) => (
            <option key={discipline} value={discipline}>
              {disciplineName(discipline)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('portfolio.edit.tags')}
        error={firstMessageOf(errors.tags)}
        {...form.register('tags')}
      />
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">{t('portfolio.edit.cancel')}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={isSubmitting}>
          {t('portfolio.edit.save')}
        </Button>
      </div>
    </form>
  );
}
