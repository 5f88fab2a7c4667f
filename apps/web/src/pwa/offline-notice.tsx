import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useLocale, useT } from '../i18n/use-t';
import { formatDateTime } from '../lib/dates';
import { loadedAddress, offlineCopyMarker } from './offline-copy';

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The marker is written once, by the service worker, before the page arrives. */
const subscribeToNothing = () => () => {};

/**
 * Says when the visitor reads without a connection: the browser reports none, or the page on
 * screen is one the service worker answered from what it kept (the site could not be reached).
 * Rendered empty on the server and while online, and filled in place, so screen readers announce
 * it as it appears.
 */
export function OfflineNotice() {
  const t = useT();
  const locale = useLocale();
  const online = useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
  const marker = useSyncExternalStore(
    subscribeToNothing,
    () => offlineCopyMarker(document),
    () => null,
  );
  const { pathname, search } = useLocation();
  // The worker's answer is the page that was loaded; a page opened from it afterwards is not.
  const fromWorker = marker !== null && pathname + search === loadedAddress();
  // Empty for the app shell: the page was drawn here, from whatever the device kept.
  const savedAt = fromWorker && marker ? formatDateTime(marker, locale) : undefined;

  let message: string | undefined;
  if (!online) {
    message = savedAt ? t('pwa.offlineCopy', { savedAt }) : t('pwa.offline');
  } else if (fromWorker) {
    message = savedAt ? t('pwa.copy', { savedAt }) : t('pwa.openedOffline');
  }

  return (
    <div role="status" data-testid="offline-notice">
      {message && (
        <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
          <p>{message}</p>
          {online && fromWorker && (
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="rounded-md px-2 py-0.5 font-medium underline underline-offset-2 hover:bg-amber-100"
            >
              {t('pwa.reload')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
