// `npm run bench:works`: GET /v1/works on the scale data set (100,000 designers, 1,000,000 items of
// 1 to 4 images with their palettes; `npm run seed:scale` makes it, and this script runs it when it
// is missing) on PostgreSQL with the micro-cache off, so every request pays for its query: the first
// page, text searches (a word as written, two words, a misspelt word) and colour searches (several
// colours across the gamut, each measured alone; the worst is judged), next to a bare Fastify
// hello-world in the same run. SCALE_DESIGNERS makes a smaller data set (BENCH_DATABASE_URL names
// another database for it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CONNECTIONS, drive, printRows, root, startBareServer, startProduct, type Row } from './lib';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/ca_scale';

function ensureSeeded(): void {
  const run = spawnSync('npm', ['run', 'seed:scale'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: postgresUrl },
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('npm run seed:scale failed');
}

const FIRST_PAGE = 'limit=24';
/** Words the seed writes in titles and tags, one common and one rarer pair, and a typo. */
const TEXT_SEARCHES = ['q=poster&limit=24', 'q=poster%20lagos&limit=24', 'q=festivl&limit=24'];
/** A red, a blue, a teal, a yellow, a dark grey and a pale pink: dense and sparse parts of OKLab. */
const COLOUR_SEARCHES = ['#d62828', '#1d4ed8', '#2a9d8f', '#f5c518', '#333333', '#f4c2c2'].map(
  (colour) => `color=${encodeURIComponent(colour)}&limit=24`,
);

const targets = [
  { label: 'first page p99 ≤ 100 ms', limitMs: 100, rows: [] as Row[] },
  { label: 'text search p99 ≤ 150 ms', limitMs: 150, rows: [] as Row[] },
  { label: 'colour search p99 ≤ 150 ms', limitMs: 150, rows: [] as Row[] },
];

ensureSeeded();
const bare = await startBareServer();
let baseline: Row;
const rows: Row[] = [];
try {
  baseline = await drive('bare Fastify GET /hello', bare.url);
  const product = await startProduct({
    DATABASE_URL: postgresUrl,
    PUBLIC_CACHE_SECONDS: '0',
    SEED_DEMO: '0',
  });
  try {
    const base = `${product.url}/v1/works`;
    const check = await fetch(`${base}?${COLOUR_SEARCHES[0]}`);
    if (!check.ok) throw new Error(`GET /v1/works answered ${check.status}: ${await check.text()}`);
    const measured = [
      { target: targets[0]!, queries: [FIRST_PAGE] },
      { target: targets[1]!, queries: TEXT_SEARCHES },
      { target: targets[2]!, queries: COLOUR_SEARCHES },
    ];
    for (const { target, queries } of measured) {
      for (const query of queries) {
        const row = await drive(`works ${decodeURIComponent(query)}`, `${base}?${query}`);
        target.rows.push(row);
        rows.push(row);
      }
    }
  } finally {
    await product.stop();
  }
} finally {
  await bare.server.close();
}

printRows([baseline!, ...rows], baseline!);
console.log(`\nTargets on PostgreSQL, no cache, ${CONNECTIONS} connections (the worst query of each kind)`);
for (const target of targets) {
  const worst = Math.max(...target.rows.map((row) => row.p99));
  const errors = target.rows.reduce((total, row) => total + row.errors, 0);
  console.log(
    `  ${worst <= target.limitMs && errors === 0 ? 'MET   ' : 'MISSED'}  ${target.label}: ${worst.toFixed(1)} ms${errors > 0 ? `, ${errors} errors` : ''}`,
  );
}

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/works.json'),
  JSON.stringify({ connections: CONNECTIONS, database: postgresUrl, baseline: baseline!, rows }, null, 2),
);
