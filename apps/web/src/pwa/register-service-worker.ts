/**
 * Starts the service worker once the page has loaded, from a chunk of its own: a first visit
 * downloads none of it before the page works, and the worker's own first downloads (the precache)
 * do not compete with the page's. Production builds only: in development Vite serves modules the
 * worker could not precache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    void import('./service-worker-updates').then(({ watchServiceWorker }) => watchServiceWorker());
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
