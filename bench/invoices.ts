// `npm run bench:invoices`: GET /v1/health p99 while invoice PDFs are downloaded, 20 at once, each
// by its own member. Twenty members each pay one membership through the sandbox; the server's job
// worker draws their receipts, which keeps each PDF. Then, ROUNDS times: /v1/health alone, then
// the 20 downloads with the kept copies removed first (fresh drawings, on the PDF threads), then
// the 20 again (the kept copies), each with /v1/health loaded on HEALTH_CONNECTIONS meanwhile.
// It exits non-zero when a download fails or health's p99 during fresh drawings reaches 100 ms.
//
// The database (`BENCH_DATABASE_URL`, default postgres://root@127.0.0.1:5432/ca_bench_invoices) is
// dropped and made again each run, so its name must start with ca_bench_; the bench removes the
// kept PDFs between rounds straight from it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { FindPlansResponse } from '@creators-archive/contract/subscriptions/find-plans';
import { demoPlans } from '../apps/api/src/demo/demo-designers';
import {
  benchDatabaseName,
  merge,
  recreateBenchDatabase,
  root,
  startProduct,
  summarize,
  wholeNumber,
  type Row,
  type Samples,
} from './lib';
import { withServices } from './seed-app';

const DOWNLOADS = wholeNumber('BENCH_INVOICES', 20);
const ROUNDS = wholeNumber('BENCH_ROUNDS', 5);
const HEALTH_CONNECTIONS = wholeNumber('BENCH_HEALTH_CONNECTIONS', 4);
const IDLE_SECONDS = 2;
const TARGET_P99_MS = 100;
const RECEIPTS_WAIT_MS = 120_000;
const HIGH = '1000000';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/ca_bench_invoices';
const databaseName = benchDatabaseName(databaseUrl);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-bench-invoices-'));
const environment: Record<string, string> = {
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  PAYMENT_PROVIDER: 'sandbox',
  // The plans are added below; no demo designers drawing images during the run.
  SEED_DEMO: '0',
  RATE_LIMIT_MAX: HIGH,
  RATE_LIMIT_AUTH_MAX: HIGH,
  RATE_LIMIT_ACCOUNT_MAX: HIGH,
  REGISTRATION_MAX_PER_HOUR: HIGH,
  REGISTRATION_GLOBAL_MAX_PER_HOUR: HIGH,
};

type Owned = { token: string; invoiceId: string; number: string };

const failures: string[] = [];

async function call(url: string, init: RequestInit, expected: number): Promise<Response> {
  const response = await fetch(url, init);
  if (response.status !== expected) {
    const body = await response.text().catch(() => '');
    throw new Error(
      `${init.method ?? 'GET'} ${new URL(url).pathname} → ${response.status} ${body.slice(0, 300)}`,
    );
  }
  return response;
}

/** A member who paid one month through the sandbox, and the invoice it issued. */
async function memberWithInvoice(url: string, planId: string, index: number): Promise<Owned> {
  const json = { 'content-type': 'application/json' };
  const registered = await call(
    `${url}/v1/users/register`,
    {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email: `invoice-${index}@bench.example`,
        password: 'bench invoice passphrase',
        fullName: `Bench Member ${index}`,
      }),
    },
    201,
  );
  const token = ((await registered.json()) as { data: { access_token: string } }).data.access_token;
  const auth = { authorization: `Bearer ${token}` };
  const started = await call(
    `${url}/v1/subscriptions/checkout`,
    { method: 'POST', headers: { ...json, ...auth }, body: JSON.stringify({ planId, currency: 'NGN' }) },
    200,
  );
  const { reference, authorizationUrl } = (
    (await started.json()) as {
      data: { reference: string; authorizationUrl: string };
    }
  ).data;
  await call(
    `${url}${new URL(authorizationUrl).pathname}`,
    {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ outcome: 'success', channel: 'card' }).toString(),
    },
    303,
  );
  await call(`${url}/v1/subscriptions/verify/${reference}`, { headers: auth }, 200);
  const listed = await call(`${url}/v1/invoices`, { headers: auth }, 200);
  const [invoice] = ((await listed.json()) as { data: { id: string; number: string }[] }).data;
  if (!invoice) throw new Error(`No invoice for ${reference}`);
  return { token, invoiceId: invoice.id, number: invoice.number };
}

/**
 * Loads /v1/health while `work` runs; answers what it saw, what `work` answered and how long
 * `work` took.
 */
async function healthWhile<T>(
  url: string,
  work: () => Promise<T>,
): Promise<{ health: Samples; result: T; workMs: number }> {
  const latencies: number[] = [];
  let instance: autocannon.Instance | undefined;
  const loadStarted = performance.now();
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      { url: `${url}/v1/health`, connections: HEALTH_CONNECTIONS, duration: 600 },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  const started = performance.now();
  const result = await work();
  const workMs = performance.now() - started;
  instance!.stop();
  const done = await finished;
  const seconds = (performance.now() - loadStarted) / 1000;
  return {
    health: { latencies, requests: done.requests.total, seconds, errors: done.errors + done.non2xx },
    result,
    workMs,
  };
}

/** Every member downloads their invoice at the same moment; answers each download's time and bytes. */
async function downloadAll(url: string, owned: Owned[]): Promise<{ ms: number; pdf: Buffer }[]> {
  return Promise.all(
    owned.map(async ({ token, invoiceId, number }) => {
      const sent = performance.now();
      const response = await call(
        `${url}/v1/invoices/${invoiceId}/pdf`,
        { headers: { authorization: `Bearer ${token}` } },
        200,
      );
      const pdf = Buffer.from(await response.arrayBuffer());
      const ms = performance.now() - sent;
      if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error(`${number}: not a PDF`);
      return { ms, pdf };
    }),
  );
}

