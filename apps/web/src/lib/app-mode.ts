/**
 * The server adds `<meta name="app-mode" content="maintenance">` to the page when it runs with
 * MAINTENANCE=1; the app then shows only the maintenance page.
 */
export function isMaintenanceMode(): boolean {
  return document.querySelector('meta[name="app-mode"]')?.getAttribute('content') === 'maintenance';
}
