// Compiles the server and the operator scripts to dist/ with esbuild: one ESM bundle each, at the
// top of dist/ (one level below the package, like src/package-root.ts, which finds files from
// there). npm packages stay external and load from node_modules; the workspace packages export
// TypeScript, which Node cannot load, so they are bundled in. Files are overwritten in place, not
// removed first, so a server already running from dist/ is never left without its bundle.
import path from 'node:path';
import { build } from 'esbuild';

const packageRoot = import.meta.dirname;
const outdir = path.join(packageRoot, 'dist');

const entryPoints = [
  { in: 'src/main.ts', out: 'main' },
  // The invoice PDF thread, started by its file name from main.js (beside it in dist/).
  { in: 'src/modules/invoices/invoice-pdf-thread.ts', out: 'invoice-pdf-worker' },
  // The image process, started by its file name from main.js (beside it in dist/).
  { in: 'src/media/image-process.ts', out: 'image-process-entry' },
  // The process creating a new PGlite database, started by its file name from main.js.
  { in: 'src/db/create-pglite.ts', out: 'create-pglite-entry' },
  { in: 'src/scripts/renewals.ts', out: 'renewals' },
  { in: 'src/scripts/backup.ts', out: 'backup' },
  { in: 'src/scripts/restore.ts', out: 'restore' },
  { in: 'src/scripts/rotate-keys.ts', out: 'rotate-keys' },
];

/** Every bare import is left to node_modules, except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@creators-archive/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: packageRoot,
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
