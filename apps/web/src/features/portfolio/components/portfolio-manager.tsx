import type { PortfolioItem } from '@creators-archive/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { usePortfolioItems } from '../api/find-portfolio-items';
import { DeleteItemDialog } from './delete-item-dialog';
import { EditItemDialog } from './edit-item-dialog';
import { PortfolioGrid } from './portfolio-grid';
import { UploadDropzone } from './upload-dropzone';
import { UploadList, useUploadQueue } from './upload-queue';

/** The member's own portfolio: upload, edit, order, cover, profile picture, delete. */
export function PortfolioManager({ userId }: { userId: string }) {
  const t = useT();
  const client = useQueryClient();
  const query = usePortfolioItems({ userId, limit: 50 });
  const onUploaded = useCallback(() => void client.invalidateQueries({ queryKey: ['portfolio'] }), [client]);
  const uploads = useUploadQueue(onUploaded);
  const [editing, setEditing] = useState<PortfolioItem | null>(null);
  const [deleting, setDeleting] = useState<PortfolioItem | null>(null);

  const items = query.data?.items ?? [];

  return (
    <div className="space-y-6">
      <UploadDropzone onFiles={uploads.add} />

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
        <PortfolioGrid items={items} onEdit={setEditing} onDelete={setDeleting} />
      )}

      <EditItemDialog item={editing} onClose={() => setEditing(null)} />
      <DeleteItemDialog item={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
