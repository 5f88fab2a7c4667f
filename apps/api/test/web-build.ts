import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { webDistFixture } from './helpers';

const webDir = path.resolve(import.meta.dirname, '../../web');

/**
 * A web build for tests of the pages: the fixture's index.html and a manifest naming the boot
 * script and some of the languages' messages, plus the real server renderer built from apps/web/src/entry-server.tsx, which gives
 * every page its head. The caller removes the directory.
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
  execFileSync(
    'npx',
    ['vite', 'build', '--ssr', '--outDir', path.join(distDir, 'server'), '--logLevel', 'error'],
    // The renderer carries React's production build, which needs the production JSX transform.
    { cwd: webDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  return distDir;
}
