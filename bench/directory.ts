// `npm run bench:directory`: GET /v1/designers on the scale data set (100,000 designers,
// 1,000,000 items; `npm run seed:scale` makes it, and this script runs it when it is missing) on
// PostgreSQL and on PGlite, next to a bare Fastify hello-world in the same run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CONNECTIONS, drive, printRows, root, startBareServer, startProduct, type Row } from './lib';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/ca_scale';
const pgliteDir = process.env.BENCH_PGLITE_DIR ?? path.join(root, '.data-scale');
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',');
const DEEP_ROWS = 20_000;

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
    const cursor = await deepCursor(product.url);
    const rows = {
      first: await drive(`${name}: first page`, `${base}?limit=24`),
      deep: await drive(
        `${name}: page ${DEEP_ROWS.toLocaleString('en')} rows deep`,
        `${base}?limit=24&cursor=${cursor}`,
      ),
      search: await drive(`${name}: two-word search`, `${base}?q=brand%20lagos&limit=24`),
      filtered: await drive(
        `${name}: country and discipline`,
        `${base}?country=Kenya&discipline=Illustration&limit=24`,
      ),
    };
    return rows;
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
  for (const target of targets) {
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

for (const [key, rows] of Object.entries(results).filter(([key]) => key.startsWith('postgres'))) {
  const checks = [
    [
      'first page throughput ≥ ¼ of hello-world',
      rows.first!.requestsPerSecond / baseline!.requestsPerSecond,
      (value: number) => value >= 0.25,
      (value: number) => `${value.toFixed(2)}×`,
    ],
    [
      'deep page p50 ≤ 1.5 × first page p50',
      rows.deep!.p50 / Math.max(rows.first!.p50, 1),
      (value: number) => value <= 1.5,
      (value: number) => `${value.toFixed(2)}×`,
    ],
    [
      'search p99 < 100 ms',
      rows.search!.p99,
      (value: number) => value < 100,
      (value: number) => `${value} ms`,
    ],
  ] as const;
  console.log(
    `\nTargets on ${key === 'postgres' ? 'PostgreSQL' : `PostgreSQL${key.slice('postgres'.length)}`}`,
  );
  for (const [label, value, met, format] of checks) {
    console.log(`  ${met(value) ? 'met    ' : 'MISSED '} ${label}: ${format(value)}`);
  }
}

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/directory.json'),
  JSON.stringify({ connections: CONNECTIONS, baseline: baseline!, results }, null, 2),
);
