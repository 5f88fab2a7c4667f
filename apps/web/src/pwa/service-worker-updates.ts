import { Workbox } from 'workbox-window';
import { toastLibrary } from '../lib/notify';
import { pageMessage } from '../lib/page-language';
import { KEEP_PAGE, type WorkerMessage } from './cache-rules';

/** Where the build writes the worker (vite.config.ts): the site's root, so its scope is every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/** What the update flow needs of workbox-window's Workbox; a fake stands in for it in tests. */
export type ServiceWorkerHandle = Pick<
  Workbox,
  'addEventListener' | 'messageSkipWaiting' | 'messageSW' | 'register' | 'controlling'
>;

type Options = {
  workbox?: ServiceWorkerHandle;
  /** Whether a worker answered this page; if not, it asks the worker to keep it once installed. */
  controlled?: boolean;
  reload?: () => void;
};

/**
 * Registers the worker and offers each new version with a toast that stays until it is answered.
 * "Reload" lets the waiting worker take over, and the page reloads once it controls the page, so the
 * reloaded page runs on the new version's scripts. Ignored, the new version takes over when every
 * tab of the site has been closed.
 */
export async function watchServiceWorker({
  workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' }),
  controlled = Boolean(navigator.serviceWorker.controller),
  reload = () => window.location.reload(),
}: Options = {}): Promise<void> {
  workbox.addEventListener('waiting', async () => {
    const { toast } = await toastLibrary();
    toast(pageMessage('pwa.newVersion'), {
      id: 'new-version',
      duration: Infinity,
      action: {
        label: pageMessage('pwa.reload'),
        onClick: () => {
          // Listening only now: a first install also takes control, and must not reload the page.
          workbox.addEventListener('controlling', () => reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });
  try {
    await workbox.register();
  } catch (error) {
    console.warn('The service worker could not be registered', error);
    return;
  }
  // The first visit's page and images came from the network alone; once the worker is in charge
  // it keeps them, so this page opens offline too.
  if (!controlled) {
    await workbox.controlling;
    // Every file the page loaded: the worker keeps the images among them (an image preloaded by
    // the page's head counts as much as one an <img> asked for).
    const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
    const message: WorkerMessage = { type: KEEP_PAGE, url: window.location.href, resources };
    await workbox.messageSW(message);
  }
}
