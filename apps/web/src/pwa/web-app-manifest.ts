import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (vite-plugin-pwa writes it to dist/manifest.webmanifest and links it from
 * every page): what a phone needs to install the site as an app. The icons are drawn by
 * scripts/generate-icons.mjs; the maskable one keeps its letters inside the circle every launcher
 * mask leaves whole. Its words are English: one manifest serves the pages of every language.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Creators Archive',
  short_name: 'Creators',
  description: 'Portfolios, membership and a vetted directory of designers in Africa.',
  lang: 'en',
  start_url: '/',
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
      name: 'My portfolio',
      short_name: 'Portfolio',
      description: 'Add and arrange your work',
      url: '/account/portfolio',
      icons: [{ src: '/icons/shortcut-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Designers directory',
      short_name: 'Directory',
      description: 'Browse and search designers',
      url: '/designers',
      icons: [{ src: '/icons/shortcut-96.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
};
