import {
  itemIdHeader,
  path,
  type PortfolioUploadMetadata,
} from '@creators-archive/contract/portfolio/create-portfolio-upload';
import type { DetailedError } from 'tus-js-client';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { dataChanged, refreshTokens } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/tokens';

/** Waits between tries after a failed request; a connection that went away entirely waits for `online` instead. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];

export type UploadStall = 'retrying' | 'offline';

export type UploadOutcome =
  { ok: true; itemId: string | undefined } | { ok: false; cancelled: boolean; message: string };

export type ResumableUploadControl = {
  done: Promise<UploadOutcome>;
  pause(): void;
  resume(): void;
  cancel(): void;
};

/**
 * Who the upload is: the SHA-256 of its bytes. An upload is resumed only with the very bytes it
 * started with (the same photo, made smaller the same way, after a reload too); a name, size and
 * date alone could match another photo, whose bytes would then be appended to this one's.
 */
export async function fingerprintOf(file: Blob, itemId?: string): Promise<string> {
  // The same photo sent into another project is another upload, never the first one resumed.
  const into = itemId ? `:${itemId}` : '';
  if (!globalThis.crypto?.subtle) {
    const named = file as Partial<File>;
    return `portfolio-upload:${named.name ?? ''}:${file.size}:${named.lastModified ?? ''}${into}`;
  }
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer()));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `portfolio-upload:${hex}${into}`;
}

/** The member's words from the API's error envelope, or a plain sentence when there are none. */
export function failureMessage(error: Error | DetailedError): string {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  try {
    const envelope = JSON.parse(body ?? '') as { error?: { message?: unknown } };
    if (typeof envelope.error?.message === 'string') return envelope.error.message;
  } catch {
    // Not the API's answer (no answer at all, or a proxy's page).
  }
  return translator(pageLanguage())('portfolio.upload.failed');
}

/**
 * What an upload becomes: a new project named `title`, or one more image of the project `itemId`
 * (placed last); `caption` and `alt` are the image's own.
 */
export type UploadFields = Pick<PortfolioUploadMetadata, 'title' | 'itemId' | 'caption' | 'alt'>;

/** The fields as tus metadata: only those with a value, since tus sends every value as text. */
export function uploadMetadataOf(fields: UploadFields, fileType: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  if (fields.itemId) metadata.itemId = fields.itemId;
  else if (fields.title) metadata.title = fields.title;
  if (fields.caption) metadata.caption = fields.caption;
  if (fields.alt) metadata.alt = fields.alt;
  if (fileType) metadata.filetype = fileType;
  return metadata;
}

/**
 * Uploads one image as a portfolio item, or into an existing one, with the tus protocol (`POST /v1/portfolio/uploads`),
 * resuming where the server's bytes end: after a dropped request, when the browser comes back
 * online, and after a reload when the same file is chosen again (the upload's address is kept in
 * localStorage under its fingerprint until it completes). The tus client is loaded only now, so
 * it never weighs on a page that uploads nothing.
 */
export async function createPortfolioUpload(
  file: File,
  fields: UploadFields,
  events: { onProgress(sent: number, total: number): void; onStall(stall: UploadStall): void },
): Promise<ResumableUploadControl> {
  const { Upload } = await import('tus-js-client');
  let settle: (outcome: UploadOutcome) => void = () => {};
  const done = new Promise<UploadOutcome>((resolve) => {
    settle = resolve;
  });
  let pausedByMember = false;
  /** The token renewal a 401 started; the retried request waits for it. */
  let renewal: Promise<unknown> | undefined;

  const upload = new Upload(file, {
    endpoint: new URL(path, window.location.origin).toString(),
    metadata: uploadMetadataOf(fields, file.type),
    fingerprint: (input) => fingerprintOf(input, fields.itemId),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    retryDelays: RETRY_DELAYS_MS,
    onBeforeRequest: async (request) => {
      await renewal;
      const token = getAccessToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onProgress: (sent, total) => events.onProgress(sent, total),
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      if (status === 401) {
        // An access token that expired mid-upload: renewed once, then the request is tried again.
        if (renewal) return false;
        renewal = refreshTokens();
        return true;
      }
      if (!navigator.onLine) return false;
      const worthRetrying = status === 0 || status >= 500 || [409, 423, 429].includes(status);
      if (worthRetrying) events.onStall('retrying');
      return worthRetrying;
    },
    onSuccess: ({ lastResponse }) => {
      // A new item is a change like any other call's: the portfolio is asked for afresh.
      dataChanged();
      settle({ ok: true, itemId: lastResponse.getHeader(itemIdHeader) });
    },
    onError: (error) => {
      if (pausedByMember) return;
      if (!navigator.onLine) {
        events.onStall('offline');
        return;
      }
      settle({ ok: false, cancelled: false, message: failureMessage(error) });
    },
  });

  const goneOffline = () => {
    if (pausedByMember) return;
    void upload.abort();
    events.onStall('offline');
  };
  const backOnline = () => {
    if (!pausedByMember) upload.start();
  };
  window.addEventListener('offline', goneOffline);
  window.addEventListener('online', backOnline);
  void done.finally(() => {
    window.removeEventListener('offline', goneOffline);
    window.removeEventListener('online', backOnline);
  });

  const [previous] = await upload.findPreviousUploads();
  if (previous) upload.resumeFromPreviousUpload(previous);
  if (navigator.onLine) upload.start();
  else events.onStall('offline');

  return {
    done,
    pause: () => {
      pausedByMember = true;
      void upload.abort();
    },
    resume: () => {
      pausedByMember = false;
      upload.start();
    },
    cancel: () => {
      pausedByMember = true;
      // Terminating tells the server to drop the bytes it holds, and forgets the stored address.
      void upload.abort(true).catch(() => {});
      settle({
        ok: false,
        cancelled: true,
        message: translator(pageLanguage())('portfolio.upload.cancelled'),
      });
    },
  };
}
