import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { useSaveToCollection } from '../api/save-to-collection';

/** On its owner's view of a collection: takes the work out of it. */
export function RemoveFromCollectionButton({
  collectionId,
  itemId,
  title,
}: {
  collectionId: string;
  itemId: string;
  title: string;
}) {
  const t = useT();
  const remove = useSaveToCollection(itemId);
  return (
    <Button
      variant="secondary"
      disabled={remove.isPending}
      aria-label={t('collections.removeName', { title })}
      onClick={() => remove.mutate({ collectionId, saved: false })}
    >
      {t('collections.remove')}
    </Button>
  );
}
