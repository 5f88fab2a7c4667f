#!/usr/bin/env node
// Measures the JavaScript a first visit to `/` downloads, gzipped, against the budget, in each
// language, and shows it brotli-compressed too, as the server sends it (the build's .br copies).
// What a first visit downloads in all (the page, styles, images, headers) is held to its own budget
// by the end-to-end tests (e2e/tests/first-visit.spec.ts). Run after `vite build`: the entry script and modulepreloads from dist/index.html, plus
// the lazily loaded home route and its static imports, found through dist/.vite/manifest.json, plus
// the language's first messages (virtual:messages/<code>/start), which every first visit loads.
// Then each page a visitor browses, beyond what every first visit loads: its route and the chunks
// it imports, against a budget of its own, which keeps validation schemas (Zod), dialogs and
// member screens off public pages until they are asked for. Then each browsing page's first visit
// whole, brotli as the server sends it: the entry, the page's code, its first messages and the
// areas of messages the server preloads with its screen, against a budget of 110 KB in every
// language.
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
/** What a browsing page may add to the first visit, gzipped, beyond the entry and the messages. */
const PAGE_BUDGET_BYTES = 20 * 1000;
/** The screens of the pages a visitor browses (src/app/router.tsx lists every public page). */
const BROWSING_ROUTE_SOURCES = ['home', 'designers', 'designer', 'project', 'works', 'collection'].map(
  (screen) => `src/app/routes/${screen}.tsx`,
);
/** A browsing page's whole first visit of scripts, brotli, in any language. */
const FIRST_VISIT_SCRIPTS_BROTLI_BYTES = 110 * 1000;
/** Imported by the app once the page has loaded (src/pwa/register-service-worker.ts). */
const WORKER_REGISTRATION_SOURCE = 'src/pwa/service-worker-updates.ts';
const WORKER_FILE = '/sw.js';
/** A language's first messages, as the build's manifest names them (apps/web/vite-plugins). */
const FIRST_MESSAGES = /^virtual:messages\/([a-z]{2})\/start$/;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
/**
 * The areas of messages a screen speaks beyond the first messages, which the server preloads with
 * it: from the server's renderer, built beside the app (src/entry-server.tsx).
 */
const { messageAreasOfScreen } = await import(path.join(dist, 'server/entry-server.js')).catch(() =>
  exit('No server renderer in dist/server: run the whole build first'),
);
const html = readOrExit(path.join(dist, 'index.html'));
const manifest = JSON.parse(readOrExit(path.join(dist, '.vite/manifest.json')));

const files = new Set([
  ...attributeValues(html, /<script\b[^>]*\btype="module"[^>]*>/g, 'src'),
  ...attributeValues(html, /<link\b[^>]*\brel="modulepreload"[^>]*>/g, 'href'),
]);
if (files.size === 0) exit('No entry script found in dist/index.html');

// What every first visit loads before its route: the page's scripts and all they import.
const entryFiles = new Set();
for (const [key, chunk] of Object.entries(manifest)) {
  if (files.has(`/${chunk.file}`)) addWithStaticImports(key, entryFiles);
}

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
    return { file, raw: contents.length, gzip: zlib.gzipSync(contents).length, brotli: servedBrotli(file) };
  });
const rows = rowsOf(files);
const afterLoadRows = rowsOf(afterLoad);
const width = Math.max(...[...rows, ...afterLoadRows].map((row) => row.file.length), 'total'.length);
const printTable = (tableRows) => {
  console.log(
    `${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  ${'brotli'.padStart(10)}`,
  );
  for (const row of tableRows) {
    console.log(
      `${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}  ${kb(row.brotli).padStart(10)}`,
    );
  }
  const total = sumOf(tableRows, 'gzip');
  const brotli = sumOf(tableRows, 'brotli');
  console.log(
    `${'total'.padEnd(width)}  ${''.padStart(10)}  ${kb(total).padStart(10)}  ${kb(brotli).padStart(10)}`,
  );
  return { gzip: total, brotli };
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
  const total = shared.gzip + sumOf(messageRows, 'gzip');
  const brotli = shared.brotli + sumOf(messageRows, 'brotli');
  withinBudget &&= total <= BUDGET_BYTES;
  const named = messageRows.map(({ file }) => file).join(', ');
  console.log(
    `${code}: ${kb(total)} (messages ${kb(total - shared.gzip)}, ${named}; brotli ${kb(brotli)}): ${total <= BUDGET_BYTES ? 'within' : 'OVER'}`,
  );
}
console.log(`\neach browsing page's own code, against the budget of ${kb(PAGE_BUDGET_BYTES)}:`);
const firstVisits = [];
for (const source of BROWSING_ROUTE_SOURCES) {
  if (!manifest[source]) exit(`${source} is not in the manifest; update BROWSING_ROUTE_SOURCES`);
  const own = rowsOf(addWithStaticImports(source, new Set(), entryFiles));
  const total = sumOf(own, 'gzip');
  withinBudget &&= total <= PAGE_BUDGET_BYTES;
  const largest = own.sort((first, second) => second.gzip - first.gzip)[0];
  console.log(
    `${source}: ${kb(total)} in ${own.length} files (brotli ${kb(sumOf(own, 'brotli'))}), the largest ${largest.file} (${kb(largest.gzip)}): ${total <= PAGE_BUDGET_BYTES ? 'within' : 'OVER'}`,
  );
  firstVisits.push({ source, own });
}
const entryBrotli = sumOf(rowsOf(entryFiles), 'brotli');
console.log(
  `\neach browsing page's first visit, brotli: the entry (${kb(entryBrotli)}), the page's code and its messages, against the budget of ${kb(FIRST_VISIT_SCRIPTS_BROTLI_BYTES)}:`,
);
for (const { source, own } of firstVisits) {
  const areas = ['start', ...messageAreasOfScreen(source.slice('src/app/routes/'.length, -'.tsx'.length))];
  const byLanguage = languages.map((code) => {
    const messages = new Set();
    for (const area of areas) {
      addWithStaticImports(
        `virtual:messages/${code}/${area}`,
        messages,
        new Set([...entryFiles, ...own.map(({ file }) => file)]),
      );
    }
    const brotli = entryBrotli + sumOf(own, 'brotli') + sumOf(rowsOf(messages), 'brotli');
    withinBudget &&= brotli <= FIRST_VISIT_SCRIPTS_BROTLI_BYTES;
    const verdict = brotli <= FIRST_VISIT_SCRIPTS_BROTLI_BYTES ? 'within' : 'OVER';
    return `${code} ${kb(brotli)} in ${entryFiles.size + own.length + messages.size} files (${verdict})`;
  });
  console.log(`${source}: ${byLanguage.join(', ')}`);
}
console.log('\nafter the page has loaded, to install the service worker (not in the budget):');
printTable(afterLoadRows);
process.exit(withinBudget ? 0 : 1);

/**
 * `key`'s file and those it imports statically, into `into`, leaving out what `counted` holds;
 * answers `into`.
 */
function addWithStaticImports(key, into = files, counted = new Set()) {
  const chunk = manifest[key];
  const file = `/${chunk.file}`;
  if (into.has(file) || counted.has(file)) return into;
  into.add(file);
  for (const imported of chunk.imports ?? []) addWithStaticImports(imported, into, counted);
  return into;
}

function sumOf(rows, column) {
  return rows.reduce((sum, row) => sum + row[column], 0);
}

/** The size of the brotli copy the build writes beside `file`, which the server sends (vite.config.ts). */
function servedBrotli(file) {
  return readOrExit(path.join(dist, `${file}.br`), null).length;
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
