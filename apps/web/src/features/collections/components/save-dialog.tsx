import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/query-client';
import { useCreateCollection } from '../api/create-collection';
import { useOwnCollections } from '../api/find-collections';
import { useSaveToCollection } from '../api/save-to-collection';
import { VisibilityChoice } from './visibility-choice';

type SaveDialogProps = {
  itemId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The field a failed answer names, or the answer's message for the whole form. */
function problemOf(error: unknown): { name?: string; form?: string } {
  if (!(error instanceof ApiRequestError)) return {};
  const fields = (error.details as { fields?: Record<string, string> } | undefined)?.fields;
  return fields?.name ? { name: fields.name } : { form: error.message };
}

/**
 * The member's collections, each a checkbox ticked when it holds the work: ticking saves it there,
 * unticking takes it out, at once. Below them, a new collection made and the work saved in it.
 */
export default function SaveDialog({ itemId, open, onOpenChange }: SaveDialogProps) {
  const t = useT();
  const collections = useOwnCollections(itemId);
  const save = useSaveToCollection(itemId);
  const create = useCreateCollection();
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<'public' | 'private'>('public');
  const listId = useId();

  const createAndSave = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const made = await create.mutateAsync({ name, visibility });
      await save.mutateAsync({ collectionId: made.id, saved: true });
      setName('');
    } catch {
      // The form shows the mutation's error below.
    }
  };
  const problem = problemOf(create.error ?? save.error);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-stone-900">
            {t('collections.dialogTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-6 text-stone-600">
            {t('collections.dialogDescription')}
          </Dialog.Description>
          {collections.isPending ? (
            <p className="mt-4 text-sm text-stone-600" role="status">
              {t('collections.loading')}
            </p>
          ) : collections.isError ? (
            <FormAlert message={t('collections.loadFailed', { error: collections.error.message })} />
          ) : collections.data.items.length === 0 ? (
            <p className="mt-4 text-sm text-stone-600">{t('collections.none')}</p>
          ) : (
            <ul id={listId} className="mt-4 max-h-64 space-y-1 overflow-y-auto">
              {collections.data.items.map((collection) => (
                <li key={collection.id}>
                  <label className="flex items-center gap-3 rounded-lg px-2 py-2 text-sm text-stone-800 hover:bg-stone-50">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={collection.holdsItem ?? false}
                      disabled={save.isPending}
                      onChange={(event) =>
                        save.mutate({ collectionId: collection.id, saved: event.currentTarget.checked })
                      }
                    />
                    <span className="flex-1 truncate">{collection.name}</span>
                    <span className="text-xs text-stone-500">
                      {collection.visibility === 'private'
                        ? t('collections.privateBadge')
                        : t('collections.publicBadge')}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          <form
            className="mt-6 space-y-4 border-t border-stone-200 pt-4"
            onSubmit={(event) => void createAndSave(event)}
          >
            <h3 className="text-sm font-semibold text-stone-900">{t('collections.newTitle')}</h3>
            <TextField
              label={t('collections.name')}
              value={name}
              maxLength={80}
              required
              error={problem.name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <VisibilityChoice value={visibility} onChange={setVisibility} />
            {problem.form && <FormAlert message={problem.form} />}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('collections.done')}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={create.isPending || save.isPending}>
                {t('collections.create')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
