import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { ApiRequestError } from '../../../lib/query-client';
import { useDeleteCollection } from '../api/delete-collection';
import { useOwnCollections, type OwnCollection } from '../api/find-collections';
import { useUpdateCollection } from '../api/update-collection';
import { VisibilityChoice } from './visibility-choice';

/** Each field's message of a failed answer. */
function fieldProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  return (error.details as { fields?: Record<string, string> } | undefined)?.fields ?? {};
}

function EditCollection({ collection, onDone }: { collection: OwnCollection; onDone: () => void }) {
  const t = useT();
  const update = useUpdateCollection(collection.id);
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description ?? '');
  const [visibility, setVisibility] = useState(collection.visibility);
  const problems = fieldProblems(update.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { name, description, visibility },
      {
        onSuccess: () => {
          notify.success(t('collections.account.changesSaved'));
          onDone();
        },
      },
    );
  };

  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={submit}
      aria-label={t('collections.account.editTitle', { name: collection.name })}
    >
      <TextField
        label={t('collections.name')}
        value={name}
        maxLength={80}
        required
        error={problems.name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <TextAreaField
        label={t('collections.description')}
        value={description}
        maxLength={500}
        rows={3}
        error={problems.description}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      <VisibilityChoice value={visibility} onChange={setVisibility} />
      {update.isError && Object.keys(problems).length === 0 && <FormAlert message={update.error.message} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {t('collections.account.saveChanges')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.notNow')}
        </Button>
      </div>
    </form>
  );
}

function CollectionRow({ collection }: { collection: OwnCollection }) {
  const t = useT();
  const remove = useDeleteCollection();
  const [editing, setEditing] = useState(false);
  const cover = collection.covers[0]?.images.find((image) => image.format === 'webp');

  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-4">
        <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-stone-100">
          {cover && (
            <img
              src={cover.url}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-full object-cover"
            />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <Link
            to={`/collections/${collection.id}`}
            className="block truncate font-semibold text-stone-900 hover:underline"
            aria-label={t('collections.account.open', { name: collection.name })}
          >
            {collection.name}
          </Link>
          <p className="text-sm text-stone-600">
            {t('collections.itemCount', { count: collection.itemCount })} ·{' '}
            {collection.visibility === 'private'
              ? t('collections.privateBadge')
              : t('collections.publicBadge')}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing(!editing)}>
            {t('collections.account.edit')}
          </Button>
          <ConfirmDialog
            trigger={<Button variant="secondary">{t('collections.account.delete')}</Button>}
            title={t('collections.account.deleteTitle', { name: collection.name })}
            confirmLabel={t('collections.account.delete')}
            onConfirm={() =>
              remove.mutateAsync(collection.id).then(
                () => notify.success(t('collections.account.deleted')),
                (error: Error) => notify.error(error.message),
              )
            }
          >
            {t('collections.account.deleteText')}
          </ConfirmDialog>
        </div>
      </div>
      {editing && <EditCollection collection={collection} onDone={() => setEditing(false)} />}
    </li>
  );
}

/** The member's collections: each opened, renamed, described, made public or private, or deleted. */
export function OwnCollections() {
  const t = useT();
  const collections = useOwnCollections();
  if (collections.isPending) return <PageSpinner label={t('collections.loading')} />;
  if (collections.isError)
    return <FormAlert message={t('collections.loadFailed', { error: collections.error.message })} />;
  if (collections.data.items.length === 0) return <EmptyState title={t('collections.account.empty')} />;
  return (
    <ul className="space-y-3">
      {collections.data.items.map((collection) => (
        <CollectionRow key={collection.id} collection={collection} />
      ))}
    </ul>
  );
}
