#!/usr/bin/env node
// Measures the JavaScript a first visit to `/` downloads, gzipped, against the budget, in each
// language. Run after `vite build`: the entry script and modulepreloads from dist/index.html, plus
// the lazily loaded home route and its static imports, found through dist/.vite/manifest.json, plus
// the language's first messages (virtual:messages/<code>/start), which every first visit loads.
// Then, outside the budget, what the page asks for once it has loaded to install the service
// worker: the registration chunk and the worker itself (the precache it downloads is listed by
// the build as "precache N entries").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const BUDGET_BYTES = 150 * 1000;
/** The source of the route `/` renders; React Router loads it lazily after the entry. */
const HOME_ROUTE_SOURCE = 'src/app/routes/home.tsx';
/** Imported by the app once the page has loaded (src/pwa/register-service-worker.ts). */
const WORKER_REGISTRATION_SOURCE = 'src/pwa/service-worker-updates.ts';
const WORKER_FILE = '/sw.js';
/** A language's first messages, as the build's manifest names them (apps/web/vite-plugins). */
const FIRST_MESSAGES = /^virtual:messages\/([a-z]{2})\/start$/;

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

if (!manifest[WORKER_REGISTRATION_SOURCE])
  exit(`${WORKER_REGISTRATION_SOURCE} is not in the manifest; update WORKER_REGISTRATION_SOURCE`);
const afterLoad = new Set([WORKER_FILE]);
addWithStaticImports(WORKER_REGISTRATION_SOURCE, afterLoad, files);

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const rowsOf = (list) =>
  [...list].map((file) => {
    const contents = readOrExit(path.join(dist, file), null);
    return { file, raw: contents.length, gzip: zlib.gzipSync(contents).length };
  });
const rows = rowsOf(files);
const afterLoadRows = rowsOf(afterLoad);
const width = Math.max(...[...rows, ...afterLoadRows].map((row) => row.file.length), 'total'.length);
const printTable = (tableRows) => {
  console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
  for (const row of tableRows) {
    console.log(`${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}`);
  }
  const total = tableRows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`${'total'.padEnd(width)}  ${''.padStart(10)}  ${kb(total).padStart(10)}`);
  return total;
};

const shared = printTable(rows);
const languages = Object.keys(manifest)
  .map((key) => FIRST_MESSAGES.exec(key)?.[1])
  .filter((code) => code !== undefined);
if (languages.length === 0) exit('No first messages (virtual:messages/<code>/start) in the manifest');
console.log(`\nwith the language's first messages, against the budget of ${kb(BUDGET_BYTES)}:`);
let withinBudget = true;
for (const code of languages) {
  const messages = new Set();
  addWithStaticImports(`virtual:messages/${code}/start`, messages, files);
  const messageRows = rowsOf(messages);
  const total = shared + messageRows.reduce((sum, { gzip }) => sum + gzip, 0);
  withinBudget &&= total <= BUDGET_BYTES;
  const named = messageRows.map(({ file }) => file).join(', ');
  console.log(
    `${code}: ${kb(total)} (messages ${kb(total - shared)}, ${named}): ${total <= BUDGET_BYTES ? 'within' : 'OVER'}`,
  );
}
console.log('\nafter the page has loaded, to install the service worker (not in the budget):');
printTable(afterLoadRows);
process.exit(withinBudget ? 0 : 1);

/** `key`'s file and those it imports statically, into `into`, leaving out what `counted` holds. */
function addWithStaticImports(key, into = files, counted = new Set()) {
  const chunk = manifest[key];
  const file = `/${chunk.file}`;
  if (into.has(file) || counted.has(file)) return;
  into.add(file);
  for (const imported of chunk.imports ?? []) addWithStaticImports(imported, into, counted);
}

function attributeValues(source, tagPattern, attribute) {
  const valuePattern = new RegExp(`\\b${attribute}="([^"]+)"`);
  return [...source.matchAll(tagPattern)]
    .map((match) => valuePattern.exec(match[0])?.[1])
    .filter((value) => value !== undefined);
}

function readOrExit(file, encoding = 'utf8') {
  if (!fs.existsSync(file)) exit(`${path.relative(process.cwd(), file)} is missing: run the build first`);
  return fs.readFileSync(file, encoding);
}

function exit(message) {
  console.error(message);
  process.exit(1);
}