console.log(`Database ${databaseName}: dropped, made again, migrated, plans added…`);
await recreateBenchDatabase(databaseUrl);
await withServices(environment, async (app) => {
  if (!(await app.services.plans.addIfNone(demoPlans))) throw new Error('The new database already had plans');
});
const product = await startProduct(environment);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();

const rows: { idle: Samples[]; fresh: Samples[]; kept: Samples[] } = { idle: [], fresh: [], kept: [] };
const downloads: { fresh: number[]; kept: number[] } = { fresh: [], kept: [] };
const allDone: { fresh: number[]; kept: number[] } = { fresh: [], kept: [] };
try {
  const plans = ((await (await fetch(`${product.url}/v1/subscriptions/plans`)).json()) as FindPlansResponse)
    .data;
  const monthly = plans[0];
  if (!monthly) throw new Error('The product lists no plans');
  console.log(`${DOWNLOADS} members pay a month each…`);
  const owned: Owned[] = [];
  for (let index = 0; index < DOWNLOADS; index += 1)
    owned.push(await memberWithInvoice(product.url, monthly.id, index));

  // The receipts are drawn (and their PDFs kept) by the job worker; the rounds start once all are.
  const waitedSince = performance.now();
  for (;;) {
    const { rows: counted } = await db.query<{ kept: number }>(
      'select count(*)::int as kept from invoice_pdfs',
    );
    if (counted[0]!.kept >= DOWNLOADS) break;
    if (performance.now() - waitedSince > RECEIPTS_WAIT_MS)
      throw new Error('The receipts were not drawn within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  for (let round = 1; round <= ROUNDS; round += 1) {
    console.log(`Round ${round} of ${ROUNDS}…`);
    const idle = await healthWhile(
      product.url,
      () => new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000)),
    );
    rows.idle.push(idle.health);

    await db.query('delete from invoice_pdfs');
    const fresh = await healthWhile(product.url, () => downloadAll(product.url, owned));
    allDone.fresh.push(fresh.workMs);
    rows.fresh.push(fresh.health);
    downloads.fresh.push(...fresh.result.map((download) => download.ms));

    const kept = await healthWhile(product.url, () => downloadAll(product.url, owned));
    allDone.kept.push(kept.workMs);
    rows.kept.push(kept.health);
    downloads.kept.push(...kept.result.map((download) => download.ms));

    // The kept copy is the fresh drawing, byte for byte.
    fresh.result.forEach((download, index) => {
      if (Buffer.compare(download.pdf, kept.result[index]!.pdf) !== 0)
        failures.push(`${owned[index]!.number}: the kept copy differs from the drawing`);
    });
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  await db.end();
  await product.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const table: { health: Row; downloads: Row | undefined; allDoneMs: number | undefined }[] = [
  { health: summarize('nothing else', merge(rows.idle)), downloads: undefined, allDoneMs: undefined },
  {
    health: summarize(`${DOWNLOADS} downloads at once, drawn fresh`, merge(rows.fresh)),
    downloads: summarize('fresh', {
      latencies: downloads.fresh,
      requests: downloads.fresh.length,
      seconds: 1,
      errors: 0,
    }),
    allDoneMs: median(allDone.fresh),
  },
  {
    health: summarize(`${DOWNLOADS} downloads at once, kept copies`, merge(rows.kept)),
    downloads: summarize('kept', {
      latencies: downloads.kept,
      requests: downloads.kept.length,
      seconds: 1,
      errors: 0,
    }),
    allDoneMs: median(allDone.kept),
  },
];

console.log(
  `\nGET /v1/health on ${HEALTH_CONNECTIONS} connections, ${ROUNDS} rounds, PostgreSQL, one machine (${os.availableParallelism()} cores)\n`,
);
console.log(
  `${'while'.padEnd(44)}  req/s  p50 ms  p99 ms  errors   download p50 / p99 ms   all ${DOWNLOADS} done (median) ms`,
);
for (const { health, downloads: timing, allDoneMs } of table) {
  const downloadColumn = timing ? `${timing.p50.toFixed(0)} / ${timing.p99.toFixed(0)}` : '–';
  console.log(
    `${health.target.padEnd(44)}${String(health.requestsPerSecond).padStart(7)}${health.p50.toFixed(2).padStart(8)}${health.p99.toFixed(2).padStart(8)}${String(health.errors).padStart(8)}${downloadColumn.padStart(24)}${(allDoneMs === undefined ? '–' : String(Math.round(allDoneMs))).padStart(30)}`,
  );
}
const freshP99 = table[1]!.health.p99;
const withinTarget = freshP99 < TARGET_P99_MS;
console.log(
  `\nhealth p99 while drawing fresh: ${freshP99.toFixed(2)} ms (target under ${TARGET_P99_MS} ms): ${withinTarget ? 'within' : 'OVER'}`,
);
for (const failure of failures) console.error(`FAILED: ${failure}`);

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/invoices.json'),
  JSON.stringify(
    {
      downloads: DOWNLOADS,
      rounds: ROUNDS,
      healthConnections: HEALTH_CONNECTIONS,
      cores: os.availableParallelism(),
      rows: table.map(({ health, downloads: timing, allDoneMs }) => ({
        while: health.target,
        health,
        downloads: timing && { p50: timing.p50, p99: timing.p99 },
        allDoneMs: allDoneMs === undefined ? null : Math.round(allDoneMs),
      })),
      targetP99Ms: TARGET_P99_MS,
      withinTarget,
      failures,
    },
    null,
    2,
  ),
);
if (!withinTarget || failures.length > 0) process.exitCode = 1;
