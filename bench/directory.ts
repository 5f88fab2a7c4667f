// `npm run bench:directory`: GET /v1/designers on the scale data set (100,000 designers,
// 1,000,000 items; `npm run seed:scale` makes it, and this script runs it when it is missing) on
// PostgreSQL and on PGlite, next to a bare Fastify hello-world in the same run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  drive,
  merge,
  printRows,
  root,
  sample,
  startBareServer,
  startProduct,
  summarize,
  type Row,
  type Samples,
} from './lib';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/ca_scale';
const pgliteDir = process.env.BENCH_PGLITE_DIR ?? path.join(root, '.data-scale');
const engineNames = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',');
const DEEP_ROWS = 20_000;
/**
 * The first and the deep page are measured in turns, this many times each, and each one's runs
 * taken together: load from anything else on the machine then falls on both alike, and the p50
 * ratio compares like with like.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

type Environment = Record<string, string>;

function ensureSeeded(environment: Environment): void {
  const run = spawnSync('npm', ['run', 'seed:scale'], {
    cwd: root,
    env: { ...process.env, ...environment },
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('npm run seed:scale failed');
}

type Page = { data: { pagination: { nextCursor: string | null } } };

/** Follows nextCursor, 50 at a time, to the page that starts DEEP_ROWS rows in. */
async function deepCursor(baseUrl: string): Promise<string> {
  let cursor: string | null = null;
  for (let seen = 0; seen < DEEP_ROWS; seen += 50) {
    const response = await fetch(`${baseUrl}/v1/designers?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
    cursor = ((await response.json()) as Page).data.pagination.nextCursor;
    if (!cursor) throw new Error(`The directory has fewer than ${DEEP_ROWS} designers`);
  }
  return cursor!;
}

async function measure(name: string, environment: Environment) {
  const product = await startProduct({ ...environment, SEED_DEMO: '0' });
  try {
    const base = `${product.url}/v1/designers`;
    const firstUrl = `${base}?limit=24`;
    const deepUrl = `${base}?limit=24&cursor=${await deepCursor(product.url)}`;
    const first: Samples[] = [];
    const deep: Samples[] = [];
    first.push(await sample(firstUrl));
    deep.push(await sample(deepUrl));
    for (let round = 1; round < ROUNDS; round += 1) {
      first.push(await sample(firstUrl, { warm: true }));
      deep.push(await sample(deepUrl, { warm: true }));
    }
    return {
      first: summarize(`${name}: first page`, merge(first)),
      deep: summarize(`${name}: page ${DEEP_ROWS.toLocaleString('en')} rows deep`, merge(deep)),
      search: await drive(`${name}: two-word search`, `${base}?q=brand%20lagos&limit=24`),
      filtered: await drive(
        `${name}: country and discipline`,
        `${base}?country=Kenya&discipline=Illustration&limit=24`,
      ),
    };
  } finally {
    await product.stop();
  }
}

// Both ways the product can run: with its few seconds of public micro-cache (as deployed), and
// with it off, so every request pays for its query and the keyset and search costs show.
const variants = [
  { label: '', environment: {} as Environment },
  { label: ' (no cache)', environment: { PUBLIC_CACHE_SECONDS: '0' } },
];
const engines: Record<string, { name: string; environment: Environment }> = {
  postgres: { name: 'PostgreSQL', environment: { DATABASE_URL: postgresUrl } },
  pglite: { name: 'PGlite', environment: { DATA_DIR: pgliteDir, DATABASE_URL: '' } },
};

const bare = await startBareServer();
const results: Record<string, Record<string, Row>> = {};
let baseline: Row;
try {
  baseline = await drive('bare Fastify GET /hello', bare.url);
  for (const target of engineNames) {
    const engine = engines[target];
    if (!engine) throw new Error(`Unknown target ${target}: use postgres and/or pglite`);
    ensureSeeded(engine.environment);
    for (const variant of variants) {
      results[`${target}${variant.label}`] = await measure(`${engine.name}${variant.label}`, {
        ...engine.environment,
        ...variant.environment,
      });
    }
  }
} finally {
  await bare.server.close();
}

printRows([baseline!, ...Object.values(results).flatMap((rows) => Object.values(rows))], baseline!);
console.log(`(first and deep page: ${ROUNDS} turns of ${DURATION_SECONDS} s each, taken together)`);

type Measured = Record<string, Row>;
/**
 * The issue's targets, each judged on one configuration. Throughput is what visitors get, so it is
 * judged as deployed (with the micro-cache). The deep page and the search are judged without the
 * cache: with it, both are answered from memory and say nothing about keyset pages or full-text
 * search, and most real searches and deep cursors are not in the cache anyway.
 */
const goals = [
  {
    label: 'first page throughput ≥ 0.25 × hello-world',
    judgedOn: 'cached',
    value: (rows: Measured) => rows.first!.requestsPerSecond / baseline!.requestsPerSecond,
    met: (value: number) => value >= 0.25,
    format: (value: number) => `${value.toFixed(2)}×`,
  },
  {
    label: 'deep page p50 ≤ 1.5 × first page p50',
    judgedOn: 'uncached',
    value: (rows: Measured) => rows.deep!.p50 / rows.first!.p50,
    met: (value: number) => value <= 1.5,
    format: (value: number) => `${value.toFixed(2)}×`,
  },
  {
    label: 'two-word search p99 < 100 ms',
    judgedOn: 'uncached',
    value: (rows: Measured) => rows.search!.p99,
    met: (value: number) => value < 100,
    format: (value: number) => `${value.toFixed(1)} ms`,
  },
] as const;

if (results.postgres && results['postgres (no cache)']) {
  console.log('\nTargets on PostgreSQL, 50 connections (the judged configuration first)');
  for (const goal of goals) {
    const configurations = {
      cached: { rows: results.postgres, name: 'as deployed, micro-cache on' },
      uncached: { rows: results['postgres (no cache)'], name: 'no cache' },
    };
    const judged = configurations[goal.judgedOn];
    const other = configurations[goal.judgedOn === 'cached' ? 'uncached' : 'cached'];
    const value = goal.value(judged.rows);
    const otherValue = goal.value(other.rows);
    console.log(
      `  ${goal.met(value) ? 'MET   ' : 'MISSED'}  ${goal.label}: ${goal.format(value)} (${judged.name})` +
        `; ${other.name}: ${goal.format(otherValue)}, ${goal.met(otherValue) ? 'would meet' : 'would miss'}`,
    );
  }
}

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/directory.json'),
  JSON.stringify({ connections: CONNECTIONS, baseline: baseline!, results }, null, 2),
);
