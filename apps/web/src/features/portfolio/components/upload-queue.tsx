import type { MessageId } from '@creators-archive/i18n';
import { useState, useSyncExternalStore } from 'react';
import { useT, type Translate } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { checkFileBeforeUpload } from '../api/create-portfolio-item';
import { createPortfolioUpload, type ResumableUploadControl } from '../api/create-portfolio-upload';
import { downsizePhoto } from '../utils/downsize-photo';

export type UploadEntry = {
  key: string;
  name: string;
  progress: number;
  /**
   * `preparing`: made smaller in the browser before sending. `retrying`: a request failed and is
   * tried again. `offline`: waiting for the connection, then resumes by itself. `paused`: by the
   * member, until they resume it. In all three the bytes the server holds are kept.
   */
  state:
    | 'waiting'
    | 'preparing'
    | 'uploading'
    | 'retrying'
    | 'offline'
    | 'paused'
    | 'done'
    | 'failed'
    | 'cancelled';
  message?: string;
};

/** One image the member chose, with the words they gave it. */
export type StagedImage = { file: File; alt: string; caption: string };

/**
 * Where chosen images go: all into one new project (`title`, else the first file's name), each
 * into a project of its own (named by its file), or at the end of an existing project.
 */
export type UploadDestination =
  | { kind: 'new-project'; title: string }
  | { kind: 'project-each' }
  | { kind: 'existing-project'; itemId: string };

export type UploadRequest = { destination: UploadDestination; keepOriginal: boolean };

/** The side effects a queue needs: making a photo smaller, and one resumable upload. */
export type UploadQueueDependencies = {
  onUploaded: () => void;
  t: Translate;
  prepare: typeof downsizePhoto;
  startUpload: typeof createPortfolioUpload;
};

type QueuedImage = { entry: UploadEntry; file: File; alt: string; caption: string };

/** The images bound for one project, sent one after another in the member's order. */
type ProjectBatch = {
  images: QueuedImage[];
  /** Known from the start when adding to a project; otherwise from the first upload that completes. */
  itemId?: string;
  title: string;
  keepOriginal: boolean;
};

const AT_ONCE = 2;
let counter = 0;

const titleOf = (file: File) => file.name.replace(/\.[^.]+$/, '');

/**
 * Sends each chosen image as its own resumable upload, with progress, pause and cancel; two
 * projects at a time. Within a project the images go one after another: the first makes the
 * project and the next ones are added to it by its id, and the server appends each image last, so
 * the project keeps the order the member chose with no reordering afterwards. A large photo is made
 * smaller first unless the member asked for the original.
 */
export class UploadQueue {
  entries: UploadEntry[] = [];
  private readonly waiting: ProjectBatch[] = [];
  private readonly controls = new Map<string, ResumableUploadControl>();
  private readonly cancelled = new Set<string>();
  private active = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly dependencies: UploadQueueDependencies) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.entries;

  private set(entries: UploadEntry[]) {
    this.entries = entries;
    for (const listener of this.listeners) listener();
  }

  private update(key: string, changes: Partial<UploadEntry>) {
    this.set(this.entries.map((entry) => (entry.key === key ? { ...entry, ...changes } : entry)));
  }

  private stateOf(key: string): UploadEntry['state'] | undefined {
    return this.entries.find((entry) => entry.key === key)?.state;
  }

  add = (images: StagedImage[], { destination, keepOriginal }: UploadRequest) => {
    const added: UploadEntry[] = [];
    const accepted: QueuedImage[] = [];
    for (const { file, alt, caption } of images) {
      counter += 1;
      const problem = checkFileBeforeUpload(file);
      const entry: UploadEntry = {
        key: `upload-${counter}`,
        name: file.name,
        progress: 0,
        state: problem ? 'failed' : 'waiting',
        message: problem,
      };
      added.push(entry);
      if (problem) notify.error(problem);
      else accepted.push({ entry, file, alt, caption });
    }
    if (accepted.length > 0) {
      if (destination.kind === 'project-each') {
        for (const image of accepted) {
          this.waiting.push({ images: [image], title: titleOf(image.file), keepOriginal });
        }
      } else if (destination.kind === 'existing-project') {
        this.waiting.push({ images: accepted, itemId: destination.itemId, title: '', keepOriginal });
      } else {
        const title = destination.title.trim() || titleOf(accepted[0]!.file);
        this.waiting.push({ images: accepted, title, keepOriginal });
      }
    }
    this.set([...this.entries.filter((entry) => entry.state !== 'done'), ...added]);
    this.pump();
  };

  cancel = (key: string) => {
    this.cancelled.add(key);
    this.controls.get(key)?.cancel();
    this.update(key, { state: 'cancelled' });
  };

  pause = (key: string) => {
    this.controls.get(key)?.pause();
    this.update(key, { state: 'paused' });
  };

  resume = (key: string) => {
    this.controls.get(key)?.resume();
    this.update(key, { state: 'uploading' });
  };

  dismiss = (key: string) => {
    this.set(this.entries.filter((entry) => entry.key !== key));
  };

  private pump() {
    while (this.active < AT_ONCE && this.waiting.length > 0) {
      const batch = this.waiting.shift();
      if (!batch) break;
      this.active += 1;
      void this.sendBatch(batch).finally(() => {
        this.active -= 1;
        this.pump();
      });
    }
  }

  private async sendBatch(batch: ProjectBatch) {
    for (const image of batch.images) {
      if (this.cancelled.has(image.entry.key)) continue;
      const itemId = await this.send(image, batch);
      // A failed first image leaves the project to be made by the next one.
      batch.itemId ??= itemId;
    }
  }

  /** Sends one image; the id of the project it went into, when it did. */
  private async send(
    { entry, file, alt, caption }: QueuedImage,
    batch: ProjectBatch,
  ): Promise<string | undefined> {
    const { key } = entry;
    const { prepare, startUpload, onUploaded, t } = this.dependencies;
    try {
      this.update(key, { state: 'preparing' });
      const upload = await prepare(file, batch.keepOriginal);
      if (this.cancelled.has(key)) return undefined;
      this.update(key, { state: 'uploading' });
      const control = await startUpload(
        upload,
        batch.itemId ? { itemId: batch.itemId, alt, caption } : { title: batch.title, alt, caption },
        {
          onProgress: (sent, total) => {
            const state = this.stateOf(key);
            // Bytes moving again end a stall, never a pause the member chose.
            this.update(key, {
              progress: total > 0 ? sent / total : 0,
              ...(state !== 'paused' && state !== 'cancelled' && { state: 'uploading' }),
            });
          },
          onStall: (stall) => {
            if (this.stateOf(key) !== 'paused') this.update(key, { state: stall });
          },
        },
      );
      this.controls.set(key, control);
      if (this.cancelled.has(key)) control.cancel();
      const outcome = await control.done;
      if (outcome.ok) {
        this.update(key, { state: 'done', progress: 1 });
        onUploaded();
        return outcome.itemId ?? batch.itemId;
      }
      if (outcome.cancelled) {
        this.update(key, { state: 'cancelled' });
      } else {
        this.update(key, { state: 'failed', message: outcome.message });
        notify.error(t('portfolio.upload.fileFailed', { file: file.name, message: outcome.message }));
      }
      return undefined;
    } finally {
      this.controls.delete(key);
    }
  }
}

