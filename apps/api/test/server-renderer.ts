// Vitest's global setup for the integration files that render pages: the web's server renderer
// (apps/web/src/entry-server.tsx) built once for the run. Ten files render pages, most on both
// databases; each built it for itself, about 4 s of CPU a build.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory `vite build --ssr` wrote the server renderer to; tests copy it, never change it. */
    serverRendererDir: string;
  }
}

const webDir = path.resolve(import.meta.dirname, '../../web');

export default async function buildServerRenderer(project: TestProject): Promise<() => void> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-server-renderer-'));
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--ssr', '--outDir', directory, '--logLevel', 'error'],
    // The renderer carries React's production build, which needs the production JSX transform.
    { cwd: webDir, env: { ...process.env, NODE_ENV: 'production' } },
  );
  project.provide('serverRendererDir', directory);
  return () => fs.rmSync(directory, { recursive: true, force: true });
}
