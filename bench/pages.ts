// `npm run bench:pages`: Lighthouse on `/`, `/designers`, one designer's profile, a project of
// twelve images (made through the API for the run, the demo's holding fewer) and `/works`, each
// in English and in French, as a first visit on a phone over simulated Slow 4G (Lighthouse's
// default mobile settings), in the system Chromium, printing the performance and accessibility
// scores, the bytes of each kind of resource and Lighthouse's measure of the machine's speed. The
// product runs as built (`npm run build` first) with demo data on a fresh data dir.
// Each page is measured twice: as a normal visit, and with data saver (the browser sends
// `Save-Data: on`). BENCH_PAGES=/designers (comma-separated) measures only those pages.
// Total blocking time is the main thread held by long tasks between first paint and interactive:
// on a cheap phone, how long a first tap or scroll can stutter while the app hydrates.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { synthesisePhoto } from '@creators-archive/test-support/photo';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { defaultConfig, type Config } from 'lighthouse';
import { loadAverages, root, startProduct, type Product } from './lib';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Lighthouse's figures vary from run to run; each page runs this many times and the median is kept. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** Every public page on a phone's first visit, in each language. */
const targets = { score: 98, accessibility: 100, lcpMs: 1200, cls: 0.05, tbtMs: 200, bytes: 200 * 1000 };
/** With data saver the first visit to the directory, images included, stays under this. */
const dataSaverTargets: Partial<Record<string, number>> = { '/designers': 150 * 1000 };
/** A project page of twelve images may weigh more than the others: at most 250 KB. */
const projectTargets = { bytes: 250 * 1000 };
/** Lighthouse's kinds of resource, each printed with its bytes. */
const kinds = ['document', 'script', 'stylesheet', 'image', 'font'] as const;
const PROJECT_IMAGES = 12;

/** The pages to measure: BENCH_PAGES, comma-separated (`/designers,/`), or all of them. */
const onlyPages = process.env.BENCH_PAGES?.split(',')
  .map((page) => page.trim())
  .filter(Boolean);

type Mode = { name: 'normal' | 'data saver'; headers: Record<string, string> };
const modes: Mode[] = [
  { name: 'normal', headers: {} },
  { name: 'data saver', headers: { 'Save-Data': 'on' } },
];

/** Mobile form factor, simulated Slow 4G (150 ms RTT, 1.6 Mbps, CPU slowed 4×): Lighthouse's defaults, spelled out. */
const config: Config = {
  ...defaultConfig,
  settings: {
    ...defaultConfig.settings,
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    // Accessibility's audits run on the loaded page, after the trace the performance figures come from.
    onlyCategories: ['performance', 'accessibility'],
  },
};

/** `bytes`: everything transferred on the first visit; `byKind`: that of each kind among it. */
type Figures = {
  score: number;
  accessibility: number;
  /** The accessibility audits the page fails, by Lighthouse's id. */
  accessibilityFailures: string[];
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  byKind: Record<(typeof kinds)[number], number>;
  /**
   * Lighthouse's measure of how fast this machine ran a fixed piece of JavaScript just before the
   * page (higher is faster). TBT is the page's own main-thread tasks, slowed 4×: on a slower or
   * busier machine those tasks are longer, so this tells figures from different machines apart.
   */
  benchmarkIndex: number;
};
type Row = { label: string; path: string; mode: Mode['name']; figures: Figures };

if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('No web build: run `npm run build` first.');
  process.exit(1);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-bench-pages-'));
const dataDir = path.join(workDir, 'data');
// A copy of the build, so a rebuild while Lighthouse runs cannot pull the scripts from under it.
const webDistDir = path.join(workDir, 'web');
fs.cpSync(path.join(root, 'apps/web/dist'), webDistDir, { recursive: true });
// BENCH_URL measures a product already running (built, with demo data), for a machine too busy to
// start one within the start-up limit.
const product: Product = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
  : await startProduct({ DATA_DIR: dataDir, WEB_DIST_DIR: webDistDir, SEED_DEMO: '1' });