export function useUploadQueue(onUploaded: () => void) {
  const t = useT();
  const [queue] = useState(
    () => new UploadQueue({ onUploaded, t, prepare: downsizePhoto, startUpload: createPortfolioUpload }),
  );
  const entries = useSyncExternalStore(queue.subscribe, queue.snapshot);
  return {
    entries,
    add: queue.add,
    cancel: queue.cancel,
    pause: queue.pause,
    resume: queue.resume,
    dismiss: queue.dismiss,
  };
}

/** One of an upload's actions (pause, resume, cancel, dismiss), all drawn alike. */
function EntryAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="rounded px-2 py-1 text-stone-700 hover:bg-stone-100">
      {label}
    </button>
  );
}

/** What the member reads beside an upload that is under way but not moving. */
const stalledText: Partial<Record<UploadEntry['state'], MessageId>> = {
  preparing: 'portfolio.upload.state.preparing',
  retrying: 'portfolio.upload.state.retrying',
  offline: 'portfolio.upload.state.offline',
  paused: 'portfolio.upload.state.paused',
};

const underWay = new Set<UploadEntry['state']>([
  'waiting',
  'preparing',
  'uploading',
  'retrying',
  'offline',
  'paused',
]);

export function UploadList({
  entries,
  onCancel,
  onPause,
  onResume,
  onDismiss,
}: {
  entries: UploadEntry[];
  onCancel: (key: string) => void;
  onPause: (key: string) => void;
  onResume: (key: string) => void;
  onDismiss: (key: string) => void;
}) {
  const t = useT();
  if (entries.length === 0) return null;
  return (
    <ul aria-label={t('portfolio.upload.list')} className="space-y-2">
      {entries.map((entry) => {
        const stalled = stalledText[entry.state];
        return (
          <li
            key={entry.key}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm"
          >
            <span className="min-w-0 flex-1 truncate font-medium text-stone-800">{entry.name}</span>
            {underWay.has(entry.state) ? (
              <>
                {stalled && (
                  <span role="status" className="text-stone-600">
                    {t(stalled)}
                  </span>
                )}
                <progress
                  className={`h-2 w-40 ${entry.state === 'uploading' || entry.state === 'waiting' ? 'accent-brand-600' : 'accent-stone-400'}`}
                  max={100}
                  value={Math.round(entry.progress * 100)}
                  aria-label={t('portfolio.upload.uploading', { file: entry.name })}
                />
                <span className="w-10 text-right text-stone-600 tabular-nums">
                  {Math.round(entry.progress * 100)}%
                </span>
                {entry.state === 'paused' ? (
                  <EntryAction label={t('portfolio.upload.resume')} onClick={() => onResume(entry.key)} />
                ) : entry.state === 'uploading' || entry.state === 'retrying' || entry.state === 'offline' ? (
                  <EntryAction label={t('portfolio.upload.pause')} onClick={() => onPause(entry.key)} />
                ) : null}
                <EntryAction label={t('portfolio.upload.cancel')} onClick={() => onCancel(entry.key)} />
              </>
            ) : (
              <>
                <span
                  role={entry.state === 'failed' ? 'alert' : undefined}
                  className={entry.state === 'failed' ? 'text-red-700' : 'text-stone-600'}
                >
                  {entry.state === 'done'
                    ? t('portfolio.upload.state.done')
                    : entry.state === 'cancelled'
                      ? t('portfolio.upload.state.cancelled')
                      : entry.message}
                </span>
                <EntryAction label={t('portfolio.upload.dismiss')} onClick={() => onDismiss(entry.key)} />
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
