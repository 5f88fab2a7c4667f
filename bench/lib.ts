// What the benchmarks share: starting the product and a bare Fastify server, driving them with
// autocannon, and printing a table.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { freePort } from '@creators-archive/test-support/free-port';

export const root = path.resolve(import.meta.dirname, '..');

/** The machine's load averages over 1, 5 and 15 minutes, as `uptime` prints them: how idle it was. */
export function loadAverages(): string {
  return os
    .loadavg()
    .map((average) => average.toFixed(1))
    .join(' ');
}

/** A whole number above zero from the environment, or the default; anything else stops the run. */
export function wholeNumber(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
}
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/**
 * The product's per-address and per-account limits raised out of the way: a bench sends all its
 * requests from one address and measures the product, not its limits.
 */
export const limitsOutOfTheWay: Record<string, string> = Object.fromEntries(
  [
    'RATE_LIMIT_MAX',
    'RATE_LIMIT_AUTH_MAX',
    'RATE_LIMIT_ACCOUNT_MAX',
    'REGISTRATION_MAX_PER_HOUR',
    'REGISTRATION_GLOBAL_MAX_PER_HOUR',
    'CHECKOUT_MAX_PER_HOUR',
  ].map((name) => [name, '1000000']),
);

/** The database a bench's URL names, refused unless its name says it may be dropped: ca_bench_… */
export function benchDatabaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^ca_bench_[a-z0-9_]+$/.test(name)) {
    throw new Error(
      `BENCH_DATABASE_URL names the database "${name}": it is dropped each run, so its name must start with ca_bench_`,
    );
  }
  return name;
}

/** Drops and makes the bench's database again, through the server's `postgres` database. */
export async function recreateBenchDatabase(databaseUrl: string): Promise<void> {
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const name = admin.escapeIdentifier(benchDatabaseName(databaseUrl));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/**
 * The server's /metrics (served with `METRICS_TOKEN`), each metric's samples summed over their
 * labels (the process metrics have none). Reading it empties prom-client's event-loop histogram.
 */
export async function readMetrics(url: string, token: string): Promise<Map<string, number>> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  const values = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{[^}]*\})? (\S+)$/i.exec(line);
    if (match) values.set(match[1]!, (values.get(match[1]!) ?? 0) + Number(match[2]));
  }
  return values;
}

/** What `send` answers: the status, the headers and the body as text. */
export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

const keptAlive = new http.Agent({ keepAlive: true });

/**
 * One request over a kept-alive connection, with node:http rather than fetch. A bench's client
 * shares the machine with the server it measures, and fetch's own work per request was a third to
 * two thirds of a core at the sandbox's rate, taken from the server. It sends no Accept-Encoding:
 * the API compresses only pages and cached lists, none of the answers the benches time this way.
 */
export function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, agent: keptAlive },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

export type Product = { url: string; stop(): Promise<void> };

/**
 * A server run by node itself (not npx, so SIGTERM reaches it) from a TypeScript file, on a free
 * port, ready once `healthPath` answers. With BENCH_CPU_PROF_DIR set, it writes a CPU profile of
 * each of its threads there when it stops (`node --cpu-prof`, which NODE_OPTIONS may not carry): a
 * bench's figures and where the server spent them, from the same run.
 */
export async function startServerProcess(
  script: string,
  environment: Record<string, string>,
  healthPath: string,
): Promise<Product> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
        : []),
      '--import',
      'tsx',
      script,
    ],
    {
      cwd: root,
      env: { ...process.env, ...environment, PORT: String(port) },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}${healthPath}`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${path.basename(script)} did not start within 60 s`);
}

/** The real server, as production runs it, ready once /v1/health answers. */
export function startProduct(environment: Record<string, string>): Promise<Product> {
  return startServerProcess(
    path.join(root, 'apps/api/src/main.ts'),
    {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      NODE_ENV: 'production',
      // The bench pays through the sandbox: no money moves, so it must be allowed in production.
      ALLOW_SANDBOX_PAYMENTS: '1',
      // Production seeds no demo data unless asked; the bench measures the product with it.
      SEED_DEMO: '1',
      ...environment,
    },
    '/v1/health',
  );
}

export async function startBareServer(): Promise<{ url: string; server: FastifyInstance }> {
  const server = Fastify();
  server.get('/hello', async () => ({ hello: 'world' }));
  const port = await freePort();
  await server.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/hello`, server };
}

export type Row = { target: string; requestsPerSecond: number; p50: number; p99: number; errors: number };

/** What one or more runs against a URL saw: every 2xx latency to the microsecond, and the counts. */
export type Samples = { latencies: number[]; requests: number; seconds: number; errors: number };

/** Load the URL for a few seconds first, unmeasured: JIT, connection pools and page caches warm up. */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 3);

async function run(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Samples> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, headers, connections: CONNECTIONS, duration: seconds },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    // autocannon's own percentiles are whole milliseconds: at 1–3 ms a p50 ratio could only be
    // 1, 1.5, 2 or 3. Its response event carries the time to a fraction of a millisecond.
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  return {
    latencies,
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Measures a URL for `seconds` (BENCH_DURATION), after a warm-up unless told it is warm, sending
 * `headers` with every request (a bearer token, say).
 */
export async function sample(
  url: string,
  options: { seconds?: number; warm?: boolean; headers?: Record<string, string> } = {},
): Promise<Samples> {
  if (!options.warm && WARMUP_SECONDS > 0) await run(url, WARMUP_SECONDS, options.headers);
  return run(url, options.seconds ?? DURATION_SECONDS, options.headers);
}

/** Several runs of the same URL as one: their latencies together, their requests over their time. */
export function merge(runs: Samples[]): Samples {
  return {
    latencies: runs.flatMap((run) => run.latencies),
    requests: runs.reduce((total, run) => total + run.requests, 0),
    seconds: runs.reduce((total, run) => total + run.seconds, 0),
    errors: runs.reduce((total, run) => total + run.errors, 0),
  };
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

export function summarize(target: string, samples: Samples): Row {
  const sorted = Float64Array.from(samples.latencies).sort();
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    target,
    requestsPerSecond: Math.round(samples.requests / samples.seconds),
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    errors: samples.errors,
  };
}

export async function drive(target: string, url: string): Promise<Row> {
  return summarize(target, await sample(url));
}

export function printRows(rows: Row[], baseline: Row): void {
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each after ${WARMUP_SECONDS} s of warm-up, one machine\n`,
  );
  console.log(`${'target'.padEnd(48)}  req/s  p50 ms  p99 ms  errors  req/s ÷ bare`);
  for (const row of rows) {
    console.log(
      `${row.target.padEnd(48)}${String(row.requestsPerSecond).padStart(7)}${row.p50.toFixed(2).padStart(8)}${row.p99.toFixed(2).padStart(8)}${String(row.errors).padStart(8)}${(row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2).padStart(14)}`,
    );
  }
}
