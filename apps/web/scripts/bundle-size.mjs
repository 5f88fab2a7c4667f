#!/usr/bin/env node
// Measures the JavaScript a first visit to `/` downloads, gzipped, against the budget.
// Run after `vite build`: the entry script and modulepreloads from dist/index.html, plus the
// lazily loaded home route and its static imports, found through dist/.vite/manifest.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const BUDGET_BYTES = 150 * 1000;
/** The source of the route `/` renders; React Router loads it lazily after the entry. */
const HOME_ROUTE_SOURCE = 'src/app/routes/home.tsx';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const html = readOrExit(path.join(dist, 'index.html'));
const manifest = JSON.parse(readOrExit(path.join(dist, '.vite/manifest.json')));

const files = new Set([
  ...attributeValues(html, /<script\b[^>]*\btype="module"[^>]*>/g, 'src'),
  ...attributeValues(html, /<link\b[^>]*\brel="modulepreload"[^>]*>/g, 'href'),
]);
if (files.size === 0) exit('No entry script found in dist/index.html');

if (!manifest[HOME_ROUTE_SOURCE])
  exit(`${HOME_ROUTE_SOURCE} is not in the manifest; update HOME_ROUTE_SOURCE`);
addWithStaticImports(HOME_ROUTE_SOURCE);

const rows = [...files].map((file) => {
  const contents = fs.readFileSync(path.join(dist, file));
  return { file, raw: contents.length, gzip: zlib.gzipSync(contents).length };
});
const total = rows.reduce((sum, row) => sum + row.gzip, 0);

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const width = Math.max(...rows.map((row) => row.file.length), 'total'.length);
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
for (const row of rows) {
  console.log(`${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}`);
}
console.log(`${'total'.padEnd(width)}  ${''.padStart(10)}  ${kb(total).padStart(10)}`);
console.log(`budget ${kb(BUDGET_BYTES)}: ${total <= BUDGET_BYTES ? 'within' : 'OVER'}`);
process.exit(total <= BUDGET_BYTES ? 0 : 1);

function addWithStaticImports(key) {
  const chunk = manifest[key];
  const file = `/${chunk.file}`;
  if (files.has(file)) return;
  files.add(file);
  for (const imported of chunk.imports ?? []) addWithStaticImports(imported);
}

function attributeValues(source, tagPattern, attribute) {
  const valuePattern = new RegExp(`\\b${attribute}="([^"]+)"`);
  return [...source.matchAll(tagPattern)]
    .map((match) => valuePattern.exec(match[0])?.[1])
    .filter((value) => value !== undefined);
}

function readOrExit(file) {
  if (!fs.existsSync(file)) exit(`${path.relative(process.cwd(), file)} is missing: run the build first`);
  return fs.readFileSync(file, 'utf8');
}

function exit(message) {
  console.error(message);
  process.exit(1);
}
