import fs from 'node:fs';
import path from 'node:path';
import { replaceLiteral } from '../lib/replace-literal';

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

function readManifest(distDir: string): Manifest | undefined {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return undefined;
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
}

/**
 * `<link rel="modulepreload">` for a page's modules and the chunks they import: a public page's
 * screen and the page's messages (the web's server build names them), so they download beside the
 * entry instead of after it: one round trip less before the page paints on a slow connection.
 * Reads the build's manifest once; without one (no build, or an older build) it adds nothing.
 */
export function routePreloads(distDir: string): (modules: readonly string[], html: string) => string {
  const manifest = readManifest(distDir);
  if (!manifest) return (_screen, html) => html;

  const filesFor = new Map<string, string[]>();
  const filesOf = (module: string) => {
    const known = filesFor.get(module);
    if (known) return known;
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(module);
    filesFor.set(module, [...files]);
    return [...files];
  };

  return (modules, html) => {
    // The entry and its own preloads are in the HTML already.
    const files = [...new Set(modules.flatMap(filesOf))].filter((file) => !html.includes(`/${file}"`));
    if (files.length === 0) return html;
    const tags = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
    return replaceLiteral(html, '</head>', `    ${tags.join('\n    ')}\n  </head>`);
  };
}

const entryScript = /\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)"\s*\/?>/g;

/**
 * For a page the server rendered: the app's entry script and module preloads become a list that
 * the build's small boot script (apps/web/src/boot.ts) loads once the page has painted. The
 * rendered page needs no script to be seen, and its first image need not share a slow line with
 * them. Without a build that has the boot script, the page keeps its scripts as they are.
 */
export function scriptsAfterFirstPaint(distDir: string): (html: string) => string {
  const boot = readManifest(distDir)?.['src/boot.ts']?.file;
  if (!boot) return (html) => html;

  return (html) => {
    const entry = entryScript.exec(html)?.[1];
    if (!entry) return html;
    const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
    const modules = JSON.stringify([entry, ...preloads]);
    const withoutScripts = html.replace(entryScript, '').replace(modulePreload, '');
    return replaceLiteral(
      withoutScripts,
      '</head>',
      `  <script type="application/json" id="app-modules">${modules}</script>\n` +
        `    <script type="module" crossorigin src="/${boot}"></script>\n  </head>`,
    );
  };
}