try {
  await demoWorkProcessed(product.url);
  const profileId = await featuredDesignerId(product.url);
  const projectPath = await twelveImageProject(product.url);
  // Each public page in English and in French (its own address, its own messages).
  const pages = [
    { label: '/', path: '/' },
    { label: '/designers', path: '/designers' },
    { label: '/designers/:id', path: `/designers/${profileId}` },
    { label: '/fr', path: '/fr' },
    { label: '/fr/designers', path: '/fr/designers' },
    { label: '/fr/designers/:id', path: `/fr/designers/${profileId}` },
    { label: '/designers/:id/work/:itemId', path: projectPath },
    { label: '/fr/designers/:id/work/:itemId', path: `/fr${projectPath}` },
    { label: '/works', path: '/works' },
    { label: '/fr/works', path: '/fr/works' },
  ].filter((page) => !onlyPages || onlyPages.includes(page.label));
  if (pages.length === 0) throw new Error(`BENCH_PAGES names no page: ${process.env.BENCH_PAGES}`);

  const rows: Row[] = [];
  for (const page of pages) {
    for (const mode of modes) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await auditWithRetry(`${product.url}${page.path}`, mode));
      }
      rows.push({ label: page.label, path: page.path, mode: mode.name, figures: median(runs) });
    }
  }
  print(rows);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/pages.json'),
    JSON.stringify({ runs: RUNS, targets, dataSaverTargets, projectTargets, pages: rows }, null, 2),
  );
} finally {
  await product.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

/**
 * Each run in a browser of its own, so no cache or state carries over. Lighthouse now and then
 * fails to record a trace (NO_NAVSTART, NO_FCP) and asks to run again: it does, twice at most.
 */
async function auditWithRetry(url: string, mode: Mode): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      return await audit(url, chrome.port, mode);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${(error as Error).message}; running it again`);
    } finally {
      chrome.kill();
    }
  }
}

async function audit(url: string, port: number, mode: Mode): Promise<Figures> {
  // Every request of the visit carries the mode's headers, as a browser saving data sends Save-Data.
  const modeConfig: Config = { ...config, settings: { ...config.settings, extraHeaders: mode.headers } };
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, modeConfig);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // BENCH_REPORT_DIR keeps each full Lighthouse report, to see what the LCP waited on.
  if (process.env.BENCH_REPORT_DIR) {
    fs.mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
    const page = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    const name = mode.name === 'normal' ? page : `${page}-data-saver`;
    fs.writeFileSync(path.join(process.env.BENCH_REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    bytes: numeric('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    byKind: Object.fromEntries(
      kinds.map((kind) => [kind, resourceBytes(lhr.audits['resource-summary']?.details, kind)]),
    ) as Figures['byKind'],
  };
}

/** The bytes Lighthouse's resource summary counts for one type of resource (image, script …). */
function resourceBytes(details: unknown, resourceType: string): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)
    ?.items;
  return items?.find((item) => item.resourceType === resourceType)?.transferSize ?? 0;
}

/** Each figure's median over the runs (not one run's figures: the medians of each). */
function median(runs: Figures[]): Figures {
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    score: middle(runs.map((run) => run.score)),
    accessibility: middle(runs.map((run) => run.accessibility)),
    accessibilityFailures: [...new Set(runs.flatMap((run) => run.accessibilityFailures))],
    lcpMs: middle(runs.map((run) => run.lcpMs)),
    cls: middle(runs.map((run) => run.cls)),
    tbtMs: middle(runs.map((run) => run.tbtMs)),
    bytes: middle(runs.map((run) => run.bytes)),
    benchmarkIndex: middle(runs.map((run) => run.benchmarkIndex)),
    byKind: Object.fromEntries(
      kinds.map((kind) => [kind, middle(runs.map((run) => run.byKind[kind]))]),
    ) as Figures['byKind'],
  };
}

/** The demo work goes through the image pipeline after start; pages are judged once it is done. */
async function demoWorkProcessed(baseUrl: string): Promise<void> {
  type Page = { data: { items: { status: string }[]; pagination: { totalPages: number } } };
  for (let attempt = 0; attempt < 600; attempt += 1) {
    let processing = 0;
    let total = 0;
    for (let page = 1; ; page += 1) {
      const body = (await (await fetch(`${baseUrl}/v1/portfolio?limit=50&page=${page}`)).json()) as Page;
      total += body.data.items.length;
      processing += body.data.items.filter((item) => item.status === 'processing').length;
      if (page >= body.data.pagination.totalPages) break;
    }
    if (total > 0 && processing === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('The demo work was not processed within 10 minutes');
}

/**
 * A project of twelve photographs, each drawn here at 2400 × 1600 (every variant up to 1920 px is
 * made), uploaded by a designer registered for the run; answers its page's path once every image
 * is made.
 */
async function twelveImageProject(baseUrl: string): Promise<string> {
  const registered = (await (
    await fetch(`${baseUrl}/v1/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        // Its own address each run, so a product measured again (BENCH_URL) takes it too.
        email: `bench-project-${Date.now()}@example.com`,
        password: 'bench password 1',
        fullName: 'Bench Designer',
      }),
    })
  ).json()) as { data: { access_token: string; user: { id: string } } };
  const form = new FormData();
  form.append('title', 'Twelve photographs');
  form.append('description', 'A project of twelve images, made for measuring its page.');
  for (let seed = 1; seed <= PROJECT_IMAGES; seed += 1) {
    const photo = await synthesisePhoto(2400, 1600, seed);
    form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${seed}.jpg`);
  }
  const created = await fetch(`${baseUrl}/v1/portfolio`, {
    method: 'POST',
    headers: { authorization: `Bearer ${registered.data.access_token}` },
    body: form,
  });
  if (created.status !== 201) throw new Error(`The project was refused: ${await created.text()}`);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const item = (await (await fetch(`${baseUrl}/v1/portfolio/${id}`)).json()) as {
      data: { status: string; media: unknown[] };
    };
    if (item.data.status === 'ready' && item.data.media.length === PROJECT_IMAGES) {
      return `/designers/${registered.data.user.id}/work/${id}`;
    }
    if (item.data.status === 'failed') throw new Error('The project’s images could not be made');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('The project’s images were not made within 10 minutes');
}

/** The profile a visitor most likely opens: the first featured designer on the home page. */
async function featuredDesignerId(baseUrl: string): Promise<string> {
  type Page = { data: { items: { id: string }[] } };
  const body = (await (
    await fetch(`${baseUrl}/v1/designers?verified=true&sort=popular&limit=1`)
  ).json()) as Page;
  const id = body.data.items[0]?.id;
  if (!id) throw new Error('No verified demo designer is listed');
  return id;
}

function print(rows: Row[]): void {
  console.log(
    `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}— mobile, simulated Slow 4G, first visit\n`,
  );
  const kb = (bytes: number, width: number) => (bytes / 1000).toFixed(0).padStart(width);
  console.log(
    `${'page'.padEnd(32)}${'mode'.padEnd(12)}  score  a11y   LCP s    CLS  TBT ms     KB${kinds.map((kind) => kind.slice(0, 6).padStart(8)).join('')}  bench index`,
  );
  for (const { label, mode, figures } of rows) {
    console.log(
      `${label.padEnd(32)}${mode.padEnd(12)}${String(figures.score).padStart(7)}${String(figures.accessibility).padStart(6)}${(figures.lcpMs / 1000).toFixed(2).padStart(8)}${figures.cls.toFixed(3).padStart(7)}${figures.tbtMs.toFixed(0).padStart(8)}${kb(figures.bytes, 7)}${kinds.map((kind) => kb(figures.byKind[kind], 8)).join('')}${figures.benchmarkIndex.toFixed(0).padStart(13)}`,
    );
  }
  console.log(
    `\nload average ${loadAverages()} at the end; bench index: Lighthouse's measure of this machine's CPU speed (higher is faster)`,
  );
  console.log(
    `\nTargets: score ≥ ${targets.score}, accessibility ${targets.accessibility}, LCP ≤ ${targets.lcpMs / 1000} s, CLS ≤ ${targets.cls}, TBT ≤ ${targets.tbtMs} ms, ≤ ${targets.bytes / 1000} KB (a project page ≤ ${projectTargets.bytes / 1000} KB); with data saver ${Object.entries(
      dataSaverTargets,
    )
      .map(([label, bytes]) => `${label} ≤ ${bytes! / 1000} KB`)
      .join(', ')}`,
  );
  for (const { label, mode, figures } of rows) {
    const project = label.endsWith('/work/:itemId') && mode === 'normal';
    const bytesTarget = project
      ? projectTargets.bytes
      : mode === 'data saver'
        ? (dataSaverTargets[label] ?? targets.bytes)
        : targets.bytes;
    const checks = [
      ['score', figures.score >= targets.score],
      ['accessibility', figures.accessibility >= targets.accessibility],
      ['LCP', figures.lcpMs <= targets.lcpMs],
      ['CLS', figures.cls <= targets.cls],
      ['TBT', figures.tbtMs <= targets.tbtMs],
      ['bytes', figures.bytes <= bytesTarget],
    ] as const;
    const missed = checks
      .filter(([, met]) => !met)
      .map(([name]) =>
        name === 'accessibility' ? `accessibility (${figures.accessibilityFailures.join(', ')})` : name,
      );
    console.log(
      `  ${missed.length === 0 ? 'met    ' : 'MISSED '} ${label} (${mode})${missed.length ? `: ${missed.join(', ')}` : ''}`,
    );
  }
}
