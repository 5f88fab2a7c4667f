import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifestPath } from '../../packages/contract/src/pages/server-render.ts';
import { flattenMessages, readMessages } from '../../packages/i18n/src/compile.ts';
import { defaultLocale, localeCodes, localizedPath, type Locale } from '../../packages/i18n/src/locales.ts';
import { webAppManifestIn } from './src/pwa/web-app-manifest.ts';
import { compiledMessages } from './vite-plugins/compiled-messages.ts';
import { markdownContent } from './vite-plugins/markdown-content.ts';

// The API serves the built app in production; in development it runs beside Vite.
const api = 'http://127.0.0.1:3000';
const proxy = { '/v1': api, '/media': api };
/** What vite-plugin-pwa names the worker it builds from src/pwa/sw.ts. */
const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Brotli and gzip copies beside each built script and stylesheet, and beside the service worker,
 * which the API's static files serve by Accept-Encoding (`preCompressed`): a phone downloads a
 * third of the bytes and the server compresses nothing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compress = (file: string) => {
    const contents = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(contents, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(contents, { level: 9 }));
  };
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      outDir = options.dir ?? outDir;
      for (const fileName of Object.keys(bundle)) {
        if (/^assets\/.+\.(js|css|svg)$/.test(fileName)) compress(path.join(outDir, fileName));
      }
    },
    // The worker is built when the bundle closes (installableApp), after every writeBundle.
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const worker = path.join(outDir, SERVICE_WORKER_FILE);
        if (fs.existsSync(worker)) compress(worker);
      },
    },
  };
}

/** The web app manifest in `locale`, its words from the language's messages. */
function manifestIn(locale: Locale) {
  const words = flattenMessages(readMessages(locale));
  return webAppManifestIn(locale, localizedPath('/', locale), (id) => words[id] ?? id);
}

/**
 * Each other language's web app manifest beside the default one (dist/manifest.<code>.webmanifest),
 * which the server links from that language's pages: an app installed from a French page is named,
 * described and started in French.
 */
function localizedManifests(): Plugin {
  return {
    name: 'localized-manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of localeCodes.filter((code) => code !== defaultLocale)) {
        this.emitFile({
          type: 'asset',
          fileName: webAppManifestPath(locale, defaultLocale).slice(1),
          source: JSON.stringify(manifestIn(locale)),
        });
      }
    },
  };
}

/**
 * The web app manifest and the service worker (src/pwa/sw.ts, built to dist/sw.js with the list of
 * files to precache written in). The app registers the worker itself, after the page has loaded
 * (src/pwa/register-service-worker.ts), and asks before a new version takes over.
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    // Built to dist/sw.js, at the site's root so its scope is every page.
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifest: manifestIn(defaultLocale),
    injectManifest: {
      // A classic script, which every browser with service workers runs.
      rollupFormat: 'iife',
      // The app shell (the page template) and every script and style of the build; the manifest's
      // icons and the manifest itself are added by the plugin. Not the compressed copies, which
      // the browser never asks for by name, nor the server's renderer.
      globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css}'],
      // Hashed names change with their content: no revision parameter needed to fetch them.
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}

/** The screens of the pages a visitor browses (src/app/router.tsx lists every public page). */
const BROWSING_SCREEN_NAMES = ['home', 'designers', 'designer', 'project', 'works', 'collection'];
const BROWSING_SCREENS = BROWSING_SCREEN_NAMES.map((screen) =>
  path.resolve(import.meta.dirname, `src/app/routes/${screen}.tsx`),
);
/** A module at least this many browsing screens import is in the chunk they all load. */
const BROWSING_SHARE_COUNT = 3;

/**
 * What the browsing screens share, in few chunks: left to the bundler, each piece they share is a
 * chunk, and a profile's first visit downloaded fifteen files of 0.1 to 3 KB, each with its
 * response headers. What three or more screens import is one chunk, `browsing`; what two screens
 * alone share is a chunk named after them (`designer-project`, `works-collection`…), which the
 * other four never download: in one chunk with the rest, every page downloaded 2.5 to 3 KB (brotli)
 * of other pages' code, more than the headers of the one or two files it adds (0.3 to 0.4 KB each).
 * Found once the module graph is built, from the screens' static imports.
 */
function browsingPagesChunks() {
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'browsing-pages-chunks',
    apply: 'build',
    buildEnd() {
      const closure = (id: string, into: Set<string>) => {
        if (into.has(id)) return into;
        into.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) closure(imported, into);
        return into;
      };
      const importers = new Map<string, string[]>();
      BROWSING_SCREENS.forEach((screen, index) => {
        if (!this.getModuleInfo(screen)) return;
        for (const id of closure(screen, new Set())) {
          if (id !== screen) importers.set(id, [...(importers.get(id) ?? []), BROWSING_SCREEN_NAMES[index]!]);
        }
      });
      for (const [id, names] of importers) {
        if (names.length >= BROWSING_SHARE_COUNT) chunkOf.set(id, 'browsing');
        else if (names.length === 2) chunkOf.set(id, names.join('-'));
      }
    },
  };
  // After the entry's group, which keeps what the entry already loads.
  return { plugin, group: { name: (id: string) => chunkOf.get(id) ?? null } };
}

/**
 * Two builds: the browser's app into dist/, then (`--ssr`) the server's page renderer into
 * dist/server/, which the API loads to send public pages rendered (src/entry-server.tsx).
 */
export default defineConfig(({ isSsrBuild = false }) => {
  const browsing = browsingPagesChunks();
  return {
    plugins: [
      markdownContent(),
      compiledMessages(),
      react(),
      tailwindcss(),
      ...(isSsrBuild ? [] : [precompress(), installableApp(), localizedManifests(), browsing.plugin]),
    ],
    server: { proxy },
    preview: { proxy },
    // The renderer carries its dependencies, so a copied dist/ runs wherever it is put.
    ssr: { noExternal: true },
    // React's production build in the renderer too, whatever NODE_ENV the API runs with.
    ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    build: isSsrBuild
      ? {
          outDir: 'dist/server',
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { input: 'src/entry-server.tsx' },
        }
      : {
          outDir: 'dist',
          emptyOutDir: true,
          // scripts/bundle-size.mjs follows the manifest to find what a first visit loads.
          manifest: true,
          // Every browser the app supports preloads modules itself: no polyfill in the entry.
          modulePreload: { polyfill: false },
          // src/boot.ts loads the app after the first paint on pages the server renders.
          rollupOptions: {
            input: { index: 'index.html', boot: 'src/boot.ts' },
            output: {
              codeSplitting: {
                groups: [
                  // What the entry imports, in one file beside it: the entry's own file stays small
                  // and the boot script (src/boot.ts) imports nothing.
                  {
                    name: 'app',
                    tags: ['$initial'],
                    test: (id) => !/src[\\/](main\.tsx|boot\.ts)$|index\.html$/.test(id),
                  },
                  browsing.group,
                  // The typed call and the contract's path filler travel together: a screen that calls an
                  // endpoint loads one shared file, and the entry's list of what each screen preloads names one.
                  {
                    name: 'call-endpoint',
                    test: /src[\\/](lib[\\/]call-endpoint|endpoint)\.ts$/,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
  };
});
