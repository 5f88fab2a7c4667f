import { useState, useSyncExternalStore } from 'react';
import { UPLOAD_CANCELLED_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { checkFileBeforeUpload, createPortfolioItem } from '../api/create-portfolio-item';

export type UploadEntry = {
  key: string;
  name: string;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';
  message?: string;
  controller: AbortController;
};

const AT_ONCE = 2;
let counter = 0;

/** Sends each chosen file in its own request, two at a time, with progress and cancel. */
class UploadQueue {
  entries: UploadEntry[] = [];
  private readonly waiting: { entry: UploadEntry; file: File }[] = [];
  private active = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly onUploaded: () => void) {}

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

  add = (files: File[]) => {
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
        controller: new AbortController(),
      };
      added.push(entry);
      if (problem) notify.error(problem);
      else this.waiting.push({ entry, file });
    }
    this.set([...this.entries.filter((entry) => entry.state !== 'done'), ...added]);
    this.pump();
  };

  cancel = (key: string) => {
    this.entries.find((entry) => entry.key === key)?.controller.abort();
    this.update(key, { state: 'cancelled' });
  };

  dismiss = (key: string) => {
    this.set(this.entries.filter((entry) => entry.key !== key));
  };

  private pump() {
    while (this.active < AT_ONCE && this.waiting.length > 0) {
      const next = this.waiting.shift();
      if (!next) break;
      const { entry, file } = next;
      if (entry.controller.signal.aborted) continue;
      this.active += 1;
      this.update(entry.key, { state: 'uploading' });
      void createPortfolioItem(
        file,
        { title: file.name.replace(/\.[^.]+$/, '') },
        {
          signal: entry.controller.signal,
          onProgress: (fraction) => this.update(entry.key, { progress: fraction }),
        },
      ).then((answer) => {
        this.active -= 1;
        if (answer.success) {
          this.update(entry.key, { state: 'done', progress: 1 });
          this.onUploaded();
        } else if (answer.error.message === UPLOAD_CANCELLED_MESSAGE) {
          this.update(entry.key, { state: 'cancelled' });
        } else {
          const message =
            answer.error.message && answer.error.message !== UNEXPECTED_ERROR_MESSAGE
              ? answer.error.message
              : 'Failed to upload portfolio item';
          this.update(entry.key, { state: 'failed', message });
          notify.error(`${file.name}: ${message}`);
        }
        this.pump();
      });
    }
  }
}

export function useUploadQueue(onUploaded: () => void) {
  const [queue] = useState(() => new UploadQueue(onUploaded));
  const entries = useSyncExternalStore(queue.subscribe, queue.snapshot);
  return { entries, add: queue.add, cancel: queue.cancel, dismiss: queue.dismiss };
}

export function UploadList({
  entries,
  onCancel,
  onDismiss,
}: {
  entries: UploadEntry[];
  onCancel: (key: string) => void;
  onDismiss: (key: string) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="space-y-2">
      {entries.map((entry) => (
        <li
          key={entry.key}
          className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm"
        >
          <span className="min-w-0 flex-1 truncate font-medium text-stone-800">{entry.name}</span>
          {entry.state === 'uploading' || entry.state === 'waiting' ? (
            <>
              <progress
                className="h-2 w-40 accent-brand-600"
                max={100}
                value={Math.round(entry.progress * 100)}
                aria-label={`Uploading ${entry.name}`}
              />
              <span className="w-10 text-right text-stone-600 tabular-nums">
                {Math.round(entry.progress * 100)}%
              </span>
              <button
                type="button"
                onClick={() => onCancel(entry.key)}
                className="rounded px-2 py-1 text-stone-700 hover:bg-stone-100"
              >
                Cancel
              </button>
            </>
          ) : (
            <>
              <span
                role={entry.state === 'failed' ? 'alert' : undefined}
                className={entry.state === 'failed' ? 'text-red-700' : 'text-stone-600'}
              >
                {entry.state === 'done'
                  ? 'Uploaded'
                  : entry.state === 'cancelled'
                    ? 'Cancelled'
                    : entry.message}
              </span>
              <button
                type="button"
                onClick={() => onDismiss(entry.key)}
                className="rounded px-2 py-1 text-stone-700 hover:bg-stone-100"
              >
                Dismiss
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
