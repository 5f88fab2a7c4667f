import type { PortfolioItem } from '@creators-archive/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { checkFileBeforeUpload } from '../api/create-portfolio-item';
import { usePortfolioItems } from '../api/find-portfolio-items';
import { DeleteItemDialog } from './delete-item-dialog';
import { EditItemDialog } from './edit-item-dialog';
import { PortfolioGrid } from './portfolio-grid';
import { UploadDropzone, type UploadOptions } from './upload-dropzone';
import { UploadForm } from './upload-form';
import { UploadList, useUploadQueue } from './upload-queue';

/** Files chosen and not yet sent, while the member says where they go and what they show. */
type Staged = { files: File[]; keepOriginal: boolean; key: number };

/** The member's own portfolio: upload, edit, order, cover, profile picture, delete. */
export function PortfolioManager({ userId }: { userId: string }) {
  const t = useT();
  const client = useQueryClient();
  const query = usePortfolioItems({ userId, limit: 50 });
  const onUploaded = useCallback(() => void client.invalidateQueries({ queryKey: ['portfolio'] }), [client]);
  const uploads = useUploadQueue(onUploaded);
  const [staged, setStaged] = useState<Staged | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PortfolioItem | null>(null);

  const items = query.data?.items ?? [];
  // The open project follows the list as it is asked for again, so its images show what the server holds.
  const editing = items.find((item) => item.id === editingId) ?? null;

  // A file the browser can tell is wrong is refused at once, in the upload list; the form is for the rest.
  const stage = (files: File[], { keepOriginal }: UploadOptions) => {
    const refused = files.filter((file) => checkFileBeforeUpload(file) !== undefined);
    const accepted = files.filter((file) => !refused.includes(file));
    if (refused.length > 0) {
      uploads.add(
        refused.map((file) => ({ file, alt: '', caption: '' })),
        { destination: { kind: 'project-each' }, keepOriginal },
      );
    }
    if (accepted.length > 0) setStaged({ files: accepted, keepOriginal, key: Date.now() });
  };

  return (
    <div className="space-y-6">
      <UploadDropzone onFiles={stage} />

      {staged && (
        <UploadForm
          key={staged.key}
          files={staged.files}
          keepOriginal={staged.keepOriginal}
          projects={items}
          onUpload={(images, request) => {
            uploads.add(images, request);
            setStaged(null);
          }}
          onCancel={() => setStaged(null)}
        />
      )}

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
        <PortfolioGrid items={items} onEdit={(item) => setEditingId(item.id)} onDelete={setDeleting} />
      )}

      <EditItemDialog
        item={editing}
        onClose={() => setEditingId(null)}
        onAddFiles={(item, files) =>
          uploads.add(
            files.map((file) => ({ file, alt: '', caption: '' })),
            { destination: { kind: 'existing-project', itemId: item.id }, keepOriginal: false },
          )
        }
      />
      <DeleteItemDialog item={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
