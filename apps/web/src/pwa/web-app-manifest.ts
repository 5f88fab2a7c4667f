import type { Locale, MessageId } from '@creators-archive/i18n';
import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest in one language, its words from that language's messages: what a phone
 * needs to install the site as an app. vite-plugin-pwa writes the default language's to
 * dist/manifest.webmanifest and links it from every page; the build writes each other language's
 * beside it (vite.config.ts), and the server links a page to the one in its language. Every
 * language's is the same app (`id`), starting on its own front door (`startUrl`). The icons are drawn by
 * scripts/generate-icons.mjs; the maskable one keeps its letters inside the circle every launcher
 * mask leaves whole.
 */
export function webAppManifestIn(
  locale: Locale,
  startUrl: string,
  words: (id: MessageId) => string,
): Partial<ManifestOptions> {
  return {
    id: '/',
    name: 'Creators Archive',
    short_name: 'Creators',
    description: words('pwa.manifest.description'),
    lang: locale,
    start_url: startUrl,
    scope: '/',
    display: 'standalone',
    // The top bar's ink, as index.html's theme-color meta tag gives it to a page in a browser tab
    // (the offline end-to-end test holds the two together).
    theme_color: '#1c1917',
    // The page background (stone-50), shown on the splash screen while the first page loads.
    background_color: '#fafaf9',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: words('pwa.manifest.portfolioName'),
        short_name: words('pwa.manifest.portfolioShortName'),
        description: words('pwa.manifest.portfolioDescription'),
        url: `${startUrl === '/' ? '' : startUrl}/account/portfolio`,
        icons: [{ src: '/icons/shortcut-96.png', sizes: '96x96', type: 'image/png' }],
      },
      {
        name: words('pwa.manifest.directoryName'),
        short_name: words('pwa.manifest.directoryShortName'),
        description: words('pwa.manifest.directoryDescription'),
        url: `${startUrl === '/' ? '' : startUrl}/designers`,
        icons: [{ src: '/icons/shortcut-96.png', sizes: '96x96', type: 'image/png' }],
      },
    ],
  };
}
