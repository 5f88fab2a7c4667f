import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { webDistFixture } from './helpers';

/**
 * A web build for tests of the pages: the fixture's index.html and a manifest naming the boot
 * script and some of the languages' messages, plus the real server renderer built from
 * apps/web/src/entry-server.tsx, which gives every page its head (built once for the run by
 * `integration-setup.ts`, copied here). The caller removes the directory.
 */
export function buildWebDist(): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-rendered-'));
  fs.cpSync(webDistFixture, distDir, { recursive: true });
  fs.mkdirSync(path.join(distDir, '.vite'));
  fs.writeFileSync(
    path.join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-Bx3k9f2a.js', isEntry: true },
      'src/boot.ts': { file: 'assets/boot-Q1w2e3r4.js', isEntry: true },
      'virtual:messages/en/start': { file: 'assets/start-En1.js', isDynamicEntry: true },
      'virtual:messages/en/pages': { file: 'assets/pages-En2.js', isDynamicEntry: true },
      'virtual:messages/fr/start': { file: 'assets/start-Fr1.js', isDynamicEntry: true },
      'virtual:messages/fr/pages': { file: 'assets/pages-Fr2.js', isDynamicEntry: true },
    }),
  );
  // A copy, not a link: an import resolves a link to its target, so every file of a worker would
  // share one renderer module, and pages after the first file's then failed to render.
  fs.cpSync(inject('serverRendererDir'), path.join(distDir, 'server'), { recursive: true });
  return distDir;
}
