import { disciplines, type PortfolioItem } from '@creators-archive/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { ApiRequestError } from '../../../lib/query-client';
import { notify } from '../../../lib/notify';
import { useUpdatePortfolioItem } from '../api/update-portfolio-item';

/** Title, description, category and tags of one item. */
export function EditItemDialog({ item, onClose }: { item: PortfolioItem | null; onClose: () => void }) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-stone-900">Edit work</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600">
            What visitors read beside the image.
          </Dialog.Description>
          {item && <EditForm key={item.id} item={item} onDone={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditForm({ item, onDone }: { item: PortfolioItem; onDone: () => void }) {
  const update = useUpdatePortfolioItem();
  const [title, setTitle] = useState(item.title ?? '');
  const [description, setDescription] = useState(item.description ?? '');
  const [category, setCategory] = useState(item.category ?? '');
  const [tags, setTags] = useState(item.tags.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tagList = tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    update.mutate(
      {
        id: item.id,
        changes: {
          title,
          description,
          category: category === '' ? null : (category as (typeof disciplines)[number]),
          tags: tagList,
        },
      },
      {
        onSuccess: () => {
          notify.success('Saved');
          onDone();
        },
        onError: (error) => {
          const fields =
            error instanceof ApiRequestError
              ? (error.details as { fields?: Record<string, string> })?.fields
              : undefined;
          if (fields) setErrors(fields);
          else notify.error(error.message);
        },
      },
    );
  };

  const tagError = Object.entries(errors).find(([field]) => field.startsWith('tags'))?.[1];
  return (
    <form onSubmit={submit} className="mt-4 space-y-4">
      <TextField
        label="Title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
        maxLength={120}
      />
      <TextAreaField
        id="edit-description"
        label="Description"
        value={description}
        maxLength={2000}
        rows={3}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="space-y-1.5">
        <label htmlFor="edit-category" className="block text-sm font-medium text-stone-800">
          Category
        </label>
        <select
          id="edit-category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
        >
          <option value="">No category</option>
          {disciplines.map((discipline) => (
            <option key={discipline} value={discipline}>
              {discipline}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Tags (comma-separated, at most 10)"
        value={tags}
        onChange={(event) => setTags(event.target.value)}
        error={tagError}
      />
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" disabled={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
