import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { markdownContent } from './vite-plugins/markdown-content.ts';

// The API serves the built app in production; in development it runs beside Vite.
const api = 'http://127.0.0.1:3000';
const proxy = { '/v1': api, '/media': api };

/**
 * Brotli and gzip copies beside each built script and stylesheet, which the API's static files
 * serve by Accept-Encoding (`preCompressed`): a phone downloads a third of the bytes and the
 * server compresses nothing per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/^assets\/.+\.(js|css|svg)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const contents = fs.readFileSync(file);
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(contents, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(contents, { level: 9 }));
      }
    },
  };
}

/**
 * Two builds: the browser's app into dist/, then (`--ssr`) the server's page renderer into
 * dist/server/, which the API loads to send public pages rendered (src/entry-server.tsx).
 */
export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [markdownContent(), react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
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
        // src/boot.ts loads the app after the first paint on pages the server renders.
        rollupOptions: { input: { index: 'index.html', boot: 'src/boot.ts' } },
      },
}));
