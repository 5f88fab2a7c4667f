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

const AT_ONCE = 2;
let counter = 0;

/**
 * Sends each chosen file as its own resumable upload, two at a time, with progress, pause and
 * cancel. A large photo is made smaller first unless the member asked for the original.
 */
class UploadQueue {
  entries: UploadEntry[] = [];
  private readonly waiting: { entry: UploadEntry; file: File; keepOriginal: boolean }[] = [];
  private readonly controls = new Map<string, ResumableUploadControl>();
  private readonly cancelled = new Set<string>();
  private active = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly onUploaded: () => void,
    private readonly t: Translate,
  ) {}

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

  add = (files: File[], options: { keepOriginal?: boolean } = {}) => {
    const added: UploadEntry[] = [];
    for (const file of files) {
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
      else this.waiting.push({ entry, file, keepOriginal: options.keepOriginal ?? false });
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
      const next = this.waiting.shift();
      if (!next) break;
      if (this.cancelled.has(next.entry.key)) continue;
      this.active += 1;
      void this.send(next).finally(() => {
        this.active -= 1;
        this.controls.delete(next.entry.key);
        this.pump();
      });
    }
  }

  private async send({
    entry,
    file,
    keepOriginal,
  }: {
    entry: UploadEntry;
    file: File;
    keepOriginal: boolean;
  }) {
    const { key } = entry;
    this.update(key, { state: 'preparing' });
    const upload = await downsizePhoto(file, keepOriginal);
    if (this.cancelled.has(key)) return;
    this.update(key, { state: 'uploading' });
    const control = await createPortfolioUpload(
      upload,
      { title: file.name.replace(/\.[^.]+$/, '') },
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
      this.onUploaded();
    } else if (outcome.cancelled) {
      this.update(key, { state: 'cancelled' });
    } else {
      this.update(key, { state: 'failed', message: outcome.message });
      notify.error(this.t('portfolio.upload.fileFailed', { file: file.name, message: outcome.message }));
    }
  }
}

export function useUploadQueue(onUploaded: () => void) {
  const t = useT();
  const [queue] = useState(() => new UploadQueue(onUploaded, t));
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
